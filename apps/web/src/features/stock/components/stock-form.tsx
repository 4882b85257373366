import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { StockItem } from '@shop/domain/contracts/stock';
import { firstError } from '@/lib/form';
import { FormError } from '@/components/form-actions';

/** The modal of one string's small forms (receive, adjust, threshold). */
export function StockModal(props: { item: StockItem | null; title: string; onClose(): void; children: ReactNode }) {
  return (
    <Modal opened={props.item !== null} onClose={props.onClose} title={props.title} centered>
      {props.item ? props.children : null}
    </Modal>
  );
}

/**
 * The shell of the stock's small forms: the stock now, the fields, the first error (the server's failure or
 * the form's own), Cancel and the submit button.
 */
export function StockForm(props: {
  item: StockItem;
  onSubmit: FormEventHandler<HTMLFormElement>;
  errors: FormErrors;
  failure: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('stock');
  const invalid = firstError(props.errors);
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('stock.now', { metres: props.item.metres.toFixed(2) })}
        </Text>
        {props.children}
        <FormError message={props.failure ?? (invalid ? t(invalid, { ns: 'messages' }) : null)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
            {t('stock.cancel')}
          </Button>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
