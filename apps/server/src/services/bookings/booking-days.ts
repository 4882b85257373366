import { sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@shop/domain/booking-status';
import type { BookingTotals } from '@shop/domain/contracts/booking-filters';
import { fils, toAed } from '@shop/domain/money';
import type { Store } from '@shop/domain/pickup';
import { shopDayEnd, shopDayStart } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { likePattern } from '../invoices/like-pattern';

/** The bookings list's days (Dubai days of created_at, both included) and store (its job's). */
export interface BookingDayFilter {
  from?: string | undefined;
  to?: string | undefined;
  store?: Store | undefined;
}

/**
 * The days and store as conditions on `bookings` with placeholders (`days_from`, `days_to`, `days_store`) and their
 * values: a range of created_at walks the list's own index (bookings_created_idx); a store is its job's
 * (jobs_booking_store_idx, one index probe per booking walked). `shape` names which are set; `bounded` when both days
 * are (the list's totals are given then).
 */
export function bookingDays(filter: BookingDayFilter) {
  const conditions: SQL[] = [];
  const values: Record<string, unknown> = {};
  if (filter.from) {
    conditions.push(sql`created_at >= ${sql.placeholder('days_from')}::timestamptz`);
    values.days_from = shopDayStart(filter.from).toISOString();
  }
  if (filter.to) {
    conditions.push(sql`created_at < ${sql.placeholder('days_to')}::timestamptz`);
    values.days_to = shopDayEnd(filter.to).toISOString();
  }
  if (filter.store) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM jobs j WHERE j.booking_id = bookings.id AND j.store = ${sql.placeholder('days_store')})`,
    );
    values.days_store = filter.store;
  }
  const shape = `${filter.from ? 'f' : ''}${filter.to ? 't' : ''}${filter.store ? 's' : ''}`;
  return { conditions, values, shape, bounded: Boolean(filter.from && filter.to) };
}

/** The list's filters on bookings `b` with their values written in, for a statement run once (the totals, the CSV). */
export function bookingConditions(filter: BookingListFilter): SQL {
  const parts = [sql`true`];
  if (filter.from) parts.push(sql`b.created_at >= ${shopDayStart(filter.from).toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`b.created_at < ${shopDayEnd(filter.to).toISOString()}::timestamptz`);
  if (filter.store)
    parts.push(sql`EXISTS (SELECT 1 FROM jobs j WHERE j.booking_id = b.id AND j.store = ${filter.store})`);
  if (filter.search) parts.push(sql`b.search_text LIKE ${likePattern(filter.search)}`);
  if (filter.status) parts.push(sql`b.status = ${filter.status}`);
  if (filter.held)
    parts.push(sql`b.checkout_id IN (SELECT id FROM checkouts WHERE status = 'pending' AND held_at IS NOT NULL)`);
  return sql.join(parts, sql` AND `);
}

export type BookingListFilter = BookingDayFilter & { search: string; status: BookingStatus | null; held?: boolean };

/**
 * What the filtered list adds up to: how many bookings (and canceled), the price and fee of those not canceled, what
 * was paid, and the balance due (balanceDueFils: nothing on a canceled one).
 */
export async function bookingTotals(db: DbOrTx, filter: BookingListFilter): Promise<BookingTotals> {
  const [row] = rowsOf<{ n: number; canceled: number; amount: string; paid: string; due: string }>(
    await db.execute(sql`
      SELECT count(*)::int AS n, (count(*) FILTER (WHERE b.status = 'canceled'))::int AS canceled,
             coalesce(sum(b.price_fils + b.pickup_fee_fils) FILTER (WHERE b.status <> 'canceled'), 0)::bigint::text AS amount,
             coalesce(sum(b.paid_fils), 0)::bigint::text AS paid,
             coalesce(sum(CASE WHEN b.status = 'canceled' THEN 0
                               ELSE greatest(0, b.price_fils + b.pickup_fee_fils - b.paid_fils) END), 0)::bigint::text AS due
        FROM bookings b WHERE ${bookingConditions(filter)}`),
  );
  return {
    bookings: Number(row?.n ?? 0),
    canceled: Number(row?.canceled ?? 0),
    amount: toAed(fils(Number(row?.amount ?? 0))),
    paid: toAed(fils(Number(row?.paid ?? 0))),
    balance_due: toAed(fils(Number(row?.due ?? 0))),
  };
}
