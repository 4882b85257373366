import { eq } from 'drizzle-orm';
import { balanceDueFils } from '@shop/domain/booking-balance';
import type { BookingPaymentStatus } from '@shop/domain/booking-status';
import type { BookingListItem } from '@shop/domain/contracts/bookings';
import type { CheckoutStatus } from '@shop/domain/contracts/payments';
import { addFils, toAed } from '@shop/domain/money';
import { bookingDiscount } from '@shop/domain/pricing';
import type { DbOrTx } from '../../db/client';
import { bookings, checkouts } from '../../db/schema';
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

export const bookingWithCheckoutColumns = {
  booking: bookings,
  cartId: checkouts.cartId,
  checkoutStatus: checkouts.status,
  heldAt: checkouts.heldAt,
};
export type BookingWithCheckout = {
  booking: BookingRow;
  cartId: string;
  checkoutStatus: CheckoutStatus;
  heldAt: Date | null;
};

export function toBookingListItem({
  booking: b,
  cartId,
  checkoutStatus,
  heldAt,
}: BookingWithCheckout): BookingListItem {
  const discount = bookingDiscount(b);
  const paymentStatus = paymentStatusOf({ paymentOption: b.paymentOption, checkoutStatus, receiptNumber: b.receiptNumber });
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
    free_service: b.freeService,
    cart_id: cartId,
    receipt_number: b.receiptNumber,
    amount_due: toAed(addFils(b.priceFils, b.pickupFeeFils)),
    due_in_store: toAed(b.dueInStoreFils),
    amount_paid: toAed(b.paidFils),
    balance_due: toAed(balanceDueFils({ ...b, paymentStatus })),
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
