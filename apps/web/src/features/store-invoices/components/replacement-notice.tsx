import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconReplace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STORE_INVOICE_MESSAGES, type StoreInvoiceDetail } from '@shop/domain/contracts/store-invoices';
import { errorMessage } from '@/lib/api-client';
import { useDownloadStoreInvoice } from '../api/download-store-invoice';

const editorPath = (id: number) => `/superadmin/bigcommerce-invoices/${id}`;

/** "Replaces SI-…" under the heading of an invoice an edit issued, linking to the one it replaced. */
export function ReplacesLine({ invoice }: { invoice: StoreInvoiceDetail['invoice'] }) {
  const { t } = useTranslation('store-invoices');
  if (!invoice.replaces) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('replaces.word')}{' '}
      <Anchor component={Link} to={editorPath(invoice.replaces.id)} size="sm">
        {invoice.replaces.invoice_number}
      </Anchor>
    </Text>
  );
}

/** A replaced invoice is kept as issued: it says which invoice replaced it and downloads as it was. */
export function ReplacedNotice({ invoice }: { invoice: StoreInvoiceDetail['invoice'] }) {
  const { t } = useTranslation('store-invoices');
  const download = useDownloadStoreInvoice();
  if (!invoice.replaced_by) return null;
  const current = invoice.replaced_by;
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconReplace size={18} />}
      title={t('replaces.replacedBy', { number: current.invoice_number })}
    >
      <Text size="sm">{t('replaces.explain')}</Text>
      <Group gap="sm" mt="sm">
        <Button component={Link} to={editorPath(current.id)} size="xs">
          {t('replaces.open', { number: current.invoice_number })}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(
              { id: invoice.id, number: invoice.invoice_number },
              {
                onError: (failure) =>
                  notifications.show({
                    color: 'red',
                    message: errorMessage(failure, t(STORE_INVOICE_MESSAGES.downloadOneFailed, { ns: 'messages' })),
                  }),
              },
            )
          }
        >
          {t('replaces.download', { number: invoice.invoice_number })}
        </Button>
      </Group>
    </Alert>
  );
}
