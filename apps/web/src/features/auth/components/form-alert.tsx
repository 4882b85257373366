import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The one message line of an account form: red for a problem, green for success. */
export function FormAlert({
  kind,
  title,
  children,
}: {
  kind: 'error' | 'success';
  title?: string;
  children?: ReactNode;
}) {
  const error = kind === 'error';
  return (
    <Alert
      color={error ? 'red' : 'court'}
      variant="light"
      icon={error ? <IconAlertCircle size={18} /> : <IconCircleCheck size={18} />}
      role={error ? 'alert' : 'status'}
      title={title}
    >
      {children}
    </Alert>
  );
}

/** A refusal: the screen's sentence, and the server's reason under it when there is one (message keys). */
export interface FormFailure {
  title: string;
  detail?: string;
}

/** An account form's outcome, in the user's language: the refusal in red, or the success in green. */
export function FormOutcome({ failure, success }: { failure: FormFailure | null; success: string | null }) {
  const { t } = useTranslation('auth');
  const tm = (message: string) => t(message, { ns: 'messages' });
  return (
    <>
      {failure ? (
        <FormAlert kind="error" title={failure.detail ? tm(failure.title) : undefined}>
          {tm(failure.detail || failure.title)}
        </FormAlert>
      ) : null}
      {success ? <FormAlert kind="success">{tm(success)}</FormAlert> : null}
    </>
  );
}

/** The way back to the login page under an account form. */
export function BackToLoginButton() {
  const { t } = useTranslation('auth');
  return (
    <Button component={Link} to="/login" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
      {t('backToLogin')}
    </Button>
  );
}
