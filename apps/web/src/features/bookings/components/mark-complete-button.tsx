import { useState } from 'react';
import { Button, Group, List, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { BOOKING_STATUS_MESSAGES, completionNotices, completionRouteOf } from '@shop/domain/booking-status';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { can } from '@shop/domain/policies';
import { shopDate } from '@shop/domain/shop-days';
import { getRole } from '@/lib/session';
import { useUndoCompleteBooking } from '../api/undo-complete-booking';
import { useTranslation } from 'react-i18next';
import { useBookingOutcome } from '../lib/action-outcome';

/**
 * Mark as Complete, shown unless the booking is completed (or canceled). An online booking not paid
 * yet shows the button disabled with the reason. The status completion asks first, saying what will
 * happen; the in-store one opens its own dialog (receipt and amount). A booking completed today
 * shows Undo complete to admins instead.
 */
export function MarkCompleteButton({
  booking,
  loading,
  onComplete,
}: {
  booking: BookingListItem;
  loading: boolean;
  onComplete(route: 'status' | 'in-store'): void;
}) {
  const { t } = useTranslation('bookings');
  const [confirming, setConfirming] = useState(false);
  if (booking.status === 'completed') return <UndoCompleteButton booking={booking} />;
  if (booking.status !== 'pending') return null;
  const route = completionRouteOf(booking);
  if (!route) {
    return (
      <Tooltip label={t(BOOKING_STATUS_MESSAGES.notPaidOnline, { ns: 'messages' })} multiline w={220}>
        <Button size="xs" variant="light" disabled leftSection={<IconCheck size={14} />}>
          {t('complete.action')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="green"
        leftSection={<IconCheck size={14} />}
        loading={loading}
        onClick={() => (route === 'in-store' ? onComplete(route) : setConfirming(true))}
      >
        {t('complete.action')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('complete.confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">
            {t('complete.intro', {
              id: booking.booking_id,
              name: booking.customer_name,
              service: booking.service_name,
              racket: booking.racket_name || t('theRacket'),
            })}
          </Text>
          <List size="sm" spacing={4}>
            {completionNotices(booking.payment_status).map((line) => (
              <List.Item key={line}>{t(line, { ns: 'messages' })}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="green"
              data-autofocus
              onClick={() => {
                setConfirming(false);
                onComplete('status');
              }}
            >
              {t('complete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Undo complete: admins and superadmins, on the shop day (Asia/Dubai) the booking was completed. */
function UndoCompleteButton({ booking }: { booking: BookingListItem }) {
  const { t } = useTranslation('bookings');
  const undo = useUndoCompleteBooking();
  const outcome = useBookingOutcome();
  if (!can(getRole(), 'bookings:undoComplete')) return null;
  if (!booking.completed_at || shopDate(new Date(booking.completed_at)) !== shopDate()) return null;
  return (
    <Button
      size="xs"
      variant="subtle"
      color="gray"
      leftSection={<IconArrowBackUp size={14} />}
      loading={undo.isPending}
      onClick={() =>
        undo.mutate(booking.booking_id, outcome(booking.booking_id, BOOKING_STATUS_MESSAGES.undoCompleteFailed))
      }
    >
      {t('complete.undo')}
    </Button>
  );
}
