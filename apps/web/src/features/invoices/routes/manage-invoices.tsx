import { Card, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { INVOICE_MESSAGES, INVOICES_PAGE_SIZE, type InvoiceListItem } from '@shop/domain/contracts/invoices';
import { aed } from '@shop/domain/money';
import { Isolate } from '@/components/ui/ltr';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import { PageHeader } from '@/components/ui/page-header';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { useListQuery } from '@/lib/list/use-list-query';
import { findInvoicesQueryOptions } from '../api/find-invoices';
import { CreditNoteLinks } from '../components/credit-note-links';
import { DownloadInvoiceButton } from '../components/download-invoice-button';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { invoiceDescriptionText } from '../lib/description-text';

const columns = (t: TFunction, format: Formatter, language: string): DataColumn<InvoiceListItem>[] => [
  {
    header: t('columns.invoice'),
    card: 'title',
    cell: (invoice) => (
      <>
        <Text size="sm" fw={600}>
          {invoice.invoice_number}
        </Text>
        <Text size="xs" c="dimmed">
          {invoice.transaction_id}
        </Text>
        <CreditNoteLinks notes={invoice.credit_notes} />
      </>
    ),
  },
  { header: t('columns.customer'), cell: (invoice) => <Text size="sm">{invoice.customer_name}</Text> },
  {
    header: t('columns.description'),
    cell: (invoice) => (
      // Written by the server in English, translated where its shape is known; its own direction either way.
      <Text size="sm" lineClamp={2} maw={280} dir="auto">
        {invoiceDescriptionText(t, invoice.description, language)}
      </Text>
    ),
  },
  {
    header: t('columns.date'),
    nowrap: true,
    cell: (invoice) => (
      <Text size="sm">
        <Isolate>{format.dateTime(invoice.transaction_date)}</Isolate>
      </Text>
    ),
  },
  {
    header: t('columns.amount'),
    align: 'right',
    nowrap: true,
    cell: (invoice) => (
      <Text size="sm" fw={600} dir="ltr">
        {format.money(aed(invoice.amount))}
      </Text>
    ),
  },
  { header: t('columns.status'), card: 'corner', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  {
    header: t('download.pdf'),
    align: 'right',
    card: 'footer',
    cell: (invoice) => <DownloadInvoiceButton invoiceNumber={invoice.invoice_number} />,
  },
];

/** All Invoices: 10 per page, searched from the navbar, each downloadable as a tax invoice PDF. */
export default function ManageInvoicesPage() {
  const { t, i18n } = useTranslation('invoices');
  const format = useFormat();
  const list = useListQuery({
    pageSize: INVOICES_PAGE_SIZE,
    searchPlaceholder: t('list.search'),
    query: findInvoicesQueryOptions,
  });
  const invoices = list.query;

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <Card>
        {invoices.data ? (
          <Text size="sm" c="dimmed" mb="md">
            {list.search
              ? t('list.totalMatching', {
                  count: invoices.data.total,
                  total: format.listTotal(invoices.data.total, invoices.data.totalIsExact),
                  search: list.search,
                })
              : t('list.total', {
                  count: invoices.data.total,
                  total: format.listTotal(invoices.data.total, invoices.data.totalIsExact),
                })}
          </Text>
        ) : null}
        <DataList
          columns={columns(t, format, i18n.language)}
          rows={list.items}
          rowKey={(invoice) => invoice.invoice_number}
          rowLabel={(invoice) => invoice.invoice_number}
          loading={invoices.isPending}
          loadingLabel={t('list.loading')}
          error={invoices.isError ? t(INVOICE_MESSAGES.fetchFailed, { ns: 'messages' }) : null}
          onRetry={() => void invoices.refetch()}
          emptyMessage={t(INVOICE_MESSAGES.noInvoices, { ns: 'messages' })}
          pager={list.pager}
          breakpoint="md"
          minWidth={860}
        />
      </Card>
    </>
  );
}
