import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { LIST_MESSAGES } from '@shop/domain/contracts/common';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { rowsOf } from '../../src/lib/rows';
import { isKnownLong } from '../../src/services/paging/known-long';

/**
 * Every whole list of a table the app never deletes from (invoices, store invoices, tickets, customers; bookings and
 * the audit trail have their own tests) stops counting on page 1 once it has counted past the cap (10,000): the
 * first answer after the list grew past it is counted, the next ones are remembered, and both say the same.
 */
const t = testAppForFile();
const superadmin = signedIn(t, 'superadmin');
const CAP = 10_000;
let customerId = 0;

/** Rows g of `from`..`to` of each list's table, newest first by g. */
const lists: Array<{
  name: string;
  url: string;
  memo: string;
  table: string;
  rows: (from: number, to: number) => SQL;
}> = [
  {
    name: 'GET /api/admin/invoices',
    url: '/api/admin/invoices',
    memo: 'invoices',
    table: 'invoices',
    rows: (from, to) => sql`
      INSERT INTO invoices (invoice_number, customer_name, amount_fils, vat_fils, description, transaction_id, payment_method, source_key, transaction_date)
      SELECT 'INV-L' || g, 'Customer ' || g, 10500, 500, 'Regular stringing', 'TXN9' || lpad(g::text, 13, '0'), 'online',
        'long:' || g, now() - g * interval '1 minute'
      FROM generate_series(${from}::int, ${to}::int) AS g`,
  },
  {
    name: 'GET /api/bigcommerce-invoices/metadata',
    url: '/api/bigcommerce-invoices/metadata',
    memo: 'store_documents',
    table: 'store_documents',
    rows: (from, to) => sql`
      INSERT INTO store_invoices (order_id, invoice_number, customer_name, order_date, created_at)
      SELECT 600000 + g, 'SI-L' || g, 'Customer ' || g, now(), now() - g * interval '1 minute'
      FROM generate_series(${from}::int, ${to}::int) AS g`,
  },
  {
    name: 'GET /api/support-tickets/tickets',
    url: '/api/support-tickets/tickets',
    memo: 'tickets',
    table: 'tickets',
    rows: (from, to) => sql`
      INSERT INTO tickets (customer_id, subject, description, issue_type, priority_level, created_at)
      SELECT ${customerId}::int, 'Subject ' || g, 'Strings broke', 'other', 'low', now() - g * interval '1 minute'
      FROM generate_series(${from}::int, ${to}::int) AS g`,
  },
  {
    name: 'GET /api/admin/customers',
    url: '/api/admin/customers',
    memo: 'customers',
    table: 'customers',
    rows: (from, to) => sql`
      INSERT INTO customers (id, first_name, last_name, email, phone)
      SELECT 200000 + g, 'Long', 'Person' || g, 'long' || g || '@paging.test', '+971 52 ' || lpad(g::text, 7, '0')
      FROM generate_series(${from}::int, ${to}::int) AS g`,
  },
];

beforeAll(async () => {
  customerId = (await buildCustomer(t.ctx, { firstName: 'Ticket', lastName: 'Writer' })).id;
});

async function rowCount(table: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`));
  return Number(row?.n ?? 0);
}

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: superadmin });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as { total: number; totalIsExact: boolean; hasMore: boolean; items: unknown[] };
}

describe.each(lists)(`$name, the whole list remembered long (${engine})`, (list) => {
  it('counts the list at the cap every time, then remembers it once past the cap, with the same answer', async () => {
    // Exactly the cap: counted, exact, and nothing remembered.
    await t.ctx.db.execute(list.rows(1, CAP - (await rowCount(list.table))));
    for (let i = 0; i < 2; i += 1) {
      expect(await get(`${list.url}?page=1&pageSize=5`)).toMatchObject({ total: CAP, totalIsExact: true });
      expect(isKnownLong(t.ctx.db, list.memo)).toBe(false);
    }
    // One more row while the app runs: the first page 1 counts past the cap, the next ones are remembered.
    await t.ctx.db.execute(list.rows(CAP + 1, CAP + 1));
    const counted = await get(`${list.url}?page=1&pageSize=5`);
    expect(counted).toMatchObject({ total: CAP, totalIsExact: false, hasMore: true });
    expect(counted.items).toHaveLength(5);
    expect(isKnownLong(t.ctx.db, list.memo)).toBe(true);
    expect(await get(`${list.url}?page=1&pageSize=5`)).toEqual(counted);
    // The deepest numbered page walks its page only; one past it is refused without a count.
    const deepest = await get(`${list.url}?page=2000&pageSize=5`);
    expect(deepest).toMatchObject({ total: CAP, totalIsExact: false, hasMore: true });
    expect(deepest.items).toHaveLength(5);
    const refused = await t.app.inject({ method: 'GET', url: `${list.url}?page=2001&pageSize=5`, headers: superadmin });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LIST_MESSAGES.pageNeedsCursor);
  }, 120_000);
});

describe(`GET /api/admin/invoices, the deep numbered pages from their hour (${engine})`, () => {
  it('answers the rows the walk from the top gives, the hours counted by list_hours (migration 0055)', async () => {
    // 10,001 invoices a minute apart (the test above): about 170 hours; the deep pages start from theirs.
    const counted = rowsOf<{ hour: string; n: number }>(
      await t.ctx.db.execute(sql`SELECT date_trunc('hour', transaction_date AT TIME ZONE 'UTC')::text AS hour,
        count(*)::int AS n FROM invoices GROUP BY 1 ORDER BY 1`),
    );
    const kept = rowsOf<{ hour: string; n: number }>(
      await t.ctx.db.execute(sql`SELECT hour::text AS hour, sum(n)::int AS n FROM list_hours WHERE list = 'invoices'
        GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`),
    );
    expect(kept).toEqual(counted);
    expect(isKnownLong(t.ctx.db, 'invoices')).toBe(true);
    for (const [page, pageSize] of [
      [21, 50],
      [150, 40],
      [2_000, 5],
    ] as const) {
      const walked = rowsOf<{ invoice_number: string }>(
        await t.ctx.db.execute(sql`SELECT invoice_number FROM invoices ORDER BY transaction_date DESC, id DESC
          OFFSET ${(page - 1) * pageSize} LIMIT ${pageSize}`),
      ).map((r) => r.invoice_number);
      const answered = await get(`/api/admin/invoices?page=${page}&pageSize=${pageSize}`);
      expect(answered).toMatchObject({ total: CAP, totalIsExact: false, hasMore: true });
      expect((answered.items as { invoice_number: string }[]).map((i) => i.invoice_number)).toEqual(walked);
    }
  }, 60_000);
});

describe(`GET /api/admin/customers, the deep numbered pages from their block of ids (${engine})`, () => {
  it('answers the rows the walk from the start gives, the blocks counted by list_blocks (migration 0057)', async () => {
    // The 10,001 customers of the test above (ids from 200,001) and the writer; 700 more with ids in two other blocks,
    // written while the app runs, so blocks are uneven and the deep pages start from several.
    await t.ctx.db.execute(sql`
      INSERT INTO customers (id, first_name, last_name, email, phone)
      SELECT g, 'Block', 'Person' || g, 'block' || g || '@paging.test', '+971 53 ' || lpad(g::text, 7, '0')
      FROM generate_series(1, 700) AS i, LATERAL (SELECT CASE WHEN i <= 400 THEN 5000 + i ELSE 150990 + i END AS g) x`);
    const counted = rowsOf<{ block: number; n: number }>(
      await t.ctx.db.execute(sql`SELECT id / 1000 AS block, count(*)::int AS n FROM customers GROUP BY 1 ORDER BY 1`),
    );
    const kept = rowsOf<{ block: number; n: number }>(
      await t.ctx.db.execute(sql`SELECT block, sum(n)::int AS n FROM list_blocks WHERE list = 'customers'
        GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1`),
    );
    expect(kept).toEqual(counted);
    expect(isKnownLong(t.ctx.db, 'customers')).toBe(true);
    for (const [page, pageSize] of [
      [21, 50],
      [22, 50],
      [150, 40],
      [2_000, 5],
      [500, 20],
    ] as const) {
      const walked = rowsOf<{ id: number }>(
        await t.ctx.db.execute(
          sql`SELECT id FROM customers ORDER BY id OFFSET ${(page - 1) * pageSize} LIMIT ${pageSize}`,
        ),
      ).map((r) => Number(r.id));
      const answered = await get(`/api/admin/customers?page=${page}&pageSize=${pageSize}`);
      expect(answered).toMatchObject({ total: CAP, totalIsExact: false, hasMore: true });
      expect((answered.items as { id: number }[]).map((i) => i.id)).toEqual(walked);
    }
  }, 60_000);
});
