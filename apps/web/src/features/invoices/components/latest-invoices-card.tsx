import { Link } from 'react-router';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { INVOICE_MESSAGES, LATEST_INVOICES_COUNT } from '@shop/domain/contracts/invoices';
import { aed, formatAed } from '@shop/domain/money';
import { formatShopDate } from '@shop/domain/time';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useFindInvoices } from '../api/find-invoices';
import { useTranslation } from 'react-i18next';
import { DownloadInvoiceButton } from './download-invoice-button';

/** Dashboard home card: the latest 3 invoices, each downloadable, and View All. */
export function LatestInvoicesCard() {
  const { t } = useTranslation('invoices');
  const invoices = useFindInvoices({ page: 1, pageSize: LATEST_INVOICES_COUNT });
  const items = invoices.data?.items ?? [];
  return (
    <Card>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md">
            <IconFileInvoice size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('card.title')}
          </Title>
        </Group>
        <Button component={Link} to="/dashboard/manage-invoices" variant="subtle" size="xs">
          {t('card.viewAll')}
        </Button>
      </Group>
      {invoices.isPending ? <LoadingState /> : null}
      {invoices.isError ? <ErrorState message={t(INVOICE_MESSAGES.fetchFailed, { ns: 'messages' })} /> : null}
      {invoices.isSuccess && items.length === 0 ? (
        <EmptyState message={t(INVOICE_MESSAGES.noInvoices, { ns: 'messages' })} />
      ) : null}
      <Stack gap="sm">
        {items.map((invoice) => (
          <Group key={invoice.invoice_number} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {invoice.customer_name}
              </Text>
              {/* Number and date wrap rather than cut the date off on a phone. */}
              <Text size="xs" c="dimmed">
                {invoice.invoice_number} ·{' '}
                <span style={{ whiteSpace: 'nowrap' }}>{formatShopDate(invoice.transaction_date)}</span>
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Text size="sm" fw={600} dir="ltr">
                {formatAed(aed(invoice.amount))}
              </Text>
              <DownloadInvoiceButton invoiceNumber={invoice.invoice_number} compact />
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
