import { Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { INVOICE_MESSAGES, INVOICES_PAGE_SIZE, type InvoiceListItem } from '@shop/domain/contracts/invoices';
import { aed, formatAed } from '@shop/domain/money';
import { formatShopDateTime } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { formatListTotal, PaginationBar } from '@/components/ui/pagination-bar';
import { useListPaging, usePagerProps } from '@/components/ui/use-list-paging';
import { ListStates } from '@/components/ui/list-states';
import { useNavbarSearch } from '@/lib/navbar-search';
import { useFindInvoices } from '../api/find-invoices';
import { DownloadInvoiceButton } from '../components/download-invoice-button';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';

/** All Invoices: 10 per page, searched from the navbar, each downloadable as a tax invoice PDF. */
export default function ManageInvoicesPage() {
  const search = useNavbarSearch('Search invoices by number, customer or transaction');
  const paging = useListPaging(search, INVOICES_PAGE_SIZE);
  const invoices = useFindInvoices({ search, page: paging.page, cursor: paging.cursor, pageSize: INVOICES_PAGE_SIZE });
  const pager = usePagerProps(paging, invoices);
  const items = invoices.data?.items ?? [];

  return (
    <>
      <PageHeader
        title="All Invoices"
        description="VAT invoices issued for paid and completed bookings. Download a PDF to hand to the customer."
      />
      <Card>
        {invoices.data ? (
          <Text size="sm" c="dimmed" mb="md">
            {formatListTotal(invoices.data.total, invoices.data.totalIsExact !== false)} invoice
            {invoices.data.total === 1 ? '' : 's'}
            {search ? ` matching "${search}"` : ''}
          </Text>
        ) : null}
        <ListStates
          loading={invoices.isPending}
          loadingLabel="Loading invoices…"
          error={invoices.isError ? INVOICE_MESSAGES.fetchFailed : null}
          empty={items.length === 0}
          emptyMessage={INVOICE_MESSAGES.noInvoices}
          breakpoint="md"
          table={<InvoicesTable items={items} />}
          cards={
            <Stack gap="sm">
              {items.map((invoice) => (
                <InvoiceCard key={invoice.invoice_number} invoice={invoice} />
              ))}
            </Stack>
          }
        />
        {pager ? <PaginationBar {...pager} /> : null}
      </Card>
    </>
  );
}

/** All Invoices on wider screens. */
function InvoicesTable({ items }: { items: InvoiceListItem[] }) {
  return (
    <ScrollArea>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">PDF</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((invoice) => (
            <Table.Tr key={invoice.invoice_number}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {invoice.invoice_number}
                </Text>
                <Text size="xs" c="dimmed">
                  {invoice.transaction_id}
                </Text>
              </Table.Td>
              <Table.Td>{invoice.customer_name}</Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" lineClamp={2}>
                  {invoice.description}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatShopDateTime(invoice.transaction_date)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatAed(aed(invoice.amount))}
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td ta="right">
                <DownloadInvoiceButton invoiceNumber={invoice.invoice_number} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** One invoice on a phone: the table's columns stacked. */
function InvoiceCard({ invoice }: { invoice: InvoiceListItem }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {invoice.invoice_number}
          </Text>
          <Text size="sm">{invoice.customer_name}</Text>
        </div>
        <InvoiceStatusBadge status={invoice.status} />
      </Group>
      <Text size="xs" c="dimmed" mt={4} lineClamp={2}>
        {invoice.description}
      </Text>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <div>
          <Text fw={700}>{formatAed(aed(invoice.amount))}</Text>
          <Text size="xs" c="dimmed">
            {formatShopDateTime(invoice.transaction_date)}
          </Text>
        </div>
        <DownloadInvoiceButton invoiceNumber={invoice.invoice_number} />
      </Group>
    </Card>
  );
}
