import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildTestApp, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { rowsOf } from '../../src/lib/rows';

/**
 * Customer search stays fast at 100,000 customers: the trigram index serves partial matches, and no
 * statement a search runs scans the whole table (checked on the plans, not on a stopwatch).
 */
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  headers = await authHeaders(t.ctx, 'staff');
  await t.ctx.db.execute(sql`
    INSERT INTO customers (id, first_name, last_name, email, phone)
    SELECT g, 'First' || g, 'Last' || g, 'customer' || g || '@mail.test', '+971 50 ' || lpad(g::text, 7, '0')
    FROM generate_series(1, 100000) AS g`);
  await t.ctx.db.execute(
    sql`INSERT INTO customers (id, first_name, last_name, email, phone) VALUES (100001, 'Hessa', 'Al Falasi', 'hessa.f@example.ae', '+971 55 987 6543')`,
  );
  await t.ctx.db.execute(sql`ANALYZE customers`);
}, 120_000);
afterAll(async () => t?.close());

/** A statement as the driver sent it: its text and its values. */
type Sent = { text: string; values: unknown[] };

/** The list call, and every statement on customers the search sent to the database while answering it. */
async function search(term: string) {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers?search=${encodeURIComponent(term)}`,
      headers,
    });
    const sent = query.mock.calls.map(([config, values]): Sent => {
      const given = config as unknown as string | { text: string; values?: unknown[] };
      return typeof given === 'string'
        ? { text: given, values: (values as unknown[] | undefined) ?? [] }
        : { text: given.text, values: given.values ?? (values as unknown[] | undefined) ?? [] };
    });
    return { res, statements: sent.filter((s) => /\bcustomers\b/.test(s.text)) };
  } finally {
    query.mockRestore();
  }
}

/** The plan PostgreSQL picks for a statement with its values, as JSON text. */
async function planOf(statement: Sent) {
  const pool = (t.ctx.db as unknown as { $client: pg.Pool }).$client;
  return JSON.stringify((await pool.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values)).rows);
}

/** Every statement of a search reads customers through an index (the matches on the trigram one), none scans the whole table. */
async function expectIndexedPlans(statements: Sent[], term: string) {
  expect(statements.length, term).toBeGreaterThan(0);
  const plans = await Promise.all(statements.map(planOf));
  for (const plan of plans) expect(plan, term).not.toContain('"Seq Scan"');
  expect(
    plans.some((plan) => plan.includes('customers_search_trgm_idx')),
    term,
  ).toBe(true);
}

describe('customer search at 100,000 customers (PostgreSQL)', () => {
  it('plans a partial, case-insensitive match on the trigram index, not a scan of the table', async () => {
    const plan = rowsOf<{ 'QUERY PLAN': unknown }>(
      await t.ctx.db.execute(
        sql`EXPLAIN (FORMAT JSON) SELECT count(*) FROM customers WHERE search_text ILIKE ${'%987 654%'}`,
      ),
    );
    const text = JSON.stringify(plan);
    expect(text).toContain('customers_search_trgm_idx');
    expect(text).not.toContain('"Seq Scan"');
  });

  it('finds one customer by part of the phone, the name or the email through the trigram index', async () => {
    for (const term of ['55 987 65', 'al fal', 'HESSA.F@']) {
      const { res, statements } = await search(term);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 1, items: [{ id: 100001, name: 'Hessa Al Falasi' }] });
      await expectIndexedPlans(statements, term);
    }
  });

  it('pages a broad search on indexes and counts every match', async () => {
    const { res, statements } = await search('last9999');
    expect(res.json().total).toBe(11); // Last9999 and Last99990..Last99999
    expect(res.json().items).toHaveLength(10);
    await expectIndexedPlans(statements, 'last9999');
  });
});
