import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatAed } from '@shop/domain/money';
import type { StoreInvoiceTotals } from '@shop/domain/store-invoice-totals';

/** Subtotal excluding VAT, VAT at 5 percent and the total, recomputed as the lines change. */
export function InvoiceTotals({ totals }: { totals: StoreInvoiceTotals }) {
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-court-0)" aria-label="Invoice totals">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Subtotal (excl. VAT)
          </Text>
          <Text size="sm" data-testid="subtotal">
            {formatAed(totals.subtotalFils)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            VAT 5%
          </Text>
          <Text size="sm" data-testid="vat-total">
            {formatAed(totals.vatFils)}
          </Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>Total (incl. VAT)</Text>
          <Text fw={700} size="lg" c="court.7" data-testid="grand-total">
            {formatAed(totals.totalFils)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
