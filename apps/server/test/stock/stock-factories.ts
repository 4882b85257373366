import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import type { TestApp } from '../helpers/app';

type Headers = Record<string, string>;

export const getStock = (t: Pick<TestApp, 'app'>, headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/stock', headers });

export const receive = (t: Pick<TestApp, 'app'>, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/stock/receipts', headers, payload: payload as object });

export const adjust = (t: Pick<TestApp, 'app'>, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/stock/adjustments', headers, payload: payload as object });

export const ledger = (t: Pick<TestApp, 'app'>, headers: Headers, stringId: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/stock/${stringId}/ledger`, headers });

/** A string's stock in metres as GET /api/stock shows it. */
export async function metresOf(t: Pick<TestApp, 'app'>, headers: Headers, stringId: number) {
  const items = (await getStock(t, headers)).json() as { string_id: number; metres: number; status: string }[];
  return items.find((i) => i.string_id === stringId)!;
}

/** Sets a string's stock to exactly `metres` with one adjustment (as a count would). */
export async function setStock(t: Pick<TestApp, 'app'>, admin: Headers, stringId: number, metres: number) {
  const now = (await metresOf(t, admin, stringId)).metres;
  const delta = Math.round((metres - now) * 100) / 100;
  if (delta === 0) return;
  const res = await adjust(t, admin, { string_id: stringId, metres: delta, reason: 'Counted the shelf' });
  if (res.statusCode !== 201) throw new Error(`adjust failed: ${res.statusCode} ${res.body}`);
}

/** Rows the stock writes: a refused call leaves them unchanged. */
export async function stockFootprint(t: Pick<TestApp, 'ctx'>) {
  const [row] = rowsOf<{ entries: number; notified: number; low: number; emails: number }>(
    await t.ctx.db.execute(sql`
      SELECT (SELECT count(*)::int FROM string_stock_ledger) AS entries,
             (SELECT count(*)::int FROM string_stock WHERE low_notified) AS notified,
             (SELECT count(*)::int FROM notifications WHERE kind = 'stock_low') AS low,
             (SELECT count(*)::int FROM email_outbox WHERE kind = 'stock_low') AS emails`),
  );
  return row!;
}

/**
 * Strings whose running total (string_stock.stock_cm, kept by the ledger's triggers) differs from the sum of their
 * ledger: none, after any move.
 */
export async function totalsOffLedger(t: Pick<TestApp, 'ctx'>) {
  return rowsOf<{ string_id: number; stock_cm: number; ledger_cm: number }>(
    await t.ctx.db.execute(sql`
      SELECT s.string_id, s.stock_cm, coalesce(sum(l.delta_cm), 0)::int AS ledger_cm
      FROM string_stock s LEFT JOIN string_stock_ledger l ON l.string_id = s.string_id
      GROUP BY s.string_id HAVING s.stock_cm <> coalesce(sum(l.delta_cm), 0)`),
  );
}

/** The low-stock notifications' messages, oldest first. */
export async function lowNotices(t: Pick<TestApp, 'ctx'>) {
  return rowsOf<{ message: string }>(
    await t.ctx.db.execute(sql`SELECT message FROM notifications WHERE kind = 'stock_low' ORDER BY id`),
  ).map((r) => r.message);
}

/** How many approved admins and superadmins there are (each gets the low-stock email). */
export async function adminCount(t: Pick<TestApp, 'ctx'>) {
  const [row] = rowsOf<{ n: number }>(
    await t.ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM staff_users WHERE request_status = 'approved' AND role IN ('admin', 'superadmin')`,
    ),
  );
  return row!.n;
}

export const setThreshold = (t: Pick<TestApp, 'app'>, headers: Headers, stringId: number | string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/stock/${stringId}/threshold`, headers, payload: payload as object });

/** Every string's threshold in centimetres, by id: a refused call leaves them unchanged. */
export async function thresholds(t: Pick<TestApp, 'ctx'>) {
  return rowsOf<{ string_id: number; threshold_cm: number }>(
    await t.ctx.db.execute(sql`SELECT string_id, threshold_cm FROM string_stock ORDER BY string_id`),
  );
}
