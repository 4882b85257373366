import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconHandStop } from '@tabler/icons-react';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { HELD_PAYMENT_MESSAGES } from '@shop/domain/contracts/held-payments';
import { can } from '@shop/domain/policies';
import { errorMessage } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { useVoidHeldPayment } from '../api/void-held-payment';
import { useCaptureHeldPayment } from '../api/capture-held-payment';
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

/** The words and the call of each follow-up an admin may take on a held payment. */
const ACTIONS = {
  void: {
    action: HELD_PAYMENT_MESSAGES.voidAction,
    title: HELD_PAYMENT_MESSAGES.confirmTitle,
    body: HELD_PAYMENT_MESSAGES.confirmBody,
    button: HELD_PAYMENT_MESSAGES.confirmButton,
    failed: HELD_PAYMENT_MESSAGES.voidFailed,
    color: 'red',
    Icon: IconHandStop,
  },
  capture: {
    action: HELD_PAYMENT_MESSAGES.captureAction,
    title: HELD_PAYMENT_MESSAGES.captureConfirmTitle,
    body: HELD_PAYMENT_MESSAGES.captureConfirmBody,
    button: HELD_PAYMENT_MESSAGES.captureConfirmButton,
    failed: HELD_PAYMENT_MESSAGES.captureFailed,
    color: 'teal',
    Icon: IconCreditCard,
  },
} as const;

/**
 * "Void held payment" on a booking whose payment the provider holds, for admins: a confirmation,
 * then the provider releases the amount and every booking of the checkout is canceled.
 */
export function VoidHeldPaymentButton({ booking }: { booking: BookingListItem }) {
  return <HeldPaymentAction booking={booking} kind="void" mutation={useVoidHeldPayment()} />;
}

/**
 * "Capture payment" beside it: a confirmation, then the provider takes the amount it holds and the checkout is
 * recorded as paid and invoiced.
 */
export function CaptureHeldPaymentButton({ booking }: { booking: BookingListItem }) {
  return <HeldPaymentAction booking={booking} kind="capture" mutation={useCaptureHeldPayment()} />;
}

function HeldPaymentAction({
  booking,
  kind,
  mutation,
}: {
  booking: BookingListItem;
  kind: keyof typeof ACTIONS;
  mutation: ReturnType<typeof useVoidHeldPayment> | ReturnType<typeof useCaptureHeldPayment>;
}) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  const words = ACTIONS[kind];
  if (!booking.payment_held || !canVoidHeldPayments()) return null;

  function confirm() {
    mutation.mutate(booking.booking_id, {
      onSuccess: (response: { message: string; data: { outcome: string } }) => {
        setOpen(false);
        notifications.show({
          color: response.data.outcome === 'paid' ? 'yellow' : 'green',
          title: t('bookingNumber', { id: booking.booking_id }),
          message: t(response.message, { ns: 'messages' }),
        });
      },
      onError: (failure: unknown) => {
        setOpen(false);
        notifications.show({
          color: 'red',
          title: t(words.failed, { ns: 'messages' }),
          message: t(errorMessage(failure, words.failed), { ns: 'messages' }),
        });
      },
    });
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        color={words.color}
        leftSection={<words.Icon size={14} />}
        onClick={() => setOpen(true)}
      >
        {t(words.action, { ns: 'messages' })}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t(words.title, { ns: 'messages' })} centered>
        <Stack gap="md">
          <Text size="sm">
            {t('held.intro', { id: booking.booking_id, name: booking.customer_name, cart: booking.cart_id })}
          </Text>
          <Text size="sm">{t(words.body, { ns: 'messages' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={mutation.isPending}>
              {t('held.keep')}
            </Button>
            <Button color={words.color} onClick={confirm} loading={mutation.isPending}>
              {t(words.button, { ns: 'messages' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
