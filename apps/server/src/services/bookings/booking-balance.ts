import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, checkouts, instorePayments } from '../../db/schema';

/**
 * What a booking has been paid and what is still due (stand-in; the money helper's version replaces this file):
 * paid = the in-store payment recorded for it, or, paid online, its line and fee less what was left due in store;
 * due = max(0, price + pickup fee − paid).
 */
export async function bookingBalance(
  tx: Tx,
  bookingId: number,
): Promise<{ amountPaidFils: number; balanceDueFils: number }> {
  const [row] = await tx
    .select({
      priceFils: bookings.priceFils,
      pickupFeeFils: bookings.pickupFeeFils,
      dueInStoreFils: bookings.dueInStoreFils,
      paymentOption: bookings.paymentOption,
      checkoutStatus: checkouts.status,
      instoreFils: instorePayments.amountFils,
    })
    .from(bookings)
    .innerJoin(checkouts, eq(checkouts.id, bookings.checkoutId))
    .leftJoin(instorePayments, eq(instorePayments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return { amountPaidFils: 0, balanceDueFils: 0 };
  const owed = row.priceFils + row.pickupFeeFils;
  const online = row.paymentOption === 'online' && row.checkoutStatus === 'paid' ? owed - row.dueInStoreFils : 0;
  const amountPaidFils = Math.max(0, online) + (row.instoreFils ?? 0);
  return { amountPaidFils, balanceDueFils: Math.max(0, owed - amountPaidFils) };
}
