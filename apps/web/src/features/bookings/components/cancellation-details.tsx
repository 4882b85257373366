import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { CANCELLATION_MESSAGES, REFUND_STATUS_LABELS, type RefundStatus } from '@shop/domain/contracts/cancellations';
import { aed } from '@shop/domain/money';
import { useDownloadCreditNote } from '@/api/download-credit-note';
import { useRetryRefund } from '../api/retry-refund';
import { useTranslation } from 'react-i18next';
import { useBookingOutcome } from '../lib/action-outcome';
import { useFormat } from '@/lib/i18n/format';

const COLORS: Record<RefundStatus, string> = {
  none: 'gray',
  pending: 'blue',
  refunded: 'green',
  failed: 'red',
  'due-in-store': 'orange',
  voided: 'gray',
  unknown: 'yellow',
};

/**
 * A canceled booking's reason, where its refund stands (with Retry refund when it failed, or when its outcome is
 * unknown: the server then asks the provider first, and sends nothing it already made) and its credit note to download. Nothing for a booking canceled without a recorded cancellation.
 */
export function CancellationDetails({ booking }: { booking: BookingListItem }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const retry = useRetryRefund();
  const download = useDownloadCreditNote();
  const outcome = useBookingOutcome();
  const c = booking.cancellation;
  if (booking.status !== 'canceled' || !c) return null;
  const amount = c.refund_amount > 0 ? ` ${format.money(aed(c.refund_amount))}` : '';

  function again(refundTo: 'card' | 'in-store') {
    retry.mutate(
      { bookingId: booking.booking_id, refund_to: refundTo },
      outcome(booking.booking_id, REFUND_STATUS_LABELS.failed),
    );
  }

  return (
    <Stack gap={4} align="flex-start" maw={260} data-testid="cancellation">
      <Text size="xs">
        {t('cancellation.canceled')} <i>{c.reason}</i>
      </Text>
      <Badge color={COLORS[c.refund_status]} variant="light" size="sm">
        {t(REFUND_STATUS_LABELS[c.refund_status], { ns: 'messages' })}
        {amount}
      </Badge>
      {c.free_stringing_returned ? (
        <Text size="xs" c="dimmed">
          {t('cancellation.freeReturned')}
        </Text>
      ) : null}
      {c.refund_status === 'failed' || c.refund_status === 'unknown' ? (
        <>
          {c.refund_failure ? (
            <Text size="xs" c="red">
              {c.refund_failure}
            </Text>
          ) : null}
          <Group gap={4}>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconRefresh size={12} />}
              loading={retry.isPending}
              onClick={() => again('card')}
            >
              {t(CANCELLATION_MESSAGES.retryAction, { ns: 'messages' })}
            </Button>
            <Button size="compact-xs" variant="subtle" disabled={retry.isPending} onClick={() => again('in-store')}>
              {t('cancellation.refundInStore')}
            </Button>
          </Group>
        </>
      ) : null}
      {c.credit_note ? (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={12} />}
          loading={download.isPending}
          onClick={() => download.mutate(c.credit_note!)}
          aria-label={`${t(CANCELLATION_MESSAGES.creditNoteDownload, { ns: 'messages' })} ${c.credit_note.credit_note_number}`}
        >
          {c.credit_note.credit_note_number}
        </Button>
      ) : null}
    </Stack>
  );
}
