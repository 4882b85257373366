import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVOICE_MESSAGES } from '@shop/domain/contracts/invoices';
import { useDownloadInvoice } from '../api/download-invoice';

/** Downloads one invoice's PDF; a failure says 'Failed to download invoice.' */
export function DownloadInvoiceButton({
  invoiceNumber,
  compact = false,
}: {
  invoiceNumber: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('invoices');
  const download = useDownloadInvoice();
  const label = t('download.aria', { number: invoiceNumber });
  const onClick = () =>
    download.mutate(invoiceNumber, {
      onError: () =>
        notifications.show({
          color: 'red',
          title: invoiceNumber,
          message: t(INVOICE_MESSAGES.downloadFailed, { ns: 'messages' }),
        }),
    });
  if (compact) {
    return (
      <Tooltip label={t('download.tooltip')}>
        <ActionIcon variant="light" aria-label={label} loading={download.isPending} onClick={onClick}>
          <IconDownload size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} />}
      aria-label={label}
      loading={download.isPending}
      onClick={onClick}
    >
      {t('download.pdf')}
    </Button>
  );
}
