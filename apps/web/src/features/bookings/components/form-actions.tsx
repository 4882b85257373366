import type { ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A validation message shown above the form's buttons, in the product's words (docs/product/screens.md). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

export function FormButtons({
  onCancel,
  nextLabel = 'Next',
  children,
}: {
  onCancel(): void;
  nextLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      {children}
      <Button type="submit">{nextLabel}</Button>
    </Group>
  );
}
