import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts-messages';
import { EMAIL_PATTERN } from '@shop/domain/contracts/patterns';
import { MESSAGES } from '@shop/domain/messages';
import { errorMessage } from '@/lib/api-client';
import { saveSession, takeLoginFlash } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { AuthCard } from '../components/auth-card';
import { useBotToken } from '../hooks/use-bot-token';
import { useLogIn } from '../api/log-in';

export default function LoginPage() {
  const navigate = useNavigate();
  const [flash] = useState(() => takeLoginFlash());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const botToken = useBotToken();
  const login = useLogIn();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const trimmed = email.trim();
    if (!trimmed || !password) return setError(ACCOUNT_MESSAGES.loginBothRequired);
    if (!EMAIL_PATTERN.test(trimmed)) return setError(ACCOUNT_MESSAGES.invalidEmail);
    let recaptchaToken: string;
    try {
      recaptchaToken = await botToken('login');
    } catch {
      return setError(ACCOUNT_MESSAGES.recaptchaFailed);
    }
    login.mutate(
      { email: trimmed, password, recaptchaToken },
      {
        onSuccess: (result) => {
          queryClient.clear();
          saveSession(result.token, result.role);
          navigate('/dashboard', { replace: true });
        },
        onError: (failure) => setError(errorMessage(failure, MESSAGES.somethingWentWrong)),
      },
    );
  }

  return (
    <AuthCard title="Login" subtitle="Sign in to the stringing and grip back office.">
      {flash && !error ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
          {flash}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Login
          </Button>
          <Button variant="default" fullWidth onClick={() => navigate('/register')}>
            Register
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
