import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useResendReceipt } from '../api/resend-receipt';

/** Sends the drop-off receipt to the customer again (by email or WhatsApp, as the server chooses), with a toast. */
export function ResendReceiptButton({ jobId }: { jobId: number }) {
  const { t } = useTranslation('jobs');
  const resend = useResendReceipt(jobId);
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) =>
        notifications.show({
          color: 'green',
          title: t('job.number', { id: jobId }),
          message: t(answer.message, { ns: 'messages' }),
        }),
      onError: (failure) =>
        notifications.show({
          color: 'red',
          title: t('job.number', { id: jobId }),
          message: t(errorMessage(failure, t('actions.resendReceiptFailed')), { ns: 'messages' }),
        }),
    });
  return (
    <Button variant="light" leftSection={<IconSend size={16} />} loading={resend.isPending} onClick={send}>
      {t('actions.resendReceipt')}
    </Button>
  );
}
