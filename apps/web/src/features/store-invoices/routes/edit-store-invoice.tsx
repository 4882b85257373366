import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconRestore } from '@tabler/icons-react';
import { STORE_INVOICE_MESSAGES, type StoreInvoiceDetail } from '@shop/domain/contracts/store-invoices';
import { formatShopDate, formatShopDateTime } from '@shop/domain/time';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useStoreInvoice } from '../api/get-store-invoice';
import { useStoreProducts } from '../api/find-store-products';
import { useDownloadStoreInvoice } from '../api/download-store-invoice';
import { AddLinesBar } from '../components/add-lines-bar';
import { StoreInvoiceTopBar } from '../components/store-invoice-top-bar';
import { InvoiceLinesEditor } from '../components/invoice-lines-editor';
import { InvoiceTotals } from '../components/invoice-totals';
import {
  addFixedLine,
  addProduct,
  draftFromItems,
  draftProblem,
  draftToItems,
  draftTotals,
  removeLine,
  setQuantity,
  type DraftLine,
} from '../lib/invoice-draft';

/** The store-invoice editor (superadmin): loads the invoice, then hands it to the form. */
export default function EditStoreInvoicePage() {
  const { invoiceId = '' } = useParams();
  const invoice = useStoreInvoice(invoiceId);
  return (
    <>
      <StoreInvoiceTopBar />
      {invoice.isPending ? (
        <LoadingState label="Loading invoice…" />
      ) : invoice.isError ? (
        <ErrorState message={errorMessage(invoice.error, STORE_INVOICE_MESSAGES.loadFailed)} />
      ) : (
        <StoreInvoiceForm key={invoice.data.invoice.updated_at} invoiceId={invoiceId} detail={invoice.data} />
      )}
    </>
  );
}

function StoreInvoiceForm({ invoiceId, detail }: { invoiceId: string; detail: StoreInvoiceDetail }) {
  const [lines, setLines] = useState<DraftLine[]>(() => draftFromItems(detail.items));
  const products = useStoreProducts();
  const download = useDownloadStoreInvoice();
  const totals = draftTotals(lines);
  const problem = draftProblem(lines);
  const { invoice } = detail;

  const onDownload = () =>
    download.mutate(
      { invoiceId, invoiceNumber: invoice.invoice_number, items: draftToItems(lines) },
      {
        onSuccess: () => notifications.show({ color: 'green', message: STORE_INVOICE_MESSAGES.downloaded }),
        onError: (failure) =>
          notifications.show({
            color: 'red',
            title: STORE_INVOICE_MESSAGES.downloadFailed,
            message: errorMessage(failure, STORE_INVOICE_MESSAGES.downloadFailed),
          }),
      },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            Invoice {invoice.invoice_number}
          </Title>
          <Text c="dimmed" size="sm">
            Order #{invoice.order_id} · {invoice.customer_name} · {formatShopDate(invoice.created_at)}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRestore size={16} />}
            onClick={() => setLines(draftFromItems(detail.items))}
            disabled={download.isPending}
          >
            Reset
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={onDownload}
            loading={download.isPending}
            disabled={problem !== null}
          >
            Save & download PDF
          </Button>
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card>
            <Title order={2} size="h4" mb="sm">
              Lines
            </Title>
            <InvoiceLinesEditor
              lines={lines}
              onQuantity={(key, quantity) => setLines((current) => setQuantity(current, key, quantity))}
              onRemove={(key) => setLines((current) => removeLine(current, key))}
            />
            {problem ? (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} mt="md">
                {problem}
              </Alert>
            ) : null}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <InvoiceTotals totals={totals} />
            <Card>
              <AddLinesBar
                products={products.data ?? []}
                productsLoading={products.isPending}
                productsFailed={products.isError}
                hasDiscount={lines.some((l) => l.kind === 'discount')}
                hasShipping={lines.some((l) => l.kind === 'shipping')}
                onAddProduct={(product) => setLines((current) => addProduct(current, product))}
                onAddDiscount={() => setLines((current) => addFixedLine(current, 'discount'))}
                onAddShipping={() => setLines((current) => addFixedLine(current, 'shipping'))}
              />
            </Card>
            <Text size="xs" c="dimmed">
              Last saved {formatShopDateTime(invoice.updated_at)}. The server reprices every line and recomputes VAT
              when you download.
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
