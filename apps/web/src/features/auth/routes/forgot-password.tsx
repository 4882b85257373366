import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ACCOUNT_MESSAGES,
  forgotPasswordRequestSchema,
  type ForgotPasswordRequest,
} from '@shop/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { firstError, schemaValidate } from '@/lib/form';
import { AuthCard } from '../components/auth-card';
import { BackToLoginButton, FormOutcome, type FormFailure } from '../components/form-alert';
import { useForgotPassword } from '../api/forgot-password';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordRequest>({
    initialValues: { email: '' },
    validate: schemaValidate(forgotPasswordRequestSchema),
    onValuesChange: () => setFailure(null),
  });
  const invalid = firstError(form.errors);
  const error = failure ?? (invalid ? { title: invalid } : null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    setSuccess(null);
    forgot.mutate(
      { email: values.email.trim() },
      {
        onSuccess: () => setSuccess(ACCOUNT_MESSAGES.resetLinkSent),
        onError: (failed) =>
          setFailure({
            title: ACCOUNT_MESSAGES.resetLinkFailed,
            detail: failed instanceof ApiError && failed.status === 429 ? failed.message : undefined,
          }),
      },
    );
  });

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <FormOutcome failure={error} success={success} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email', { withError: false })}
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            {t('forgot.submit')}
          </Button>
          <BackToLoginButton />
        </Stack>
      </form>
    </AuthCard>
  );
}
