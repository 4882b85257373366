import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import type { Tx } from '../../db/client';
import { bookings, checkouts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { BookingRow, CheckoutRow } from './create-checkout';

/**
 * Locks a booking's checkout, then the booking (the order payment settlement also takes), so the
 * cancellations and changes of one checkout run one after the other and see each other's results.
 */
export async function lockBookingAndCheckout(
  tx: Tx,
  bookingId: number,
): Promise<{ booking: BookingRow; checkout: CheckoutRow }> {
  const [ref] = await tx.select({ checkoutId: bookings.checkoutId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!ref) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, ref.checkoutId)).for('update');
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return { booking: booking!, checkout: checkout! };
}
