import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_MESSAGES } from '@shop/domain/contracts/common';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { bulkInvoices, bulkStoreInvoices, getList, planOf, walkByCursor } from '../helpers/paging-factories';
import { rowsOf } from '../../src/lib/rows';

/** Invoices and store invoices past the count cap (10,000; 200 for a search). */
let t: TestApp;
let superadmin: Record<string, string>;
const COUNT = 10_020;
const KHANS = 230;
beforeAll(async () => {
  t = await buildTestApp();
  superadmin = (await headersByRole(t.ctx)).superadmin;
  await bulkInvoices(t.ctx, { count: COUNT, searchable: KHANS });
  await bulkStoreInvoices(t.ctx, { count: COUNT, searchable: KHANS });
}, 120_000);
afterAll(async () => t?.close());

const lists = [
  {
    name: 'GET /api/admin/invoices',
    url: '/api/admin/invoices?pageSize=10',
    table: sql`invoices`,
    time: sql`transaction_date`,
    index: 'invoices_transaction_date_idx',
    key: 'invoice_number',
  },
  {
    name: 'GET /api/bigcommerce-invoices/metadata',
    url: '/api/bigcommerce-invoices/metadata?pageSize=10',
    table: sql`store_invoices`,
    time: sql`created_at`,
    index: 'store_invoices_created_idx',
    key: 'invoice_number',
  },
] as const;

describe.each(lists)(`$name at ${COUNT} rows (${engine})`, (list) => {
  type Item = Record<string, string | number>;
  const numbers = (items: Item[]) => items.map((i) => i[list.key]);
  async function newestFirst(where = sql`true`, limit = COUNT) {
    const rows = rowsOf<{ n: string }>(
      await t.ctx.db.execute(
        sql`SELECT invoice_number AS n FROM ${list.table} WHERE ${where} ORDER BY ${list.time} DESC, id DESC LIMIT ${limit}`,
      ),
    );
    return rows.map((r) => r.n);
  }

  it('caps the total at 10,000 and follows cursors through equal timestamps without gaps or repeats', async () => {
    const first = await getList<Item>(t, superadmin, list.url);
    expect(first).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true, page: 1, pageSize: 10 });
    const { seen } = await walkByCursor<Item>(t, superadmin, list.url, 30);
    expect(numbers(seen)).toEqual(await newestFirst(sql`true`, 300));
  });

  it('opens page 1,000 by number, page 1,001 only after a cursor; a bad cursor is a 400', async () => {
    const deepest = await getList<Item>(t, superadmin, `${list.url}&page=1000`);
    expect(numbers(deepest.items)).toEqual((await newestFirst(sql`true`, 10_000)).slice(9_990));
    expect(deepest).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true });
    const next = await getList<Item>(t, superadmin, `${list.url}&page=1001&cursor=${deepest.nextCursor}`);
    expect(numbers(next.items)).toEqual((await newestFirst(sql`true`, 10_010)).slice(10_000));
    expect(next).toMatchObject({ total: COUNT, totalIsExact: true, hasMore: true });
    for (const query of ['&page=1001', '&cursor=not-a-cursor']) {
      const res = await t.app.inject({ method: 'GET', url: `${list.url}${query}`, headers: superadmin });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(
        query.includes('cursor') ? LIST_MESSAGES.badCursor : LIST_MESSAGES.pageNeedsCursor,
      );
    }
  });

  it('caps a search at 200 and pages it by cursor to its exact end', async () => {
    const url = `${list.url.replace('pageSize=10', 'pageSize=50')}&search=khan`;
    expect(await getList<Item>(t, superadmin, url)).toMatchObject({ total: 200, totalIsExact: false, hasMore: true });
    const { seen, last } = await walkByCursor<Item>(t, superadmin, url, 10);
    expect(numbers(seen)).toEqual(await newestFirst(sql`customer_name = 'Imran Khan'`));
    expect(last).toMatchObject({ page: 5, total: KHANS, totalIsExact: true, hasMore: false, nextCursor: null });
    const uneven = await getList<Item>(t, superadmin, `${url.replace('pageSize=50', 'pageSize=30')}&page=7`);
    expect(numbers(uneven.items)).toEqual(numbers(seen).slice(180, 210));
    expect(uneven).toMatchObject({ total: 200, totalIsExact: false, hasMore: true });
    const tooDeep = await t.app.inject({ method: 'GET', url: `${url}&page=9`, headers: superadmin });
    expect(tooDeep.statusCode).toBe(400);
    // Customer 1000 and Customer 10000 to 10009: a short search has every page, empty past its end.
    const beyond = await getList<Item>(t, superadmin, `${url.replace('search=khan', 'search=customer%201000')}&page=9`);
    expect(beyond).toMatchObject({ items: [], total: 11, totalIsExact: true, hasMore: false, nextCursor: null });
  });

  it('plans the page on the date index', async () => {
    const plan = await planOf(
      t.ctx,
      sql`SELECT id FROM ${list.table} WHERE (${list.time}, id) < (now(), 1) ORDER BY ${list.time} DESC, id DESC LIMIT 11`,
    );
    expect(plan).toContain(list.index);
    expect(plan).not.toContain('"Seq Scan"');
  });
});
