import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { can, type Action } from '@shop/domain/policies';
import { MESSAGES } from '@shop/domain/messages';
import { useTranslation } from 'react-i18next';
import { getRole, getToken, setLoginFlash } from '@/lib/session';

/**
 * Pages without an admin token go to /login with 'Session expired. Please log in again.', remembering the address
 * (a scanned tag's job page): the login returns there (`returnPath`).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = getToken();
  const location = useLocation();
  useEffect(() => {
    if (!token) setLoginFlash(MESSAGES.sessionExpired);
  }, [token]);
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** A page the role may not use shows 'You are not eligible to access it.' (the server refuses the calls too). */
export function RequireRole({ action, children }: { action: Action; children: ReactNode }) {
  const { t } = useTranslation('common');
  if (!can(getRole(), action)) {
    return (
      <Alert color="red" variant="light" icon={<IconLock size={18} />} title={t('guard.accessDenied')} role="alert">
        <Text size="sm">{t(MESSAGES.notEligible, { ns: 'messages' })}</Text>
        {/* Some guarded pages stand outside the dashboard layout: always offer a way back. */}
        <Button component={Link} to="/dashboard" variant="light" color="red" size="xs" mt="sm">
          {t('guard.backToDashboard')}
        </Button>
      </Alert>
    );
  }
  return <>{children}</>;
}
