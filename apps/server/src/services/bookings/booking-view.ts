import { eq, sql } from 'drizzle-orm';
import { balanceDueFils } from '@shop/domain/booking-balance';
import type { BookingPaymentStatus } from '@shop/domain/booking-status';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import type { CheckoutStatus } from '@shop/domain/contracts/payments';
import { addFils, fils, sumFils, toAed } from '@shop/domain/money';
import { bookingDiscount } from '@shop/domain/pricing';
import type { DbOrTx } from '../../db/client';
import { bookings, checkouts } from '../../db/schema';
import { cancelRefundLines } from './cancel-refund';
import type { BookingRow } from './create-checkout';

/** Where the money of a booking stands, from its payment option, its checkout and its receipt. */
export function paymentStatusOf(input: {
  paymentOption: BookingRow['paymentOption'];
  checkoutStatus: CheckoutStatus;
  receiptNumber: string | null;
}): BookingPaymentStatus {
  if (input.paymentOption === 'in-store') return input.receiptNumber ? 'paid-in-store' : 'pay-in-store';
  switch (input.checkoutStatus) {
    case 'paid':
      return 'paid';
    case 'free':
      return 'free';
    case 'pending':
      return 'awaiting-payment';
    default:
      return 'declined';
  }
}

/**
 * Bookings of the same checkout not canceled, counted only for a booking carrying the pickup fee (a checkout has a
 * few bookings): canceling the last one refunds the fee too (cancel-refund.ts).
 */
const openSiblings = sql<number>`CASE WHEN ${bookings.pickupFeeFils} > 0 THEN (SELECT count(*)::int FROM bookings o
  WHERE o.checkout_id = ${bookings.checkoutId} AND o.id <> ${bookings.id} AND o.status <> 'canceled') ELSE 0 END`;

/** The payment status of a booking row read with its checkout's status. */
export function paymentStatusOfBooking(
  booking: Pick<BookingRow, 'paymentOption' | 'receiptNumber'>,
  checkoutStatus: CheckoutStatus,
): BookingPaymentStatus {
  return paymentStatusOf({
    paymentOption: booking.paymentOption,
    checkoutStatus,
    receiptNumber: booking.receiptNumber,
  });
}

export const bookingWithCheckoutColumns = {
  booking: bookings,
  cartId: checkouts.cartId,
  checkoutStatus: checkouts.status,
  heldAt: checkouts.heldAt,
  heldCode: checkouts.heldCode,
  openSiblings,
};
export type BookingWithCheckout = {
  booking: BookingRow;
  cartId: string;
  checkoutStatus: CheckoutStatus;
  heldAt: Date | null;
  /** The provider's raw code of the answer that held it. */
  heldCode?: string | null;
  /** Other bookings of its checkout not canceled (counted when it carries the pickup fee; else 0). */
  openSiblings?: number;
};

/**
 * What canceling it now would refund (AED), line by line; null when nothing was paid. A pay-in-store booking gives
 * back in store what was paid for it in store (one line, `in-store`: refund-instore-payments.ts).
 */
function cancelRefund(b: BookingRow, checkoutStatus: CheckoutStatus, openSiblingsNow: number) {
  if (b.status === 'pending' && b.paymentOption === 'in-store' && b.paidFils > 0)
    return { total: toAed(fils(b.paidFils)), lines: [{ kind: 'in-store' as const, amount: toAed(fils(b.paidFils)) }] };
  if (b.status !== 'pending' || b.paymentOption !== 'online' || checkoutStatus !== 'paid') return null;
  const lines = cancelRefundLines(b, {
    option: b.pickupOption,
    feeFils: b.pickupFeeFils,
    othersLeft: openSiblingsNow > 0,
  });
  return {
    total: toAed(sumFils(lines.map((line) => line.totalFils))),
    lines: lines.map((line) => ({ kind: line.kind, amount: toAed(line.totalFils) })),
  };
}

export function toBookingListItem({
  booking: b,
  cartId,
  checkoutStatus,
  heldAt,
  heldCode = null,
  openSiblings: siblings = 0,
}: BookingWithCheckout): BookingListItem {
  const discount = bookingDiscount(b);
  const paymentStatus = paymentStatusOf({
    paymentOption: b.paymentOption,
    checkoutStatus,
    receiptNumber: b.receiptNumber,
  });
  return {
    booking_id: b.id,
    customer_id: b.customerId,
    customer_name: b.customerName,
    customer_email: b.customerEmail,
    customer_phone: b.customerPhone,
    total_cost: toAed(b.priceFils),
    list_price: toAed(addFils(b.priceFils, discount)),
    discount: toAed(discount),
    pickup_fee: toAed(b.pickupFeeFils),
    pickup_option: b.pickupOption,
    instore_location: b.instoreLocation,
    delivery_address: b.deliveryAddress,
    racket_name: b.racketName,
    service_name: b.serviceName,
    service_type: b.serviceType,
    service_kind: b.serviceKind,
    booking_date: b.bookingDate,
    status: b.status,
    payment_option: b.paymentOption,
    payment_status: paymentStatus,
    payment_held: checkoutStatus === 'pending' && heldAt !== null,
    payment_held_code: checkoutStatus === 'pending' && heldAt !== null ? heldCode : null,
    free_service: b.freeService,
    cart_id: cartId,
    receipt_number: b.receiptNumber,
    amount_due: toAed(addFils(b.priceFils, b.pickupFeeFils)),
    due_in_store: toAed(b.dueInStoreFils),
    amount_paid: toAed(b.paidFils),
    balance_due: toAed(balanceDueFils({ ...b, paymentStatus })),
    cancel_refund: cancelRefund(b, checkoutStatus, Number(siblings)),
    created_at: b.createdAt.toISOString(),
    completed_at: b.completedAt ? b.completedAt.toISOString() : null,
  };
}

/** One booking with its checkout; with `lock`, the booking row is locked until the transaction ends. */
export async function findBookingWithCheckout(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<BookingWithCheckout | undefined> {
  const query = db
    .select(bookingWithCheckoutColumns)
    .from(bookings)
    .innerJoin(checkouts, eq(checkouts.id, bookings.checkoutId))
    .where(eq(bookings.id, id));
  const [row] = options.lock ? await query.for('update', { of: bookings }) : await query;
  return row;
}
