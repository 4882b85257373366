import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_MESSAGES } from '@shop/domain/contracts/common';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { bulkCustomers, getList, walkByCursor } from '../helpers/paging-factories';
import { rowsOf } from '../../src/lib/rows';

/** Customers past the count cap (10,000; 200 for a search), ordered by id with an exact id first. */
let t: TestApp;
let staff: Record<string, string>;
const COUNT = 10_050;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await authHeaders(t.ctx, 'staff');
  await bulkCustomers(t.ctx, { firstId: 0, count: COUNT, searchable: 250 });
}, 120_000);
afterAll(async () => t?.close());

type Item = { id: number };
const idsOf = (items: Item[]) => items.map((i) => i.id);
async function idsWhere(where = sql`true`, limit = COUNT) {
  return rowsOf<{ id: number }>(
    await t.ctx.db.execute(sql`SELECT id FROM customers WHERE ${where} ORDER BY id LIMIT ${limit}`),
  ).map((r) => Number(r.id));
}

describe(`GET /api/admin/customers at ${COUNT} customers (${engine})`, () => {
  it('caps the total at 10,000 and follows cursors in id order, as numbered pages are', async () => {
    const first = await getList<Item>(t, staff, '/api/admin/customers?page=1');
    expect(first).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true, pageSize: 10 });
    const { seen, last } = await walkByCursor<Item>(t, staff, '/api/admin/customers?pageSize=10', 25);
    expect(idsOf(seen)).toEqual(await idsWhere(sql`true`, 250));
    expect(idsOf((await getList<Item>(t, staff, '/api/admin/customers?page=25')).items)).toEqual(idsOf(last.items));
  });

  it('opens page 1,000 by number and page 1,001 after its cursor; refuses 1,001 by number and a bad cursor', async () => {
    const deepest = await getList<Item>(t, staff, '/api/admin/customers?page=1000');
    expect(idsOf(deepest.items)).toEqual((await idsWhere(sql`true`, 10_000)).slice(9_990));
    expect(deepest).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true });
    const next = await getList<Item>(t, staff, `/api/admin/customers?page=1001&cursor=${deepest.nextCursor}`);
    expect(idsOf(next.items)).toEqual((await idsWhere(sql`true`, 10_010)).slice(10_000));
    expect(next).toMatchObject({ total: COUNT, totalIsExact: true, hasMore: true });
    for (const [query, message] of [
      ['page=1001', LIST_MESSAGES.pageNeedsCursor],
      ['cursor=%3F%3F', LIST_MESSAGES.badCursor],
      ['cursor=hnpp9octmo.lflr', LIST_MESSAGES.badCursor],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/customers?${query}`, headers: staff });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('caps a name search at 200 and walks it to its exact end', async () => {
    expect(await getList<Item>(t, staff, '/api/admin/customers?search=khan')).toMatchObject({
      total: 200,
      totalIsExact: false,
      hasMore: true,
    });
    const { seen, last } = await walkByCursor<Item>(t, staff, '/api/admin/customers?search=khan&pageSize=100', 5);
    expect(idsOf(seen)).toEqual(await idsWhere(sql`last_name = 'Khan'`));
    expect(last).toMatchObject({ page: 3, total: 250, totalIsExact: true, hasMore: false, nextCursor: null });
    const uneven = await getList<Item>(t, staff, '/api/admin/customers?search=khan&pageSize=30&page=7');
    expect(idsOf(uneven.items)).toEqual(idsOf(seen).slice(180, 210));
    expect(uneven).toMatchObject({ total: 200, totalIsExact: false, hasMore: true });
  });

  it('keeps an exact id first, then the other matches in id order, by number and by cursor (one a page)', async () => {
    const others = (await idsWhere(sql`search_text LIKE '%123%'`)).filter((id) => id !== 123);
    const numbered = await getList<Item>(t, staff, '/api/admin/customers?search=123&pageSize=20');
    expect(idsOf(numbered.items)).toEqual([123, ...others.slice(0, 19)]);
    const { seen } = await walkByCursor<Item>(t, staff, '/api/admin/customers?search=123&pageSize=1', 20);
    expect(idsOf(seen)).toEqual(idsOf(numbered.items));
  });
});
