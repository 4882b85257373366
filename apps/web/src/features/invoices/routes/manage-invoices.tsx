import { Card, Text } from '@mantine/core';
import { INVOICE_MESSAGES, INVOICES_PAGE_SIZE, type InvoiceListItem } from '@shop/domain/contracts/invoices';
import { aed, formatAed } from '@shop/domain/money';
import { formatShopDateTime } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { formatListTotal } from '@/components/ui/list-pager';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { useListQuery } from '@/lib/list/use-list-query';
import { findInvoicesQueryOptions } from '../api/find-invoices';
import { CreditNoteLinks } from '../components/credit-note-links';
import { DownloadInvoiceButton } from '../components/download-invoice-button';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';

const columns: DataColumn<InvoiceListItem>[] = [
  {
    header: 'Invoice',
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
  { header: 'Customer', cell: (invoice) => <Text size="sm">{invoice.customer_name}</Text> },
  {
    header: 'Description',
    cell: (invoice) => (
      <Text size="sm" lineClamp={2} maw={280}>
        {invoice.description}
      </Text>
    ),
  },
  {
    header: 'Date',
    nowrap: true,
    cell: (invoice) => <Text size="sm">{formatShopDateTime(invoice.transaction_date)}</Text>,
  },
  {
    header: 'Amount',
    align: 'right',
    nowrap: true,
    cell: (invoice) => (
      <Text size="sm" fw={600}>
        {formatAed(aed(invoice.amount))}
      </Text>
    ),
  },
  { header: 'Status', card: 'corner', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  {
    header: 'PDF',
    align: 'right',
    card: 'footer',
    cell: (invoice) => <DownloadInvoiceButton invoiceNumber={invoice.invoice_number} />,
  },
];

/** All Invoices: 10 per page, searched from the navbar, each downloadable as a tax invoice PDF. */
export default function ManageInvoicesPage() {
  const list = useListQuery({
    pageSize: INVOICES_PAGE_SIZE,
    searchPlaceholder: 'Search invoices by number, customer or transaction',
    query: findInvoicesQueryOptions,
  });
  const invoices = list.query;

  return (
    <>
      <PageHeader
        title="All Invoices"
        description="VAT invoices issued for paid and completed bookings. Download a PDF to hand to the customer."
      />
      <Card>
        {invoices.data ? (
          <Text size="sm" c="dimmed" mb="md">
            {formatListTotal(invoices.data.total, invoices.data.totalIsExact)} invoice
            {invoices.data.total === 1 ? '' : 's'}
            {list.search ? ` matching "${list.search}"` : ''}
          </Text>
        ) : null}
        <DataList
          columns={columns}
          rows={list.items}
          rowKey={(invoice) => invoice.invoice_number}
          rowLabel={(invoice) => invoice.invoice_number}
          loading={invoices.isPending}
          loadingLabel="Loading invoices…"
          error={invoices.isError ? INVOICE_MESSAGES.fetchFailed : null}
          onRetry={() => void invoices.refetch()}
          emptyMessage={INVOICE_MESSAGES.noInvoices}
          pager={list.pager}
          breakpoint="md"
          minWidth={860}
        />
      </Card>
    </>
  );
}
