import { sql, type SQL } from 'drizzle-orm';
import type { Store } from '@shop/domain/pickup';
import { shopDayRangeUtc } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

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

/**
 * A figure's statement and how its rows make the figure: read alone (`readFigure`), or with the others of the
 * summary in one statement (get-summary.ts: one round trip instead of five).
 */
export interface Figure<T, R = unknown> {
  query: SQL;
  from(rows: R[]): T;
}

export async function readFigure<T, R>(db: DbOrTx, figure: Figure<T, R>): Promise<T> {
  return figure.from(rowsOf<R>(await db.execute(figure.query)));
}
