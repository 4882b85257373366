import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { Fils } from '@shop/domain/money';
import type { StoreInvoiceTotals } from '@shop/domain/store-invoice-totals';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';

/** Subtotal excluding VAT, VAT at 5 percent and the total, recomputed as the lines change. */
export function InvoiceTotals({ totals }: { totals: StoreInvoiceTotals }) {
  const { t } = useTranslation('store-invoices');
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-court-0)" aria-label={t('totals.label')}>
      <Stack gap={6}>
        <TotalLine label={t('totals.subtotal')} testId="subtotal" amount={totals.subtotalFils} />
        <TotalLine label={t('totals.vat')} testId="vat-total" amount={totals.vatFils} />
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('totals.total')}</Text>
          <Text fw={700} size="lg" c="court.7" data-testid="grand-total">
            <Money value={totals.totalFils} />
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function TotalLine({ label, amount, testId }: { label: string; amount: Fils; testId: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        <Money value={amount} />
      </Text>
    </Group>
  );
}
