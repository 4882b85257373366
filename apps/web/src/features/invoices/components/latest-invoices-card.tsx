import { Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { INVOICE_MESSAGES, LATEST_INVOICES_COUNT } from '@shop/domain/contracts/invoices';
import { aed } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { HomeCard, HomeCardRow } from '@/components/ui/home-card';
import { useFindInvoices } from '../api/find-invoices';
import { DownloadInvoiceButton } from './download-invoice-button';
import { Money } from '@/components/ui/money';

/** Dashboard home card: the latest 3 invoices, each downloadable, and View All. */
export function LatestInvoicesCard() {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const invoices = useFindInvoices({ page: 1, pageSize: LATEST_INVOICES_COUNT });
  const items = invoices.data?.items ?? [];
  return (
    <HomeCard
      icon={IconFileInvoice}
      title={t('card.title')}
      view={{ to: '/dashboard/manage-invoices', label: t('card.viewAll') }}
      loading={invoices.isPending}
      error={invoices.isError ? t(INVOICE_MESSAGES.fetchFailed, { ns: 'messages' }) : null}
      empty={invoices.isSuccess && items.length === 0 ? t(INVOICE_MESSAGES.noInvoices, { ns: 'messages' }) : null}
    >
      <Stack gap="sm">
        {items.map((invoice) => (
          <HomeCardRow
            key={invoice.invoice_number}
            name={invoice.customer_name}
            details={[invoice.invoice_number, format.date(invoice.transaction_date)]}
          >
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Text size="sm" fw={600} dir="ltr">
                <Money value={aed(invoice.amount)} />
              </Text>
              <DownloadInvoiceButton invoiceNumber={invoice.invoice_number} compact />
            </Group>
          </HomeCardRow>
        ))}
      </Stack>
    </HomeCard>
  );
}
