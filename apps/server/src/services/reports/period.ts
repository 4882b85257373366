import { sql, type SQL } from 'drizzle-orm';
import type { Store } from '@shop/domain/pickup';
import { shopDayRangeUtc } from '@shop/domain/shop-days';

/** A report's period as SQL parameters: the UTC bounds of its Dubai days, and the store filter on jobs `j`. */
export interface ReportPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
  store: Store | null;
  /** `AND j.store = …` when a store is chosen, else nothing. */
  storeFilter: SQL;
  /** Bookings `b` at the chosen store: a join to their jobs `j` and the filter, or nothing for every store. */
  storeOfBooking: SQL;
}

export function reportPeriod(query: { from: string; to: string; store?: Store | undefined }): ReportPeriod {
  const { start, end } = shopDayRangeUtc(query.from, query.to);
  const store = query.store ?? null;
  return {
    from: query.from,
    to: query.to,
    start,
    end,
    store,
    storeFilter: store ? sql`AND j.store = ${store}` : sql``,
    storeOfBooking: store ? sql`JOIN jobs j ON j.booking_id = b.id AND j.store = ${store}` : sql``,
  };
}

/** `column` within the period: `start <= column < end`. */
export function within(column: SQL, period: ReportPeriod): SQL {
  return sql`${column} >= ${period.start.toISOString()}::timestamptz AND ${column} < ${period.end.toISOString()}::timestamptz`;
}

/** Hours as a number with one decimal (null stays null). */
export function hours(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Math.round(Number(value) * 10) / 10;
}
