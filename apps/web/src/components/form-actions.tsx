import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A validation message shown above the form's buttons, in the product's words (docs/product/screens.md). */
export function FormError({ message }: { message: string | null }) {
  const { t } = useTranslation('bookings');
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {t(message, { ns: 'messages' })}
    </Alert>
  );
}

export function FormButtons({
  onCancel,
  nextLabel,
  children,
}: {
  onCancel(): void;
  nextLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
      {children}
      <Button type="submit">{nextLabel ?? t('next')}</Button>
    </Group>
  );
}
