import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

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
