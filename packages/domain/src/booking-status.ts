/**
 * The booking status machine: pending (shown as In Progress) -> completed or canceled; both final.
 * A booking's payment state decides how it may be completed: online-paid (or free) bookings through
 * the status call, pay-in-store bookings only with a receipt number and amount.
 */
export const BOOKING_STATUSES = ['pending', 'completed', 'canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'In Progress',
  completed: 'Completed',
  canceled: 'Canceled',
};

export function bookingStatusLabel(status: BookingStatus): string {
  return BOOKING_STATUS_LABELS[status];
}

const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['completed', 'canceled'],
  completed: [],
  canceled: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export const PAYMENT_OPTIONS = ['online', 'in-store'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/**
 * Where the money of a booking stands:
 * awaiting-payment (online checkout not paid yet), paid (online), free (total 0, nothing to pay),
 * declined (online checkout declined or canceled), pay-in-store (to be paid at completion),
 * paid-in-store (receipt recorded).
 */
export const BOOKING_PAYMENT_STATUSES = [
  'awaiting-payment',
  'paid',
  'free',
  'declined',
  'pay-in-store',
  'paid-in-store',
] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

export const BOOKING_PAYMENT_STATUS_LABELS: Record<BookingPaymentStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid online',
  free: 'Free',
  declined: 'Payment declined',
  'pay-in-store': 'Pay in store',
  'paid-in-store': 'Paid in store',
};

export const BOOKING_STATUS_MESSAGES = {
  alreadyCompleted: 'This booking is already completed.',
  canceled: 'This booking was canceled and cannot be completed.',
  notPaidOnline: 'This booking has not been paid online yet, so it cannot be completed.',
  needsReceipt: 'This booking is paid in store: enter the receipt number and amount to complete it.',
  notPayInStore: 'This booking was not booked as pay in store: mark it as complete instead.',
  notCompleted: 'This booking is not completed, so there is nothing to undo.',
  completionUndone: 'Completion undone: the booking is in progress again.',
  undoCompleteFailed: 'Failed to undo the completion.',
  undoDayOver: 'A completion can only be undone on the day it was made (Asia/Dubai). This one stays completed.',
} as const;

/** How a booking is completed: the status call (online-paid or free) or the in-store payment dialog. */
export type CompletionRoute = 'status' | 'in-store';

/** Which completion a booking needs, or null when it cannot be completed at all. */
export function completionRouteOf(booking: {
  status: BookingStatus;
  payment_status: BookingPaymentStatus;
}): CompletionRoute | null {
  if (booking.status !== 'pending') return null;
  if (booking.payment_status === 'pay-in-store') return 'in-store';
  // paid-in-store and pending: a completion that was undone; the payment stays recorded.
  if (['paid', 'free', 'paid-in-store'].includes(booking.payment_status)) return 'status';
  return null;
}

/**
 * Why a completion may not be undone now, or null when it may: only a completed booking, and only
 * on the shop day (Asia/Dubai) it was completed. `completedDay` and `today` are YYYY-MM-DD shop dates.
 */
export function undoCompletionRefusal(booking: {
  status: BookingStatus;
  completedDay: string | null;
  today: string;
}): string | null {
  if (booking.status !== 'completed' || !booking.completedDay) return BOOKING_STATUS_MESSAGES.notCompleted;
  if (booking.completedDay !== booking.today) return BOOKING_STATUS_MESSAGES.undoDayOver;
  return null;
}

/** Why a booking may not be completed through `via`, or null when it may. */
export function completionRefusal(
  booking: { status: BookingStatus; payment_status: BookingPaymentStatus },
  via: CompletionRoute,
): string | null {
  if (booking.status === 'completed') return BOOKING_STATUS_MESSAGES.alreadyCompleted;
  if (booking.status === 'canceled') return BOOKING_STATUS_MESSAGES.canceled;
  const route = completionRouteOf(booking);
  if (route === via) return null;
  if (route === 'in-store') return BOOKING_STATUS_MESSAGES.needsReceipt;
  if (route === 'status') return BOOKING_STATUS_MESSAGES.notPayInStore;
  return BOOKING_STATUS_MESSAGES.notPaidOnline;
}

/**
 * What Mark as Complete will do, shown in its confirmation: the status, the money and invoice, the job (it stays
 * where it is on the bench), the customer (completion sends nothing; the ready message goes when the job is marked
 * ready) and the undo window.
 */
export const COMPLETION_NOTICES = {
  status: 'The booking moves to Completed.',
  paidOnline: 'Paid online: its tax invoice was issued with the payment. Nothing more is charged.',
  free: 'Free: nothing to pay and no invoice.',
  paidInStore: 'Paid in store: the payment and its tax invoice are already recorded.',
  payInStore: 'Pay in store: the payment is recorded with the receipt number and a tax invoice is issued.',
  job: 'The job stays where it is on the bench: completing does not make it ready.',
  customer: 'The customer is not notified now: the ready message goes when the stringer marks the job ready.',
  undo: 'An admin can undo this until midnight (Asia/Dubai) today.',
} as const;

export function completionNotices(paymentStatus: BookingPaymentStatus): string[] {
  const money: Partial<Record<BookingPaymentStatus, string>> = {
    paid: COMPLETION_NOTICES.paidOnline,
    free: COMPLETION_NOTICES.free,
    'paid-in-store': COMPLETION_NOTICES.paidInStore,
    'pay-in-store': COMPLETION_NOTICES.payInStore,
  };
  return [
    COMPLETION_NOTICES.status,
    money[paymentStatus],
    COMPLETION_NOTICES.job,
    COMPLETION_NOTICES.customer,
    COMPLETION_NOTICES.undo,
  ].filter((line): line is string => !!line);
}
