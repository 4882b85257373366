import { useState } from 'react';
import { Button, Checkbox, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { CANCELLATION_MESSAGES, cancelBookingRequestSchema } from '@shop/domain/contracts/cancellations';
import type { TFunction } from 'i18next';
import { aed, fils, subFils, type Fils } from '@shop/domain/money';
import { firstError, schemaValidate } from '@/lib/form';
import { useCancelBooking } from '../api/cancel-booking';
import { FormError } from '@/components/form-actions';
import { pickupLabel } from '../lib/labels';
import { useTranslation } from 'react-i18next';
import { useFormat, type Formatter } from '@/lib/i18n/format';
import { useFailure } from '@/lib/use-failure';

/**
 * What a booking gives back when canceled: the server's own figure (`cancel_refund`: its line as paid online and,
 * when it is the checkout's last booking, the pickup or delivery fee; or what was paid for it in store), else an
 * online-paid booking's line as paid online.
 */
function refundPreview(booking: BookingListItem) {
  if (booking.cancel_refund) return aed(booking.cancel_refund.total);
  if (booking.payment_status !== 'paid') return fils(0);
  return subFils(aed(booking.total_cost), aed(booking.due_in_store ?? 0));
}

/** The refund line by line, each with its own label ("Delivery fee: 50.00 AED"); none when there is one line only. */
function refundBreakdown(t: TFunction<'bookings'>, format: Formatter, booking: BookingListItem): string[] {
  const lines = booking.cancel_refund?.lines ?? [];
  if (lines.length < 2) return [];
  return lines.map((line) =>
    line.kind === 'fee'
      ? t('cancel.refundFee', { option: pickupLabel(t, booking.pickup_option), amount: format.money(aed(line.amount)) })
      : t('cancel.refundLine', { service: booking.service_name, amount: format.money(aed(line.amount)) }),
  );
}

/** What happens to the money and a free stringing (the domain's cancellationOutcomeText, in the screen's language). */
function outcomeLines(
  t: TFunction<'bookings'>,
  format: Formatter,
  input: { refundFils: Fils; toCard: boolean; freeStringing: boolean; held: boolean },
): string[] {
  const amount = format.money(input.refundFils);
  const lines = [
    input.held
      ? t('cancel.outcomeHeld')
      : input.refundFils > 0
        ? input.toCard
          ? t('cancel.outcomeCard', { amount })
          : t('cancel.outcomeInStore', { amount })
        : t('cancel.outcomeNothing'),
  ];
  if (input.freeStringing) lines.push(t('cancel.outcomeFree'));
  return lines;
}

/**
 * "Cancel booking" on a booking that is not completed or canceled: a confirmation asking for the
 * reason and telling what happens to the money (refund to the card, or due in store; a held payment
 * voided) and to a free stringing (returned to the racket).
 */
export function CancelBookingButton({ booking }: { booking: BookingListItem }) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  if (booking.status !== 'pending' || (booking.payment_status === 'awaiting-payment' && !booking.payment_held))
    return null;
  return (
    <>
      <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={() => setOpen(true)}>
        {t(CANCELLATION_MESSAGES.cancelAction, { ns: 'messages' })}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t(CANCELLATION_MESSAGES.confirmTitle, { ns: 'messages' })}
        centered
      >
        {open ? <CancelForm booking={booking} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function CancelForm({ booking, onClose }: { booking: BookingListItem; onClose(): void }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const cancel = useCancelBooking();
  const failure = useFailure();
  const form = useForm({
    initialValues: { reason: '', inStore: false },
    validate: (values) => schemaValidate(cancelBookingRequestSchema)({ reason: values.reason }),
    onValuesChange: failure.clear,
  });
  const refundFils = refundPreview(booking);
  // Paid in store (a deposit, or at drop-off): handed back in store, never to a card.
  const paidInStore = booking.payment_option === 'in-store';
  const outcome = outcomeLines(t, format, {
    refundFils,
    toCard: !paidInStore && !form.values.inStore,
    freeStringing: booking.free_service,
    held: booking.payment_held,
  });
  const breakdown = booking.payment_held ? [] : refundBreakdown(t, format, booking);

  const submit = form.onSubmit((values) => {
    cancel.mutate(
      {
        bookingId: booking.booking_id,
        reason: values.reason,
        refund_to: paidInStore || values.inStore ? 'in-store' : 'card',
      },
      {
        onSuccess: (response) => {
          onClose();
          notifications.show({
            color: 'green',
            title: t('bookingNumber', { id: booking.booking_id }),
            message: t(response.message, { ns: 'messages' }),
          });
        },
        onError: (error) => failure.fail(error, CANCELLATION_MESSAGES.cancelFailed),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {booking.racket_name
            ? t('cancel.lineOn', {
                id: booking.booking_id,
                name: booking.customer_name,
                service: booking.service_name,
                racket: booking.racket_name,
              })
            : t('cancel.line', { id: booking.booking_id, name: booking.customer_name, service: booking.service_name })}
        </Text>
        <List size="sm" spacing={4} aria-label={t('cancel.whatHappens')}>
          {outcome.map((line, index) => (
            <List.Item key={line}>
              {line}
              {index === 0 && breakdown.length > 0 ? (
                <List size="sm" withPadding aria-label={t('cancel.refundLines')}>
                  {breakdown.map((part) => (
                    <List.Item key={part}>{part}</List.Item>
                  ))}
                </List>
              ) : null}
            </List.Item>
          ))}
        </List>
        {refundFils > 0 && !booking.payment_held && !paidInStore ? (
          <Checkbox
            label={t(CANCELLATION_MESSAGES.refundInStoreLabel, { ns: 'messages' })}
            {...form.getInputProps('inStore', { type: 'checkbox' })}
          />
        ) : null}
        <Textarea
          label={t(CANCELLATION_MESSAGES.reasonLabel, { ns: 'messages' })}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('reason')}
          error={!!form.errors.reason}
          data-autofocus
        />
        <FormError message={failure.message ?? firstError(form.errors)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t(CANCELLATION_MESSAGES.keepButton, { ns: 'messages' })}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {t(CANCELLATION_MESSAGES.confirmButton, { ns: 'messages' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
