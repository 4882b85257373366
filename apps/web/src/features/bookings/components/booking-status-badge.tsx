import { Badge } from '@mantine/core';
import {
  BOOKING_PAYMENT_STATUS_LABELS,
  bookingStatusLabel,
  type BookingPaymentStatus,
  type BookingStatus,
} from '@shop/domain/booking-status';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<BookingStatus, string> = { pending: 'blue', completed: 'green', canceled: 'gray' };

/** pending is shown as In Progress (docs/product/rules.md#booking-states). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ minWidth: 'fit-content', flexShrink: 0 }}>
      {t(bookingStatusLabel(status), { ns: 'messages' })}
    </Badge>
  );
}

const PAYMENT_COLORS: Record<BookingPaymentStatus, string> = {
  'awaiting-payment': 'yellow',
  paid: 'green',
  free: 'teal',
  declined: 'red',
  'pay-in-store': 'orange',
  'paid-in-store': 'green',
};

export function PaymentStatusBadge({ status }: { status: BookingPaymentStatus }) {
  const { t } = useTranslation('bookings');
  return (
    <Badge
      color={PAYMENT_COLORS[status]}
      variant="outline"
      size="sm"
      style={{ minWidth: 'fit-content', flexShrink: 0 }}
    >
      {t(BOOKING_PAYMENT_STATUS_LABELS[status], { ns: 'messages' })}
    </Badge>
  );
}
