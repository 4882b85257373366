import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIST_MESSAGES } from '@shop/domain/contracts/common';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { bulkBookings, getList, planOf, walkByCursor } from '../helpers/paging-factories';
import { rowsOf } from '../../src/lib/rows';
import { testAppForFile, signedIn } from '../helpers/per-file';

/** Bookings past the count cap (10,000; 200 for a search): capped totals, cursors, deep pages. */
const t = testAppForFile();
const staff = signedIn(t);

const COUNT = 10_050;
let ready: Promise<void> | undefined;
function bookingsLoaded() {
  ready ??= (async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Bulk', lastName: 'Customer' });
    await bulkBookings(t.ctx, { customerId: customer.id, count: COUNT, searchable: 450 });
  })();
  return ready;
}

type Item = { booking_id: number; status: string; racket_name: string };
const idsOf = (items: Item[]) => items.map((i) => i.booking_id);
async function newestFirst(where = sql`true`, limit = COUNT): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await t.ctx.db.execute(
      sql`SELECT id FROM bookings WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
    ),
  );
  return rows.map((r) => Number(r.id));
}

describe(`GET /api/bookings at ${COUNT} bookings (${engine})`, () => {
  it('caps the total at 10,000 and says so, with a next page and its cursor', async () => {
    await bookingsLoaded();
    const body = await getList<Item>(t, staff, '/api/bookings?page=1');
    expect(body).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true, page: 1, pageSize: 5 });
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(idsOf(body.items)).toEqual(await newestFirst(sql`true`, 5));
  }, 120_000);

  it('follows cursors without gaps or repeats where timestamps are equal, matching numbered pages', async () => {
    await bookingsLoaded();
    const { seen, last } = await walkByCursor<Item>(t, staff, '/api/bookings?pageSize=7', 40);
    expect(idsOf(seen)).toEqual(await newestFirst(sql`true`, 280));
    // Counted from the cursor: 273 rows before it and fewer than 10,000 after, so the total is exact.
    expect(last).toMatchObject({ page: 40, hasMore: true, total: COUNT, totalIsExact: true });
    const numbered = await getList<Item>(t, staff, '/api/bookings?pageSize=7&page=40');
    expect(idsOf(numbered.items)).toEqual(idsOf(last.items));
  });

  it('reaches the deepest numbered page below the cap, and past it only by cursor', async () => {
    await bookingsLoaded();
    const deepest = await getList<Item>(t, staff, '/api/bookings?pageSize=10&page=1000');
    expect(idsOf(deepest.items)).toEqual((await newestFirst(sql`true`, 10_000)).slice(9_990));
    expect(deepest).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true });
    const next = await getList<Item>(t, staff, `/api/bookings?pageSize=10&page=1001&cursor=${deepest.nextCursor}`);
    expect(idsOf(next.items)).toEqual((await newestFirst(sql`true`, 10_010)).slice(10_000));
    // Counted again from the cursor: 10,000 before it, 50 after it, exact.
    expect(next).toMatchObject({ total: 10_050, totalIsExact: true, hasMore: true });
    const refused = await t.app.inject({ method: 'GET', url: '/api/bookings?pageSize=10&page=1001', headers: staff });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LIST_MESSAGES.pageNeedsCursor);
  });

  it('walks a filter to its end: exact total, no next page, no cursor; a page beyond the end is empty', async () => {
    await bookingsLoaded();
    const canceled = await newestFirst(sql`status = 'canceled'`);
    const { seen, last } = await walkByCursor<Item>(t, staff, '/api/bookings?status=canceled&pageSize=50', 10);
    expect(idsOf(seen)).toEqual(canceled);
    expect(last).toMatchObject({ page: 5, total: 201, totalIsExact: true, hasMore: false, nextCursor: null });
    const beyond = await getList<Item>(t, staff, '/api/bookings?status=canceled&pageSize=50&page=400');
    expect(beyond).toMatchObject({ items: [], total: 201, totalIsExact: true, hasMore: false, nextCursor: null });
    // A page reaching past the cap on a shorter list: counted, exact (9,849 pending bookings).
    const pending = await newestFirst(sql`status = 'pending'`);
    const last100 = await getList<Item>(t, staff, '/api/bookings?status=pending&pageSize=100&page=99');
    expect(idsOf(last100.items)).toEqual(pending.slice(9_800));
    expect(last100).toMatchObject({ total: 9_849, totalIsExact: true, hasMore: false, nextCursor: null });
    const past = await getList<Item>(t, staff, '/api/bookings?status=pending&pageSize=100&page=100');
    expect(past).toMatchObject({ items: [], total: 9_849, totalIsExact: true, hasMore: false, nextCursor: null });
    const full = await getList<Item>(t, staff, '/api/bookings?pageSize=100&page=100');
    expect(idsOf(full.items)).toEqual((await newestFirst(sql`true`, 10_000)).slice(9_900));
    expect(full).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true });
  });

  it('caps a search at 200 matches and pages it by cursor in order', async () => {
    await bookingsLoaded();
    const first = await getList<Item>(t, staff, '/api/bookings?search=paging%20racket&pageSize=100');
    expect(first).toMatchObject({ total: 200, totalIsExact: false, hasMore: true });
    const { seen, last } = await walkByCursor<Item>(t, staff, '/api/bookings?search=paging%20racket&pageSize=100', 10);
    expect(idsOf(seen)).toEqual(await newestFirst(sql`racket_name LIKE 'Paging Racket %'`));
    expect(last).toMatchObject({ page: 5, total: 450, totalIsExact: true, hasMore: false, nextCursor: null });
    // A page size that does not divide the cap: its last page below the cap reaches past the 201st match.
    const uneven = await getList<Item>(t, staff, '/api/bookings?search=paging%20racket&pageSize=30&page=7');
    expect(idsOf(uneven.items)).toEqual(idsOf(seen).slice(180, 210));
    expect(uneven).toMatchObject({ total: 200, totalIsExact: false, hasMore: true });
    const few = await getList<Item>(t, staff, '/api/bookings?search=paging%20racket%2044');
    expect(few).toMatchObject({ total: 11, totalIsExact: true, hasMore: true }); // 44 and 440..449
  });

  it('answers 400 with a sentence for a cursor it did not give out, and changes nothing', async () => {
    await bookingsLoaded();
    const before = await newestFirst();
    for (const cursor of [
      'abc',
      '1.0',
      'zzzzzzzzzzzzz.1',
      'zzzzzzzzzzzz.1',
      '1xb3m9wqsqo0.1',
      `${'a'.repeat(50)}`,
      '-1.2',
      'hnpp9octmo.lflr.x',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/bookings?cursor=${encodeURIComponent(cursor)}`,
        headers: staff,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message, cursor).toBe(LIST_MESSAGES.badCursor);
    }
    expect(await newestFirst()).toEqual(before);
  });

  it('plans pages and filters on the (time, id) indexes, not a scan and sort', async () => {
    await bookingsLoaded();
    const page = await planOf(
      t.ctx,
      sql`SELECT id FROM bookings WHERE (created_at, id) < (now(), 1) ORDER BY created_at DESC, id DESC LIMIT 6`,
    );
    expect(page).toContain('bookings_created_idx');
    const filtered = await planOf(
      t.ctx,
      sql`SELECT id FROM bookings WHERE status = 'canceled' ORDER BY created_at DESC, id DESC LIMIT 6 OFFSET 100`,
    );
    expect(filtered).toContain('bookings_status_created_idx');
    expect(page + filtered).not.toContain('"Seq Scan"');
  });

  it('walks a common search in the list order on the copy that holds search_text (booking_search), without the heap', async () => {
    await bookingsLoaded();
    await t.ctx.db.execute(sql`VACUUM ANALYZE booking_search`);
    const search = await planOf(
      t.ctx,
      sql`SELECT id, created_at FROM booking_search WHERE search_text LIKE '%bulk customer%'
        ORDER BY created_at DESC, id DESC LIMIT 201`,
    );
    expect(search).toContain('"Index Only Scan"');
    expect(search).toContain('booking_search_walk_idx');
  });
});
