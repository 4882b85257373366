import type { PageEnvelope } from '@shop/domain/contracts/common';
import { expect } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import { rowsOf } from '../../src/lib/rows';
import type { TestApp } from './app';

/**
 * Many rows at once with SQL generate_series (lists are tested past their count caps). Timestamps
 * come in threes with the same microsecond-precise value (row g is g / 3 whole seconds before the
 * base, integer division), so keyset paging must break ties by id.
 */
export const BULK_BASE = "timestamptz '2026-03-01 10:00:00.123456+00'";
const createdAt = (column: string) => sql.raw(`${BULK_BASE} - ((${column} / 3) * interval '1 second')`);

/**
 * `count` bookings of one customer; every 50th is canceled (or all are completed), the first `searchable` are on
 * racket "Paging Racket".
 */
/**
 * One statement of a bulk load, without the statement timeout the app's connections carry (30 s in the tests): ten
 * thousand rows with their triggers are set-up, not a request, and a loaded machine must not fail a test there.
 */
async function seed(ctx: Pick<AppContext, 'db'>, statement: SQL): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await tx.execute(statement);
  });
}

export async function bulkBookings(
  ctx: Pick<AppContext, 'db'>,
  options: { customerId: number; count: number; searchable: number; allCompleted?: boolean },
) {
  const status = options.allCompleted
    ? sql`'completed', 'in-store', NULL, c.created_at`
    : sql`CASE WHEN g % 50 = 0 THEN 'canceled' ELSE 'pending' END, 'in-store', CASE WHEN g % 50 = 0 THEN now() END, NULL`;
  await seed(
    ctx,
    sql`
    INSERT INTO checkouts (cart_id, customer_id, status, payment_option, pickup_option, amount_fils, pickup_fee_fils, created_at)
    SELECT 'TXN7' || lpad(g::text, 13, '0'), ${options.customerId}, 'in-store', 'in-store', 'in-store', 5000, 0, ${createdAt('g')}
    FROM generate_series(1, ${options.count}) AS g`,
  );
  await seed(
    ctx,
    sql`
    INSERT INTO bookings (checkout_id, customer_id, customer_name, service_kind, string_id, service_name, service_type, racket_name,
      booking_date, pickup_option, instore_location, price_fils, status, payment_option, canceled_at, completed_at, created_at)
    SELECT c.id, ${options.customerId}, 'Bulk Customer', 'string', 1, 'Regular stringing', 'Regular',
      CASE WHEN g <= ${options.searchable} THEN 'Paging Racket ' || g ELSE 'Other ' || g END,
      DATE '2026-03-01', 'in-store', 'Marina Store', 5000,
      ${status}, c.created_at
    FROM generate_series(1, ${options.count}) AS g JOIN checkouts c ON c.cart_id = 'TXN7' || lpad(g::text, 13, '0')`,
  );
  await seed(ctx, sql`ANALYZE checkouts`);
  await seed(ctx, sql`ANALYZE bookings`);
}

/** `count` invoices; the first `searchable` are Khan's. */
export async function bulkInvoices(ctx: Pick<AppContext, 'db'>, options: { count: number; searchable: number }) {
  await seed(
    ctx,
    sql`
    INSERT INTO invoices (invoice_number, customer_name, amount_fils, vat_fils, description, transaction_id, payment_method, source_key, transaction_date)
    SELECT 'INV-B' || g, CASE WHEN g <= ${options.searchable} THEN 'Imran Khan' ELSE 'Customer ' || g END, 10500, 500,
      'Regular stringing', 'TXN8' || lpad(g::text, 13, '0'), 'online', 'bulk:' || g, ${createdAt('g')}
    FROM generate_series(1, ${options.count}) AS g`,
  );
  await seed(ctx, sql`ANALYZE invoices`);
}

/** `count` store invoices; the first `searchable` are Khan's. */
export async function bulkStoreInvoices(ctx: Pick<AppContext, 'db'>, options: { count: number; searchable: number }) {
  await seed(
    ctx,
    sql`
    INSERT INTO store_invoices (order_id, invoice_number, customer_name, order_date, created_at)
    SELECT 500000 + g, 'SI-B' || g, CASE WHEN g <= ${options.searchable} THEN 'Imran Khan' ELSE 'Customer ' || g END, ${createdAt('g')}, ${createdAt('g')}
    FROM generate_series(1, ${options.count}) AS g`,
  );
  await seed(ctx, sql`ANALYZE store_invoices`);
}

/** `count` customers with ids from `firstId`; the first `searchable` are called Khan. */
export async function bulkCustomers(
  ctx: Pick<AppContext, 'db'>,
  options: { firstId: number; count: number; searchable: number },
) {
  await seed(
    ctx,
    sql`
    INSERT INTO customers (id, first_name, last_name, email, phone)
    SELECT ${options.firstId} + g, 'Bulk', CASE WHEN g <= ${options.searchable} THEN 'Khan' ELSE 'Person' || g END,
      'bulk' || g || '@paging.test', '+971 52 ' || lpad(g::text, 7, '0')
    FROM generate_series(1, ${options.count}) AS g`,
  );
  await seed(ctx, sql`ANALYZE customers`);
}

/** A list answer: the domain's page envelope. */
export type ListBody<T> = PageEnvelope<T>;

/** GET `url` (which already has a ?) as `headers`, answering the JSON body of a 200. */
export async function getList<T>(t: TestApp, headers: Record<string, string>, url: string): Promise<ListBody<T>> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** Follows nextCursor from page 1 for `pages` pages (or to the end), answering every item and the last body. */
export async function walkByCursor<T>(t: TestApp, headers: Record<string, string>, url: string, pages: number) {
  const seen: T[] = [];
  let body = await getList<T>(t, headers, url);
  seen.push(...body.items);
  for (let page = 2; page <= pages && body.nextCursor; page += 1) {
    body = await getList<T>(t, headers, `${url}&page=${page}&cursor=${encodeURIComponent(body.nextCursor)}`);
    seen.push(...body.items);
  }
  return { seen, last: body };
}

/** The plan PostgreSQL chooses for `query`, as JSON text (no timing: EXPLAIN without ANALYZE). */
export async function planOf(ctx: Pick<AppContext, 'db'>, query: ReturnType<typeof sql>): Promise<string> {
  return JSON.stringify(rowsOf(await ctx.db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`)));
}

type HourCount = { hour: string; n: number };

/** The bookings per UTC hour of created_at, counted from the bookings, and as list_hours (migration 0055) says. */
export async function hoursBothWays(ctx: Pick<AppContext, 'db'>): Promise<{ counted: HourCount[]; kept: HourCount[] }> {
  const counted = rowsOf<HourCount>(
    await ctx.db.execute(sql`SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC')::text AS hour, count(*)::int AS n
      FROM bookings GROUP BY 1 ORDER BY 1`),
  );
  const kept = rowsOf<HourCount>(
    await ctx.db.execute(sql`SELECT hour::text AS hour, sum(n)::int AS n FROM list_hours WHERE list = 'bookings'
      GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`),
  );
  return { counted, kept };
}
