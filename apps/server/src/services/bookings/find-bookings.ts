import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BookingListResponse } from '@shop/domain/contracts/bookings';
import type { BookingStatus } from '@shop/domain/booking-status';
import type { BookingPaymentFilter } from '@shop/domain/contracts/held-payments';
import type { DbOrTx } from '../../db/client';
import { bookings, checkouts } from '../../db/schema';
import { likePattern } from '../invoices/like-pattern';
import { datedPageIds } from '../paging/dated-page';
import type { PagingQuery } from '../paging/page-outcome';
import { bookingWithCheckoutColumns, toBookingListItem } from './booking-view';
import { cancellationViews } from './cancellation-views';

/**
 * A page of bookings, newest first. The search matches booking id, customer name, email, phone,
 * racket and service name anywhere (case-insensitive, on the trigram-indexed search_text).
 * payment=held keeps the bookings of checkouts whose payment the provider holds: they are found
 * from the few held checkouts (partial index checkouts_held_idx) through bookings_checkout_idx.
 * The page's ids are picked on the narrow indexes first; only those rows are joined to their checkout.
 */
export async function findBookings(
  db: DbOrTx,
  options: PagingQuery & {
    search: string;
    status: BookingStatus | '' | 'all';
    payment?: BookingPaymentFilter | '' | 'all';
  },
): Promise<BookingListResponse> {
  const conditions: SQL[] = [];
  if (options.search) conditions.push(sql`search_text LIKE ${likePattern(options.search)}`);
  if (options.status && options.status !== 'all') conditions.push(sql`status = ${options.status}`);
  if (options.payment === 'held')
    conditions.push(sql`checkout_id IN (SELECT id FROM checkouts WHERE status = 'pending' AND held_at IS NOT NULL)`);
  const { ids, ...envelope } = await datedPageIds(
    db,
    { from: sql`bookings`, time: sql`created_at`, id: sql`id`, conditions, search: Boolean(options.search) },
    options,
  );
  const rows = ids.length
    ? await db
        .select(bookingWithCheckoutColumns)
        .from(bookings)
        .innerJoin(checkouts, eq(checkouts.id, bookings.checkoutId))
        .where(inArray(bookings.id, ids))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
    : [];
  const canceled = await cancellationViews(
    db,
    rows.filter((r) => r.booking.status === 'canceled').map((r) => r.booking.id),
  );
  const items = rows.map((row) => ({
    ...toBookingListItem(row),
    cancellation: canceled.get(row.booking.id) ?? null,
  }));
  return { items, ...envelope };
}
