import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PAGE_DELAYS_MS,
  registerRequestSchema,
  type RegisterRequest,
} from '@shop/domain/contracts/accounts';
import { MESSAGES } from '@shop/domain/messages';
import { ROLES } from '@shop/domain/roles';
import { useTranslation } from 'react-i18next';
import { roleLabels } from '@/lib/role-labels';
import { firstError, schemaValidate } from '@/lib/form';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { useBotToken } from '../hooks/use-bot-token';
import { useRegisterStaff } from '../api/register-staff';
import { useFailure } from '@/lib/use-failure';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const roles = roleLabels(t);
  const roleOptions = ROLES.map((role) => ({ value: role, label: roles[role] ?? role }));
  const navigate = useNavigate();
  const failure = useFailure();
  const [success, setSuccess] = useState<string | null>(null);
  const botToken = useBotToken();
  const register = useRegisterStaff();
  const form = useForm<Required<Omit<RegisterRequest, 'recaptchaToken'>>>({
    initialValues: { firstName: '', lastName: '', email: '', role: 'staff' },
    validate: schemaValidate(registerRequestSchema),
    onValuesChange: failure.clear,
  });
  const invalid = firstError(form.errors);
  const error = failure.message ?? (invalid ? t(invalid, { ns: 'messages' }) : null);
  const tm = (message: string) => t(message, { ns: 'messages' });

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => void navigate('/login'), ACCOUNT_PAGE_DELAYS_MS.registerRedirect);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const submit = form.onSubmit(async (values) => {
    failure.clear();
    setSuccess(null);
    let recaptchaToken: string;
    try {
      recaptchaToken = await botToken('staff_register');
    } catch {
      return failure.set(ACCOUNT_MESSAGES.recaptchaFailed);
    }
    register.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        role: values.role,
        recaptchaToken,
      },
      {
        onSuccess: () => setSuccess(ACCOUNT_MESSAGES.registrationSent),
        onError: (failed) => failure.fail(failed, MESSAGES.somethingWentWrong),
      },
    );
  });

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} width={480}>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      {success ? (
        <FormAlert kind="success" title={tm(success)}>
          {t('register.afterApproval')}
        </FormAlert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('register.firstName')}
              autoComplete="given-name"
              {...form.getInputProps('firstName', { withError: false })}
            />
            <TextInput
              label={t('register.lastName')}
              autoComplete="family-name"
              {...form.getInputProps('lastName', { withError: false })}
            />
          </SimpleGrid>
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email', { withError: false })}
          />
          <Select
            label={t('register.role')}
            data={roleOptions}
            allowDeselect={false}
            {...form.getInputProps('role', { withError: false })}
          />
          <Group grow>
            <Button variant="default" onClick={() => void navigate('/login')}>
              {t('login.submit')}
            </Button>
            <Button type="submit" loading={register.isPending} disabled={Boolean(success)}>
              {t('login.register')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
