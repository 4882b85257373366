import { Badge } from '@mantine/core';
import {
  BOOKING_PAYMENT_STATUS_LABELS,
  bookingStatusLabel,
  type BookingPaymentStatus,
  type BookingStatus,
} from '@shop/domain/booking-status';

const STATUS_COLORS: Record<BookingStatus, string> = { pending: 'blue', completed: 'green', canceled: 'gray' };

/** pending is shown as In Progress (docs/product/rules.md#booking-states). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ minWidth: 'fit-content', flexShrink: 0 }}>
      {bookingStatusLabel(status)}
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
  return (
    <Badge
      color={PAYMENT_COLORS[status]}
      variant="outline"
      size="sm"
      style={{ minWidth: 'fit-content', flexShrink: 0 }}
    >
      {BOOKING_PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
