import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload, IconRestore } from '@tabler/icons-react';
import {
  STORE_INVOICE_MESSAGES,
  storeInvoiceFormSchema,
  type StoreInvoiceDetail,
} from '@shop/domain/contracts/store-invoices';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { firstError, schemaValidate, showServerErrors } from '@/lib/form';
import { useStoreInvoice } from '../api/get-store-invoice';
import { useStoreProducts } from '../api/find-store-products';
import { useSaveStoreInvoice } from '../api/save-store-invoice';
import { AddLinesBar } from '../components/add-lines-bar';
import { ReplacedNotice, ReplacesLine } from '../components/replacement-notice';
import { StoreInvoiceTopBar } from '../components/store-invoice-top-bar';
import { InvoiceLinesEditor } from '../components/invoice-lines-editor';
import { InvoiceTotals } from '../components/invoice-totals';
import {
  addFixedLine,
  addProduct,
  draftFromItems,
  draftToItems,
  draftTotals,
  type InvoiceFormValues,
} from '../lib/invoice-draft';

const validate = schemaValidate(storeInvoiceFormSchema);

/** The store-invoice editor (superadmin): loads the invoice, then hands it to the form. */
export default function EditStoreInvoicePage() {
  const { t } = useTranslation('store-invoices');
  const { invoiceId = '' } = useParams();
  const invoice = useStoreInvoice(invoiceId);
  return (
    <>
      <StoreInvoiceTopBar />
      {invoice.isPending ? (
        <LoadingState label={t('edit.loading')} />
      ) : invoice.isError ? (
        <ErrorState message={errorMessage(invoice.error, t(STORE_INVOICE_MESSAGES.loadFailed, { ns: 'messages' }))} />
      ) : (
        <StoreInvoiceForm
          key={`${invoice.data.invoice.id}:${invoice.data.invoice.updated_at}`}
          invoiceId={invoiceId}
          detail={invoice.data}
        />
      )}
    </>
  );
}

/**
 * The lines on @mantine/form, validated with the domain's `storeInvoiceFormSchema` (the request's
 * quantity rule and the invoice's line rules). Saving issues a replacement invoice: the screen
 * downloads its PDF and moves to it. A replaced invoice is shown as issued, never changed.
 */
function StoreInvoiceForm({ invoiceId, detail }: { invoiceId: string; detail: StoreInvoiceDetail }) {
  const { t } = useTranslation('store-invoices');
  const format = useFormat();
  const navigate = useNavigate();
  const form = useForm<InvoiceFormValues>({
    initialValues: { items: draftFromItems(detail.items) },
    validate,
  });
  const products = useStoreProducts();
  const save = useSaveStoreInvoice();
  const { invoice } = detail;
  const replaced = invoice.replaced_by !== null;
  const lines = form.values.items;
  const totals = draftTotals(lines);
  // The line rules, live (the schema's first message); a quantity's own message shows on its field.
  const problem = firstError(validate(form.values));
  const problemText = problem && t(problem, { ns: 'messages' });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { invoiceId, items: draftToItems(values.items) },
      {
        onSuccess: (saved) => {
          // One short line: the screen itself now shows the new number and "Replaces SI-…".
          notifications.show({ color: 'green', message: t(STORE_INVOICE_MESSAGES.downloaded, { ns: 'messages' }) });
          void navigate(`/superadmin/bigcommerce-invoices/${saved.id}`);
        },
        onError: (failure) => {
          showServerErrors(form, failure);
          notifications.show({
            color: 'red',
            title: t(STORE_INVOICE_MESSAGES.downloadFailed, { ns: 'messages' }),
            message: errorMessage(failure, t(STORE_INVOICE_MESSAGES.downloadFailed, { ns: 'messages' })),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <InvoiceHeading
          invoice={invoice}
          saving={save.isPending}
          blocked={problem !== null}
          onReset={() => form.setValues({ items: draftFromItems(detail.items) })}
        />
        <ReplacedNotice invoice={invoice} />

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: replaced ? 12 : 8 }}>
            <Card>
              <Title order={2} size="h4" mb="sm">
                {t('edit.lines')}
              </Title>
              <InvoiceLinesEditor form={form} readOnly={replaced} />
              {problem && !replaced ? (
                <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} mt="md">
                  {problemText}
                </Alert>
              ) : null}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: replaced ? 12 : 4 }}>
            <Stack gap="lg">
              <InvoiceTotals totals={totals} />
              {replaced ? null : (
                <>
                  <Card>
                    <AddLinesBar
                      products={products.data ?? []}
                      productsLoading={products.isPending}
                      productsFailed={products.isError}
                      hasDiscount={lines.some((l) => l.kind === 'discount')}
                      hasShipping={lines.some((l) => l.kind === 'shipping')}
                      onAddProduct={(product) => form.setFieldValue('items', addProduct(lines, product))}
                      onAddDiscount={() => form.setFieldValue('items', addFixedLine(lines, 'discount'))}
                      onAddShipping={() => form.setFieldValue('items', addFixedLine(lines, 'shipping'))}
                    />
                  </Card>
                  <Text size="xs" c="dimmed">
                    {t('edit.lastSaved', {
                      at: format.dateTime(invoice.updated_at),
                      number: invoice.invoice_number,
                    })}
                  </Text>
                </>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}

/** The invoice's number, order, customer and date, what it replaces, and Reset and Save while it is not replaced. */
function InvoiceHeading(props: {
  invoice: StoreInvoiceDetail['invoice'];
  saving: boolean;
  blocked: boolean;
  onReset(): void;
}) {
  const { t } = useTranslation('store-invoices');
  const format = useFormat();
  const { invoice, saving, blocked, onReset } = props;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          {t('edit.title', { number: invoice.invoice_number })}
        </Title>
        <Text c="dimmed" size="sm">
          {t('edit.order', { id: invoice.order_id })} · {invoice.customer_name} · {format.date(invoice.created_at)}
        </Text>
        <ReplacesLine invoice={invoice} />
      </div>
      {invoice.replaced_by !== null ? null : (
        <Group gap="sm">
          <Button variant="default" leftSection={<IconRestore size={16} />} onClick={onReset} disabled={saving}>
            {t('edit.reset')}
          </Button>
          <Button type="submit" leftSection={<IconDownload size={16} />} loading={saving} disabled={blocked}>
            {t('edit.save')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
