import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { FormOutcome } from '../components/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { useSetPassword } from '../api/set-password';
import { useFailure } from '@/lib/use-failure';

export default function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const failure = useFailure(token ? null : ACCOUNT_MESSAGES.invalidToken);
  const [success, setSuccess] = useState<string | null>(null);
  const setPassword = useSetPassword();

  return (
    <AuthCard title={t('set.title')} subtitle={t('set.subtitle')}>
      <FormOutcome failure={failure.message ? { title: failure.message } : null} success={success} />
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
          onInvalid={failure.set}
          onValid={(request) => {
            failure.clear();
            setPassword.mutate(request, {
              onSuccess: (result) => setSuccess(result.message),
              onError: (error) => failure.fail(error, ACCOUNT_MESSAGES.setPasswordFailed),
            });
          }}
        />
      )}
    </AuthCard>
  );
}
