import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { seedDemo } from '../../src/seed';
import { seedStock } from '../../src/seed/stock';
import { listStock } from '../../src/services/stock/stock-levels';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { totalsOffLedger } from './stock-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.ctx);
});
afterAll(async () => t?.close());

const entryCount = async () =>
  rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM string_stock_ledger`))[0]!.n;

describe(`demo string stock (${engine})`, () => {
  it('gives the stock months of ledger: every started job drew once, reels and sets arrived, shelf counts', async () => {
    const kinds = rowsOf<{ kind: string; n: number; people: number }>(
      await t.ctx.db.execute(sql`
        SELECT kind, count(*)::int AS n, count(DISTINCT by_staff)::int AS people
        FROM string_stock_ledger GROUP BY kind ORDER BY kind`),
    );
    const by = Object.fromEntries(kinds.map((k) => [k.kind, k]));
    expect(by.used!.n).toBeGreaterThan(300);
    expect(by.received!.n).toBeGreaterThan(10);
    expect(by.adjusted!.n).toBeGreaterThan(11); // the opening balances and a few counts
    // The demo's stringer drew the history's string (the jobs completed at seeding drew with no one named).
    expect(by.used!.people).toBe(1);
    // Each started job with a stocked string drew: none of the canceled ones, none twice.
    const [jobs] = rowsOf<{ missing: number; canceled: number; months: number }>(
      await t.ctx.db.execute(sql`
        SELECT (SELECT count(*)::int FROM jobs j JOIN bookings b ON b.id = j.booking_id
                 WHERE j.stage IN ('ready', 'collected') AND b.service_kind = 'string'
                   AND NOT EXISTS (SELECT 1 FROM string_stock_ledger l WHERE l.booking_id = j.booking_id)) AS missing,
               (SELECT count(*)::int FROM string_stock_ledger l JOIN jobs j ON j.booking_id = l.booking_id
                 WHERE j.stage = 'canceled') AS canceled,
               (SELECT count(DISTINCT date_trunc('month', at))::int FROM string_stock_ledger) AS months`),
    );
    expect(jobs).toEqual({ missing: 0, canceled: 0, months: expect.any(Number) });
    const [twice] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM (SELECT booking_id, string_id FROM string_stock_ledger
        WHERE kind = 'used' GROUP BY booking_id, string_id HAVING count(*) > 1) d`),
    );
    expect(twice!.n).toBe(0);
    expect(jobs!.months).toBeGreaterThanOrEqual(3);
    // The strings bought in sets receive 12 m sets; the others 200 m reels.
    const sizes = rowsOf<{ string_id: number; delta_cm: number }>(
      await t.ctx.db.execute(sql`SELECT DISTINCT string_id, delta_cm FROM string_stock_ledger WHERE kind = 'received'`),
    );
    for (const s of sizes) expect(s.delta_cm).toBe([4, 10, 11].includes(s.string_id) ? 1200 : 20000);
  });

  it('never goes below zero in time order, and ends as the catalogue showed: three strings low, the rest in stock', async () => {
    const [lowest] = rowsOf<{ min: number }>(
      await t.ctx.db.execute(sql`
        SELECT min(running)::int AS min FROM (
          SELECT sum(delta_cm) OVER (PARTITION BY string_id ORDER BY at, id) AS running FROM string_stock_ledger) r`),
    );
    expect(lowest!.min).toBeGreaterThan(0);
    const stock = await listStock(t.ctx.db);
    expect(stock.filter((s) => s.status === 'Low Stock').map((s) => s.string_id)).toEqual([4, 10, 11]);
    expect(stock.filter((s) => s.status === 'In Stock')).toHaveLength(8);
    // The running totals the ledger's triggers kept while the seed wrote it are the ledger's sums.
    expect(await totalsOffLedger(t)).toEqual([]);
  });

  it('seeds only once', async () => {
    const before = await entryCount();
    await seedStock(t.ctx);
    expect(await entryCount()).toBe(before);
  });
});
