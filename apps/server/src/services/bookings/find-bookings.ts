import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingListResponse } from '@shop/domain/contracts/bookings';
import type { BookingStatus } from '@shop/domain/booking-status';
import type { DbOrTx } from '../../db/client';
import { bookings, checkouts } from '../../db/schema';
import { likePattern } from '../invoices/like-pattern';
import { bookingWithCheckoutColumns, toBookingListItem } from './booking-view';

/**
 * A page of bookings, newest first. The search matches booking id, customer name, email, phone,
 * racket and service name anywhere (case-insensitive, on the trigram-indexed search_text).
 */
export async function findBookings(
  db: DbOrTx,
  options: { search: string; page: number; pageSize: number; status: BookingStatus | '' | 'all' },
): Promise<BookingListResponse> {
  const conditions: SQL[] = [];
  if (options.search) conditions.push(sql`${bookings.searchText} LIKE ${likePattern(options.search)}`);
  if (options.status && options.status !== 'all') conditions.push(eq(bookings.status, options.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({ ...bookingWithCheckoutColumns, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(bookings)
    .innerJoin(checkouts, eq(checkouts.id, bookings.checkoutId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && options.page > 1) {
    const [count] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(bookings).where(where);
    total = count?.total ?? 0;
  }
  return { items: rows.map(toBookingListItem), total, page: options.page, pageSize: options.pageSize };
}
