import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { EMAIL_PATTERN } from '@shop/domain/contracts/common';
import { ApiError } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { useForgotPassword } from '../api/forgot-password';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const forgot = useForgotPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const trimmed = email.trim();
    if (!trimmed) return setError({ title: ACCOUNT_MESSAGES.emailRequired });
    if (!EMAIL_PATTERN.test(trimmed)) return setError({ title: ACCOUNT_MESSAGES.invalidEmail });
    forgot.mutate(
      { email: trimmed },
      {
        onSuccess: () => setSuccess(ACCOUNT_MESSAGES.resetLinkSent),
        onError: (failure) =>
          setError({
            title: ACCOUNT_MESSAGES.resetLinkFailed,
            detail: failure instanceof ApiError && failure.status === 429 ? failure.message : undefined,
          }),
      },
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter your work email and we will send you a link to choose a new password."
    >
      {error ? (
        <FormAlert kind="error" title={error.detail ? error.title : undefined}>
          {error.detail || error.title}
        </FormAlert>
      ) : null}
      {success ? <FormAlert kind="success">{success}</FormAlert> : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            Send Reset Link
          </Button>
          <Button component={Link} to="/login" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Back to Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
