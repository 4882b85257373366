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
import { useTranslation } from 'react-i18next';

/**
 * The payment badge of a booking: "Payment held" while the provider holds its payment, with the provider's raw code
 * of its answer (an answer the shop does not know is held and shown as the provider gave it).
 */
export function BookingPaymentBadge({ booking }: { booking: BookingListItem }) {
  const { t } = useTranslation('bookings');
  if (!booking.payment_held) return <PaymentStatusBadge status={booking.payment_status} />;
  return (
    <Badge color="orange" variant="filled" size="sm" style={{ minWidth: 'fit-content', flexShrink: 0 }}>
      {t(HELD_PAYMENT_MESSAGES.badge, { ns: 'messages' })}
      {booking.payment_held_code ? ` · ${booking.payment_held_code}` : null}
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
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  const voiding = useVoidHeldPayment();
  if (!booking.payment_held || !canVoidHeldPayments()) return null;

  function confirm() {
    voiding.mutate(booking.booking_id, {
      onSuccess: (response) => {
        setOpen(false);
        notifications.show({
          color: response.data.outcome === 'paid' ? 'yellow' : 'green',
          title: t('bookingNumber', { id: booking.booking_id }),
          message: t(response.message, { ns: 'messages' }),
        });
      },
      onError: (failure) => {
        setOpen(false);
        notifications.show({
          color: 'red',
          title: t(HELD_PAYMENT_MESSAGES.voidFailed, { ns: 'messages' }),
          message: t(errorMessage(failure, HELD_PAYMENT_MESSAGES.voidFailed), { ns: 'messages' }),
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
        {t(HELD_PAYMENT_MESSAGES.voidAction, { ns: 'messages' })}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t(HELD_PAYMENT_MESSAGES.confirmTitle, { ns: 'messages' })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {t('held.intro', { id: booking.booking_id, name: booking.customer_name, cart: booking.cart_id })}
          </Text>
          <Text size="sm">{t(HELD_PAYMENT_MESSAGES.confirmBody, { ns: 'messages' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={voiding.isPending}>
              {t('held.keep')}
            </Button>
            <Button color="red" onClick={confirm} loading={voiding.isPending}>
              {t(HELD_PAYMENT_MESSAGES.confirmButton, { ns: 'messages' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
