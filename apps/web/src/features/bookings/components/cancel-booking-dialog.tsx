import { useState } from 'react';
import { Button, Checkbox, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import {
  CANCELLATION_MESSAGES,
  cancelBookingRequestSchema,
  cancellationOutcomeText,
} from '@shop/domain/contracts/cancellations';
import { aed, fils, subFils } from '@shop/domain/money';
import { errorMessage } from '@/lib/api-client';
import { firstError, schemaValidate } from '@/lib/form';
import { useCancelBooking } from '../api/cancel-booking';
import { FormError } from './form-actions';

/** What an online-paid booking gives back when canceled: its line as paid online (the server decides the exact sum). */
function refundPreview(booking: BookingListItem) {
  if (booking.payment_status !== 'paid') return fils(0);
  return subFils(aed(booking.total_cost), aed(booking.due_in_store ?? 0));
}

/**
 * "Cancel booking" on a booking that is not completed or canceled: a confirmation asking for the
 * reason and telling what happens to the money (refund to the card, or due in store; a held payment
 * voided) and to a free stringing (returned to the racket).
 */
export function CancelBookingButton({ booking }: { booking: BookingListItem }) {
  const [open, setOpen] = useState(false);
  if (booking.status !== 'pending' || (booking.payment_status === 'awaiting-payment' && !booking.payment_held))
    return null;
  return (
    <>
      <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => setOpen(true)}>
        {CANCELLATION_MESSAGES.cancelAction}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={CANCELLATION_MESSAGES.confirmTitle}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        {open ? <CancelForm booking={booking} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function CancelForm({ booking, onClose }: { booking: BookingListItem; onClose(): void }) {
  const cancel = useCancelBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { reason: '', inStore: false },
    validate: (values) => schemaValidate(cancelBookingRequestSchema)({ reason: values.reason }),
    onValuesChange: () => setFailure(null),
  });
  const refundFils = refundPreview(booking);
  const outcome = cancellationOutcomeText({
    refundFils,
    toCard: !form.values.inStore,
    freeStringing: booking.free_service,
    held: booking.payment_held,
  });

  const submit = form.onSubmit((values) => {
    cancel.mutate(
      { bookingId: booking.booking_id, reason: values.reason, refund_to: values.inStore ? 'in-store' : 'card' },
      {
        onSuccess: (response) => {
          onClose();
          notifications.show({ color: 'green', title: `Booking #${booking.booking_id}`, message: response.message });
        },
        onError: (error) => setFailure(errorMessage(error, CANCELLATION_MESSAGES.cancelFailed)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Booking #{booking.booking_id} for {booking.customer_name}: {booking.service_name}
          {booking.racket_name ? ` on ${booking.racket_name}` : ''}.
        </Text>
        <List size="sm" spacing={4} aria-label="What happens">
          {outcome.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {refundFils > 0 && !booking.payment_held ? (
          <Checkbox
            label={CANCELLATION_MESSAGES.refundInStoreLabel}
            {...form.getInputProps('inStore', { type: 'checkbox' })}
          />
        ) : null}
        <Textarea
          label={CANCELLATION_MESSAGES.reasonLabel}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('reason')}
          error={!!form.errors.reason}
          data-autofocus
        />
        <FormError message={failure ?? firstError(form.errors)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {CANCELLATION_MESSAGES.keepButton}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {CANCELLATION_MESSAGES.confirmButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
