import { eq, inArray } from 'drizzle-orm';
import { balanceDueFils } from '@shop/domain/booking-balance';
import type { Fils } from '@shop/domain/money';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, checkouts } from '../../db/schema';
import { paymentStatusOfBooking, type BookingWithCheckout } from './booking-view';

export interface BookingBalance {
  amountPaidFils: number;
  balanceDueFils: number;
}

/**
 * What was paid for a booking and what is still due (docs/decisions/instore-deposits.md), from the booking's own
 * row: `paid_fils` is kept by every money path (the online charge's share, each in-store payment), so a change of
 * the booking's price changes the balance and never what was paid. A booking that does not exist owes nothing.
 */
export async function bookingBalance(tx: Tx, bookingId: number): Promise<BookingBalance> {
  return (await bookingBalances(tx, [bookingId])).get(bookingId) ?? { amountPaidFils: 0, balanceDueFils: 0 };
}

/** The balances of several bookings in one statement (by primary key), keyed by booking id. */
export async function bookingBalances(db: DbOrTx, bookingIds: readonly number[]): Promise<Map<number, BookingBalance>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ booking: bookings, checkoutStatus: checkouts.status })
    .from(bookings)
    .innerJoin(checkouts, eq(checkouts.id, bookings.checkoutId))
    .where(inArray(bookings.id, [...bookingIds]));
  return new Map(rows.map((row) => [row.booking.id, balanceOf(row)]));
}

/** The balance of a booking row already read with its checkout's status. */
export function balanceOf({ booking, checkoutStatus }: Pick<BookingWithCheckout, 'booking' | 'checkoutStatus'>): {
  amountPaidFils: Fils;
  balanceDueFils: Fils;
} {
  const paymentStatus = paymentStatusOfBooking(booking, checkoutStatus);
  return { amountPaidFils: booking.paidFils, balanceDueFils: balanceDueFils({ ...booking, paymentStatus }) };
}
