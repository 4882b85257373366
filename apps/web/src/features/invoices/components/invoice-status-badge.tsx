import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { paid: 'green', 'partly-refunded': 'yellow', refunded: 'orange', void: 'gray' };

/** The list's status of an invoice (invoiceListStatus): paid, partly refunded or refunded by its credit notes, void. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('invoices');
  const labels: Record<string, string> = {
    paid: t('status.paid'),
    'partly-refunded': t('status.partlyRefunded'),
    refunded: t('status.refunded'),
    void: t('status.void'),
  };
  return (
    // Never narrower than its word: in a crowded table row the Arabic "مدفوعة" was cut to "مدفو…".
    <Badge variant="light" color={COLORS[status] ?? 'blue'} tt="capitalize" miw="max-content">
      {labels[status] ?? status}
    </Badge>
  );
}
