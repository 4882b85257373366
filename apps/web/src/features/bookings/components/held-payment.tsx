import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHandStop } from '@tabler/icons-react';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { HELD_PAYMENT_MESSAGES } from '@shop/domain/contracts/held-payments';
import { can } from '@shop/domain/policies';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { useVoidHeldPayment } from '../api/void-held-payment';
import { PaymentStatusBadge } from './booking-status-badge';

/** The payment badge of a booking: "Payment held" while the provider holds its payment. */
export function BookingPaymentBadge({ booking }: { booking: BookingListItem }) {
  if (!booking.payment_held) return <PaymentStatusBadge status={booking.payment_status} />;
  return (
    <Badge color="orange" variant="filled" size="sm" style={{ minWidth: 'fit-content', flexShrink: 0 }}>
      {HELD_PAYMENT_MESSAGES.badge}
    </Badge>
  );
}

/** Whether this user may see held payments as a filter and void them (admin, superadmin). */
export function canVoidHeldPayments(): boolean {
  return can(getRole(), 'payments:void');
}

/**
 * "Void held payment" on a booking whose payment the provider holds, for admins: a confirmation,
 * then the provider releases the amount and every booking of the checkout is canceled.
 */
export function VoidHeldPaymentButton({ booking }: { booking: BookingListItem }) {
  const [open, setOpen] = useState(false);
  const voiding = useVoidHeldPayment();
  if (!booking.payment_held || !canVoidHeldPayments()) return null;

  function confirm() {
    voiding.mutate(booking.booking_id, {
      onSuccess: (response) => {
        setOpen(false);
        notifications.show({
          color: response.data.outcome === 'paid' ? 'yellow' : 'green',
          title: `Booking #${booking.booking_id}`,
          message: response.message,
        });
      },
      onError: (failure) => {
        setOpen(false);
        notifications.show({
          color: 'red',
          title: HELD_PAYMENT_MESSAGES.voidFailed,
          message: errorMessage(failure, HELD_PAYMENT_MESSAGES.voidFailed),
        });
      },
    });
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconHandStop size={14} />}
        onClick={() => setOpen(true)}
      >
        {HELD_PAYMENT_MESSAGES.voidAction}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={HELD_PAYMENT_MESSAGES.confirmTitle}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            Booking #{booking.booking_id} for {booking.customer_name} was booked in checkout {booking.cart_id}, whose
            payment the payment provider holds.
          </Text>
          <Text size="sm">{HELD_PAYMENT_MESSAGES.confirmBody}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={voiding.isPending}>
              Keep it
            </Button>
            <Button color="red" onClick={confirm} loading={voiding.isPending}>
              {HELD_PAYMENT_MESSAGES.confirmButton}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
