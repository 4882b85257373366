import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { errorMessage } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { useSetPassword } from '../api/set-password';

export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.invalidToken);
  const [success, setSuccess] = useState<string | null>(null);
  const setPassword = useSetPassword();
  const onInvalid = useCallback((message: string | null) => setError(message), []);

  return (
    <AuthCard title="Set password" subtitle="Your request was approved. Choose the password you will log in with.">
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      {success ? <FormAlert kind="success">{success}</FormAlert> : null}
      {success ? (
        <Button component={Link} to="/login" fullWidth>
          Go to Login
        </Button>
      ) : (
        <NewPasswordForm
          token={token}
          passwordLabel="Password"
          submitLabel="Set Password"
          pending={setPassword.isPending}
          disabled={!token}
          onInvalid={onInvalid}
          onValid={(request) => {
            setError(null);
            setPassword.mutate(request, {
              onSuccess: (result) => setSuccess(result.message),
              onError: (failure) => setError(errorMessage(failure, ACCOUNT_MESSAGES.setPasswordFailed)),
            });
          }}
        />
      )}
    </AuthCard>
  );
}
