import { Button, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { BOOKING_STATUS_MESSAGES, completionRouteOf } from '@shop/domain/booking-status';
import type { BookingListItem } from '@shop/domain/contracts/bookings';

/**
 * Mark as Complete, shown unless the booking is completed (or canceled). An online booking not paid
 * yet shows the button disabled with the reason.
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
  if (booking.status !== 'pending') return null;
  const route = completionRouteOf(booking);
  if (!route) {
    return (
      <Tooltip label={BOOKING_STATUS_MESSAGES.notPaidOnline} multiline w={220}>
        <Button size="xs" variant="light" disabled leftSection={<IconCheck size={14} />}>
          Mark as Complete
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button
      size="xs"
      variant="light"
      color="green"
      leftSection={<IconCheck size={14} />}
      loading={loading}
      onClick={() => onComplete(route)}
    >
      Mark as Complete
    </Button>
  );
}
