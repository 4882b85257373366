import { Link } from 'react-router';
import { Badge, Button, Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEye, IconRefresh } from '@tabler/icons-react';
import {
  STORE_INVOICE_MESSAGES,
  STORE_INVOICES_PAGE_SIZE,
  type StoreInvoiceMetadata,
} from '@shop/domain/contracts/store-invoices';
import { formatShopDate } from '@shop/domain/time';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useListPaging, usePagerProps } from '@/components/ui/use-list-paging';
import { ListStates } from '@/components/ui/list-states';
import { errorMessage } from '@/lib/api-client';
import { useNavbarSearch } from '@/lib/navbar-search';
import { useFindStoreInvoices } from '../api/find-store-invoices';
import { useRefreshStoreInvoices } from '../api/refresh-store-invoices';
import { useDownloadStoreCreditNote } from '../api/download-store-credit-note';

const editPath = (id: number) => `/superadmin/bigcommerce-invoices/${id}`;

function ViewButton({ id, invoiceNumber }: { id: number; invoiceNumber: string }) {
  return (
    <Button
      component={Link}
      to={editPath(id)}
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} />}
      aria-label={`View ${invoiceNumber}`}
    >
      View
    </Button>
  );
}

function DownloadCreditNoteButton({ id, number }: { id: number; number: string }) {
  const download = useDownloadStoreCreditNote();
  return (
    <Button
      size="xs"
      variant="light"
      color="orange"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      aria-label={`Download ${number}`}
      onClick={() =>
        download.mutate(
          { id, number },
          {
            onError: (failure) =>
              notifications.show({
                color: 'red',
                message: errorMessage(failure, STORE_INVOICE_MESSAGES.creditNoteDownloadFailed),
              }),
          },
        )
      }
    >
      PDF
    </Button>
  );
}

/** A credit note downloads its PDF; an invoice opens in the editor. */
function RowAction({ invoice }: { invoice: StoreInvoiceMetadata }) {
  return invoice.kind === 'credit_note' ? (
    <DownloadCreditNoteButton id={invoice.id} number={invoice.invoice_number} />
  ) : (
    <ViewButton id={invoice.id} invoiceNumber={invoice.invoice_number} />
  );
}

/** "Invoice" or "Credit note" (with the invoice it credits). */
function KindBadge({ invoice }: { invoice: StoreInvoiceMetadata }) {
  if (invoice.kind === 'invoice')
    return (
      <Badge variant="light" color="teal" size="sm">
        Invoice
      </Badge>
    );
  return (
    <Badge variant="light" color="orange" size="sm" title={`Credits ${invoice.credited_invoice_number ?? ''}`}>
      Credit note
    </Badge>
  );
}

function StoreInvoicesTable({ items }: { items: StoreInvoiceMetadata[] }) {
  return (
    <ScrollArea>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td fw={600}>{invoice.invoice_number}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <KindBadge invoice={invoice} />
                  {invoice.credited_invoice_number ? (
                    <Text size="xs" c="dimmed">
                      for {invoice.credited_invoice_number}
                    </Text>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>#{invoice.order_id}</Table.Td>
              <Table.Td>{invoice.customer_name}</Table.Td>
              <Table.Td>{formatShopDate(invoice.created_at)}</Table.Td>
              <Table.Td ta="right">
                <RowAction invoice={invoice} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function StoreInvoiceCards({ items }: { items: StoreInvoiceMetadata[] }) {
  return (
    <Stack gap="sm">
      {items.map((invoice) => (
        <Card key={invoice.id} withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="sm">
                  {invoice.invoice_number} · Order #{invoice.order_id}
                </Text>
                <KindBadge invoice={invoice} />
              </Group>
              {invoice.credited_invoice_number ? (
                <Text size="xs" c="dimmed">
                  Credits {invoice.credited_invoice_number}
                </Text>
              ) : null}
              <Text size="sm" truncate>
                {invoice.customer_name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatShopDate(invoice.created_at)}
              </Text>
            </div>
            <RowAction invoice={invoice} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Store-platform invoices and credit notes (superadmin): 10 per page; View opens an invoice in the editor, PDF downloads a credit note. */
export default function StoreInvoicesPage() {
  const search = useNavbarSearch('Search store invoices by number, customer or order');
  const paging = useListPaging(search, STORE_INVOICES_PAGE_SIZE);
  const invoices = useFindStoreInvoices({
    search,
    page: paging.page,
    cursor: paging.cursor,
    pageSize: STORE_INVOICES_PAGE_SIZE,
  });
  const pager = usePagerProps(paging, invoices);
  const refresh = useRefreshStoreInvoices();
  const items = invoices.data?.items ?? [];

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
      onError: (failure) =>
        notifications.show({ color: 'red', message: errorMessage(failure, STORE_INVOICE_MESSAGES.refreshFailed) }),
    });

  return (
    <>
      <PageHeader
        title="BigCommerce Invoices"
        description="Tax invoices made from the online store's orders, and credit notes for their refunds. Open an invoice to correct it and download the regenerated PDF."
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={refresh.isPending}
            onClick={onRefresh}
          >
            Refresh from store
          </Button>
        }
      />
      <Card>
        <ListStates
          loading={invoices.isPending}
          loadingLabel="Loading store invoices…"
          error={invoices.isError ? errorMessage(invoices.error, STORE_INVOICE_MESSAGES.fetchFailed) : null}
          empty={items.length === 0}
          emptyMessage={STORE_INVOICE_MESSAGES.noInvoices}
          table={<StoreInvoicesTable items={items} />}
          cards={<StoreInvoiceCards items={items} />}
        />
        {pager ? <PaginationBar {...pager} /> : null}
      </Card>
    </>
  );
}
