import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGE_DELAYS_MS } from '@shop/domain/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';
import { BackToLoginButton, FormOutcome, type FormFailure } from '../components/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { useResetPassword } from '../api/reset-password';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const tm = (message: string) => t(message, { ns: 'messages' });
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Without a token nothing was tried yet: the page says where the link comes from, not that it failed.
  const [error, setError] = useState<FormFailure | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const reset = useResetPassword();
  const onInvalid = useCallback((message: string | null) => setError(message ? { title: message } : null), []);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => void navigate('/login'), ACCOUNT_PAGE_DELAYS_MS.resetRedirect);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <FormOutcome failure={error} success={success} />
      {!token ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} role="status" mb="md">
          {tm(ACCOUNT_MESSAGES.resetLinkMissing)}{' '}
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('reset.askNewLink')}
          </Anchor>
        </Alert>
      ) : null}
      <NewPasswordForm
        token={token}
        passwordLabel={t('reset.newPassword')}
        submitLabel={t('reset.submit')}
        pending={reset.isPending}
        disabled={!token || Boolean(success)}
        onInvalid={onInvalid}
        onValid={(request) => {
          setError(null);
          reset.mutate(request, {
            onSuccess: () => setSuccess(ACCOUNT_MESSAGES.passwordReset),
            onError: (failure) =>
              setError({
                title: ACCOUNT_MESSAGES.passwordResetFailed,
                detail: failure instanceof ApiError && failure.status !== 0 ? failure.message : undefined,
              }),
          });
        }}
        footer={<BackToLoginButton />}
      />
    </AuthCard>
  );
}
