import { completionRefusal, type CompletionRoute } from '@shop/domain/booking-status';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { balanceOf } from './booking-balance';
import { findBookingWithCheckout, paymentStatusOf, type BookingWithCheckout } from './booking-view';

/**
 * Locks a booking for completion through `via` (the status call or the in-store payment) and
 * refuses with 409 and the reason when it may not: completed already, canceled, not paid yet, or
 * the other kind of completion, or (the status call) while a balance is still due. The lock makes two clicks
 * complete it once.
 */
export async function lockBookingForCompletion(
  tx: Tx,
  bookingId: number,
  via: CompletionRoute,
): Promise<BookingWithCheckout> {
  const found = await findBookingWithCheckout(tx, bookingId, { lock: true });
  if (!found) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const { booking } = found;
  const paymentStatus = paymentStatusOf({
    paymentOption: booking.paymentOption,
    checkoutStatus: found.checkoutStatus,
    receiptNumber: booking.receiptNumber,
  });
  const refusal = completionRefusal({ status: booking.status, payment_status: paymentStatus }, via);
  if (refusal) throw conflict(refusal);
  // A paid booking whose spec was changed to a dearer one owes the difference: completing it must not forget it.
  const { balanceDueFils } = balanceOf(found);
  if (via === 'status' && balanceDueFils > 0) throw conflict(BOOKING_MESSAGES.balanceDueBeforeComplete(balanceDueFils));
  return found;
}
