import { Modal, Stack, Text } from '@mantine/core';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { aed } from '@shop/domain/money';
import { useCompleteInstoreBooking } from '../api/complete-instore-booking';
import { PaymentActions, PaymentFields, usePaymentForm } from '@/components/payment-fields';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useTranslation } from 'react-i18next';

/**
 * Completing a pay-in-store booking not paid yet: the receipt number from the till and the balance due (the whole
 * due, or what is left after a deposit). The job stays where it is on the bench; nothing is sent to the customer.
 */
export function CompleteInstoreDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: BookingListItem | null;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Modal opened={!!booking} onClose={onClose} title={t('instore.title')} centered>
      {booking ? <DialogForm key={booking.booking_id} booking={booking} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function DialogForm({
  booking,
  onClose,
  onDone,
}: {
  booking: BookingListItem;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const complete = useCompleteInstoreBooking();
  const { form, message, values: parsed, onError } = usePaymentForm(booking.balance_due);

  const intro = {
    id: booking.booking_id,
    name: booking.customer_name,
    service: booking.service_name,
    racket: booking.racket_name || t('theRacket'),
    amount: format.money(aed(booking.balance_due)),
  };

  const submit = form.onSubmit((values) => {
    const { receipt_number, amount } = parsed(values);
    complete.mutate(
      { bookingId: booking.booking_id, receipt_number, amount },
      {
        onSuccess: (response) => onDone(t(response.message, { ns: 'messages' })),
        onError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans t={t} i18nKey="instore.intro" values={intro} components={{ b: <b /> }} />
        </Text>
        <PaymentFields form={form} />
        <PaymentActions
          note={t('instore.jobStays')}
          message={message}
          pending={complete.isPending}
          submitLabel={t('instore.submit')}
          onClose={onClose}
        />
      </Stack>
    </form>
  );
}
