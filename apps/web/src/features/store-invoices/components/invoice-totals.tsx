import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatAed } from '@shop/domain/money';
import type { StoreInvoiceTotals } from '@shop/domain/store-invoice-totals';
import { useTranslation } from 'react-i18next';

/** Subtotal excluding VAT, VAT at 5 percent and the total, recomputed as the lines change. */
export function InvoiceTotals({ totals }: { totals: StoreInvoiceTotals }) {
  const { t } = useTranslation('store-invoices');
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-court-0)" aria-label={t('totals.label')}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('totals.subtotal')}
          </Text>
          <Text size="sm" data-testid="subtotal" dir="ltr">
            {formatAed(totals.subtotalFils)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('totals.vat')}
          </Text>
          <Text size="sm" data-testid="vat-total" dir="ltr">
            {formatAed(totals.vatFils)}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('totals.total')}</Text>
          <Text fw={700} size="lg" c="court.7" data-testid="grand-total" dir="ltr">
            {formatAed(totals.totalFils)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
