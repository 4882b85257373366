import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { BOOKING_MESSAGES, type BookingListItem } from '@shop/domain/contracts/bookings';
import { formatAed, aed } from '@shop/domain/money';
import { errorMessage } from '@/lib/api-client';
import { useCompleteInstoreBooking } from '../api/complete-instore-booking';
import { FormError } from './form-actions';

/** Completing a pay-in-store booking: the receipt number from the till and the amount taken. */
export function CompleteInstoreDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: BookingListItem | null;
  onClose(): void;
  onDone(message: string): void;
}) {
  return (
    <Modal opened={!!booking} onClose={onClose} title="Record in-store payment" centered>
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
  const complete = useCompleteInstoreBooking();
  const [receipt, setReceipt] = useState('');
  const [amount, setAmount] = useState<number | string>(booking.amount_due);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!receipt.trim()) return setError(BOOKING_MESSAGES.receiptNumberRequired);
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (amount === '' || !Number.isFinite(value) || value <= 0) return setError(BOOKING_MESSAGES.positiveAmount);
    complete.mutate(
      { bookingId: booking.booking_id, receipt_number: receipt.trim(), amount: value },
      {
        onSuccess: (response) => onDone(response.message),
        onError: (failure) => setError(errorMessage(failure, BOOKING_MESSAGES.inStorePaymentFailed)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Booking #{booking.booking_id} for {booking.customer_name}: {booking.service_name} on{' '}
          {booking.racket_name || 'the racket'}. Amount due <b>{formatAed(aed(booking.amount_due))}</b>.
        </Text>
        <TextInput
          label="Receipt Number"
          placeholder="From the receipt system"
          value={receipt}
          onChange={(e) => {
            setReceipt(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <NumberInput
          label="Amount (AED)"
          min={0}
          step={0.01}
          decimalScale={2}
          value={amount}
          onChange={setAmount}
          hideControls
        />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={complete.isPending}>
            Record payment and complete
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
