import { useState } from 'react';
import { Button, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash } from '@tabler/icons-react';
import type { BookingPaymentStatus, BookingStatus } from '@shop/domain/booking-status';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import { aed } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { useTakeInstorePayment } from '@/api/take-instore-payment';
import { PaymentActions, PaymentFields, usePaymentForm } from '@/components/payment-fields';

/** The booking a payment is taken for, as the bookings list and the job page both know it. */
export interface PaymentTarget {
  bookingId: number;
  customerName: string;
  serviceName: string;
  status: BookingStatus | string;
  paymentStatus: BookingPaymentStatus | string;
  /** AED. */
  balanceDue: number;
}

/** A row of the bookings list as the booking a payment is taken for. */
export const paymentTarget = (b: BookingListItem): PaymentTarget => ({
  bookingId: b.booking_id,
  customerName: b.customer_name,
  serviceName: b.service_name,
  status: b.status,
  paymentStatus: b.payment_status,
  balanceDue: b.balance_due,
});

/** Whether staff can take a payment for it now: something is due, not canceled, no online payment on its way. */
export const takesPayment = (target: PaymentTarget) =>
  target.balanceDue > 0 &&
  target.status !== 'canceled' &&
  target.paymentStatus !== 'awaiting-payment' &&
  target.paymentStatus !== 'declined';

/**
 * "Take payment": an in-store payment at any time, the balance (prefilled) or a deposit (the amount changed), with
 * the receipt number. The booking and its job stay where they are; each payment gets its tax invoice.
 */
export function TakePaymentButton({ target, ...props }: { target: PaymentTarget } & ButtonProps) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  if (!takesPayment(target)) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCash size={14} />}
        aria-label={t('payment.aria', { id: target.bookingId })}
        onClick={() => setOpen(true)}
        {...props}
      >
        {t('payment.action')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('payment.title')} centered>
        {open ? <TakePaymentForm target={target} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function TakePaymentForm({ target, onClose }: { target: PaymentTarget; onClose(): void }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const take = useTakeInstorePayment();
  const { form, message, values: parsed, onError } = usePaymentForm(target.balanceDue);
  const submit = form.onSubmit((values) => {
    const { receipt_number, amount } = parsed(values);
    take.mutate(
      { bookingId: target.bookingId, receipt_number, amount },
      {
        onSuccess: (response) => {
          onClose();
          notifications.show({
            color: 'green',
            title: t('bookingNumber', { id: target.bookingId }),
            message: t('payment.done', {
              invoice: response.invoice_number,
              balance: format.money(aed(response.balance_due)),
            }),
          });
        },
        onError,
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t('payment.intro', {
            id: target.bookingId,
            name: target.customerName,
            service: target.serviceName,
            balance: format.money(aed(target.balanceDue)),
          })}
        </Text>
        <PaymentFields form={form} />
        <PaymentActions
          note={t('payment.deposit')}
          message={message}
          pending={take.isPending}
          submitLabel={t('payment.submit')}
          onClose={onClose}
        />
      </Stack>
    </form>
  );
}
