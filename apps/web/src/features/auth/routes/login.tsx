import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts-messages';
import { MESSAGES } from '@shop/domain/messages';
import { errorMessage } from '@/lib/api-client';
import { firstError, lazySchemaValidate } from '@/lib/form';
import { returnPath, saveSession, takeLoginFlash } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { languageAfterLogin } from '@/lib/i18n/choose-language';
import { AuthCard } from '../components/auth-card';
import { useBotToken } from '../hooks/use-bot-token';
import { useLogIn } from '../api/log-in';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // A scanned tag (or an expired session) sent the user here from a screen: the login returns to it.
  const returnTo = returnPath(useLocation().state);
  const [flash] = useState(() => takeLoginFlash());
  const [failure, setFailure] = useState<string | null>(null);
  const botToken = useBotToken();
  const login = useLogIn();
  const form = useForm({
    initialValues: { email: '', password: '' },
    // The server's own schema, loaded with the form (Zod stays out of the first screen's download).
    validate: lazySchemaValidate(() => import('@shop/domain/contracts/accounts').then((m) => m.loginRequestSchema)),
    onValuesChange: () => setFailure(null),
  });
  const error = failure ?? firstError(form.errors);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    let recaptchaToken: string;
    try {
      recaptchaToken = await botToken('login');
    } catch {
      return setFailure(t(ACCOUNT_MESSAGES.recaptchaFailed, { ns: 'messages' }));
    }
    login.mutate(
      { email: values.email.trim(), password: values.password, recaptchaToken },
      {
        onSuccess: (result) => {
          queryClient.clear();
          saveSession(result.token, result.role);
          void languageAfterLogin(result.language).finally(() => navigate(returnTo, { replace: true }));
        },
        onError: (failed) => setFailure(errorMessage(failed, t(MESSAGES.somethingWentWrong, { ns: 'messages' }))),
      },
    );
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {flash && !error ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
          {t(flash, { ns: 'messages' })}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t(error, { ns: 'messages' })}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            {...form.getInputProps('email', { withError: false })}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            {...form.getInputProps('password', { withError: false })}
            visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <Button variant="default" fullWidth onClick={() => void navigate('/register')}>
            {t('login.register')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
