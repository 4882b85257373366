import { Link } from 'react-router';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEye, IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import {
  STORE_INVOICE_MESSAGES,
  STORE_INVOICES_PAGE_SIZE,
  type StoreInvoiceMetadata,
} from '@shop/domain/contracts/store-invoices';
import { PageHeader } from '@/components/ui/page-header';
import { DataList, type DataColumn } from '@/components/ui/data-list';
import { errorMessage } from '@/lib/api-client';
import { useListQuery } from '@/lib/list/use-list-query';
import { findStoreInvoicesQueryOptions } from '../api/find-store-invoices';
import { useRefreshStoreInvoices } from '../api/refresh-store-invoices';
import { useDownloadStoreCreditNote } from '../api/download-store-credit-note';
import { useDownloadStoreInvoice } from '../api/download-store-invoice';

const editPath = (id: number) => `/superadmin/bigcommerce-invoices/${id}`;

function ViewButton({ id, invoiceNumber }: { id: number; invoiceNumber: string }) {
  const { t } = useTranslation('store-invoices');
  return (
    <Button
      component={Link}
      to={editPath(id)}
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} />}
      aria-label={t('list.viewNumber', { number: invoiceNumber })}
    >
      {t('list.view')}
    </Button>
  );
}

/** The PDF of a credit note, or of an invoice as issued (a replaced one included). */
function DownloadButton({ document }: { document: StoreInvoiceMetadata }) {
  const { t } = useTranslation('store-invoices');
  const creditNote = useDownloadStoreCreditNote();
  const invoice = useDownloadStoreInvoice();
  const isNote = document.kind === 'credit_note';
  const download = isNote ? creditNote : invoice;
  const failed = t(
    isNote ? STORE_INVOICE_MESSAGES.creditNoteDownloadFailed : STORE_INVOICE_MESSAGES.downloadOneFailed,
    { ns: 'messages' },
  );
  return (
    <Button
      size="xs"
      variant="light"
      color={isNote ? 'orange' : 'gray'}
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      aria-label={t('replaces.download', { number: document.invoice_number })}
      onClick={() =>
        download.mutate(
          { id: document.id, number: document.invoice_number },
          { onError: (failure) => notifications.show({ color: 'red', message: errorMessage(failure, failed) }) },
        )
      }
    >
      {t('list.pdf')}
    </Button>
  );
}

/** A credit note downloads its PDF; an invoice opens in the editor or downloads as issued. */
function RowAction({ invoice }: { invoice: StoreInvoiceMetadata }) {
  return invoice.kind === 'credit_note' ? (
    <DownloadButton document={invoice} />
  ) : (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <ViewButton id={invoice.id} invoiceNumber={invoice.invoice_number} />
      <DownloadButton document={invoice} />
    </Group>
  );
}

/** Where an invoice stands in its chain of edits: "Replaces SI-…", "Replaced by SI-…". */
function ChainNote({ invoice }: { invoice: StoreInvoiceMetadata }) {
  const { t } = useTranslation('store-invoices');
  const notes = [
    invoice.replaces_number ? t('replaces.replaces', { number: invoice.replaces_number }) : null,
    invoice.replaced_by_number ? t('replaces.replacedBy', { number: invoice.replaced_by_number }) : null,
  ].filter((n): n is string => n !== null);
  return notes.length === 0 ? null : (
    <Text size="xs" c="dimmed">
      {notes.join(' · ')}
    </Text>
  );
}

/** "Invoice", "Replaced" or "Credit note" (with the invoice it credits), and the invoice's chain. */
function KindBadge({ invoice }: { invoice: StoreInvoiceMetadata }) {
  const { t } = useTranslation('store-invoices');
  return (
    <Group gap={6} wrap="nowrap">
      {invoice.kind === 'invoice' ? (
        <Badge variant="light" color={invoice.replaced_by_number ? 'gray' : 'teal'} size="sm">
          {invoice.replaced_by_number ? t('kind.replaced') : t('kind.invoice')}
        </Badge>
      ) : (
        <Badge
          variant="light"
          color="orange"
          size="sm"
          title={t('kind.credits', { number: invoice.credited_invoice_number ?? '' })}
        >
          {t('kind.creditNote')}
        </Badge>
      )}
      {invoice.credited_invoice_number ? (
        <Text size="xs" c="dimmed">
          {t('kind.for', { number: invoice.credited_invoice_number })}
        </Text>
      ) : null}
      <ChainNote invoice={invoice} />
    </Group>
  );
}

const columns = (t: TFunction, format: Formatter): DataColumn<StoreInvoiceMetadata>[] => [
  {
    header: t('kind.invoice'),
    card: 'title',
    cell: (invoice) => (
      <Text size="sm" fw={600}>
        {invoice.invoice_number}
      </Text>
    ),
  },
  { header: t('list.kind'), cell: (invoice) => <KindBadge invoice={invoice} /> },
  {
    header: t('list.order'),
    cell: (invoice) => (
      <Text size="sm" dir="ltr">
        #{invoice.order_id}
      </Text>
    ),
  },
  { header: t('list.customer'), cell: (invoice) => <Text size="sm">{invoice.customer_name}</Text> },
  { header: t('list.date'), cell: (invoice) => <Text size="sm">{format.date(invoice.created_at)}</Text> },
  {
    header: t('list.action'),
    align: 'right',
    card: 'footer',
    cell: (invoice) => <RowAction invoice={invoice} />,
  },
];

/** Store-platform invoices (superadmin): 10 per page; View opens the editor. */
export default function StoreInvoicesPage() {
  const { t } = useTranslation('store-invoices');
  const format = useFormat();
  const list = useListQuery({
    pageSize: STORE_INVOICES_PAGE_SIZE,
    searchPlaceholder: t('list.search'),
    query: findStoreInvoicesQueryOptions,
  });
  const invoices = list.query;
  const refresh = useRefreshStoreInvoices();

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
      onError: (failure) =>
        notifications.show({
          color: 'red',
          message: errorMessage(failure, t(STORE_INVOICE_MESSAGES.refreshFailed, { ns: 'messages' })),
        }),
    });

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={refresh.isPending}
            onClick={onRefresh}
          >
            {t('list.refresh')}
          </Button>
        }
      />
      <Card>
        <DataList
          columns={columns(t, format)}
          rows={list.items}
          rowKey={(invoice) => invoice.id}
          rowLabel={(invoice) => invoice.invoice_number}
          loading={invoices.isPending}
          loadingLabel={t('list.loading')}
          error={
            invoices.isError
              ? errorMessage(invoices.error, t(STORE_INVOICE_MESSAGES.fetchFailed, { ns: 'messages' }))
              : null
          }
          onRetry={() => void invoices.refetch()}
          emptyMessage={t(STORE_INVOICE_MESSAGES.noInvoices, { ns: 'messages' })}
          pager={list.pager}
        />
      </Card>
    </>
  );
}
