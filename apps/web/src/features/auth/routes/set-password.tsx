import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';
import { FormOutcome } from '../components/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { useSetPassword } from '../api/set-password';

export default function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.invalidToken);
  const [success, setSuccess] = useState<string | null>(null);
  const setPassword = useSetPassword();
  const onInvalid = useCallback((message: string | null) => setError(message), []);

  return (
    <AuthCard title={t('set.title')} subtitle={t('set.subtitle')}>
      <FormOutcome failure={error ? { title: error } : null} success={success} />
      {success ? (
        <Button component={Link} to="/login" fullWidth>
          {t('set.goToLogin')}
        </Button>
      ) : (
        <NewPasswordForm
          token={token}
          passwordLabel={t('login.password')}
          submitLabel={t('set.submit')}
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
