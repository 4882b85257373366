import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { bulkBookings } from '../helpers/paging-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { DUE_COUNT_MEMORY_MS, findJobs } from '../../src/services/jobs/find-jobs';

/**
 * A due list longer than the jobs' count cap (1,000): its first page counts once, then shows "1,000+" without
 * counting for DUE_COUNT_MEMORY_MS by the request's clock, and counts again after. Compared with the same page read on
 * a handle that remembers nothing (a transaction of its own).
 */
const t = testAppForFile();
signedIn(t);

/** 08:00 UTC, noon in Dubai: the shop day ends at 20:00 UTC. Every job below is due between 08:00 and 18:00. */
const at = new Date('2026-11-20T08:00:00.000Z');
const later = (ms: number) => new Date(at.getTime() + ms);
let jobIds: number[] = [];

beforeAll(async () => {
  const customer = await buildCustomer(t.ctx, { firstName: 'Busy', lastName: 'Bench' });
  // 1,050 bookings, of which 1,029 pending (bulkBookings cancels one in fifty): each pending one's received job.
  await bulkBookings(t.ctx, { customerId: customer.id, count: 1_050, searchable: 0 });
  await t.ctx.db.execute(sql`
    INSERT INTO jobs (booking_id, stage, store, express, due_at)
    SELECT id, 'received', 'Marina Store', id % 5 = 0,
           ${at.toISOString()}::timestamptz + make_interval(mins => 1 + (id % 600)::int)
    FROM bookings WHERE customer_id = ${customer.id} AND status = 'pending'`);
  const rows = await t.ctx.db.execute(sql`SELECT booking_id FROM jobs ORDER BY booking_id`);
  jobIds = (rows as unknown as { rows?: { booking_id: number }[] }).rows?.map((r) => Number(r.booking_id)) ?? [];
}, 120_000);

type Filters = Partial<Omit<Parameters<typeof findJobs>[1], 'page' | 'pageSize'>>;
const shape = (page: Awaited<ReturnType<typeof findJobs>>) => ({ ...page, items: page.items.map((i) => i.job_id) });
const listed = async (filters: Filters, now: Date) =>
  shape(await findJobs(t.ctx.db, { page: 1, pageSize: 20, search: '', ...filters }, now));
const counted = async (filters: Filters, now: Date) =>
  shape(await t.ctx.db.transaction((tx) => findJobs(tx, { page: 1, pageSize: 20, search: '', ...filters }, now)));

describe(`GET /api/jobs, a due list past the count's cap (${engine})`, () => {
  it('counts it once, shows it long without counting for a few seconds, then counts again', async () => {
    expect(jobIds.length).toBeGreaterThan(1_000);
    const first = await listed({ due: 'today' }, at);
    expect(first).toMatchObject({ total: 1_000, totalIsExact: false, hasMore: true });
    expect(first).toEqual(await counted({ due: 'today' }, at));

    // 100 jobs leave the list (ready): 929 are left. Within the memory's span the first page still says 1,000+, with
    // the rows as they are now; another filter (a store, a stage) is counted on its own.
    await t.ctx.db.execute(
      sql`UPDATE jobs SET stage = 'ready', ready_at = now() WHERE booking_id IN (SELECT booking_id FROM jobs ORDER BY booking_id LIMIT 100)`,
    );
    const exact = await counted({ due: 'today' }, later(1_000));
    expect(exact).toMatchObject({ total: jobIds.length - 100, totalIsExact: true, hasMore: true });
    const remembered = await listed({ due: 'today' }, later(1_000));
    expect(remembered).toEqual({ ...exact, total: 1_000, totalIsExact: false });
    expect(await listed({ due: 'today', stage: 'received' }, later(1_000))).toEqual(
      await counted({ due: 'today', stage: 'received' }, later(1_000)),
    );
    expect(await listed({ due: 'today', store: 'Jumeirah Store' }, later(1_000))).toMatchObject({
      items: [],
      total: 0,
      totalIsExact: true,
    });

    // Past the span: counted again, exact.
    const after = later(DUE_COUNT_MEMORY_MS + 1);
    expect(await listed({ due: 'today' }, after)).toEqual(await counted({ due: 'today' }, after));
    expect((await listed({ due: 'today' }, after)).total).toBe(jobIds.length - 100);
  }, 60_000);

  it('never remembers a page past the first, nor a list under the cap', async () => {
    const now = later(5 * DUE_COUNT_MEMORY_MS);
    const second = await findJobs(t.ctx.db, { page: 2, pageSize: 20, search: '', due: 'today' }, now);
    const secondCounted = await t.ctx.db.transaction((tx) =>
      findJobs(tx, { page: 2, pageSize: 20, search: '', due: 'today' }, now),
    );
    expect(shape(second)).toEqual(shape(secondCounted));
    expect(second.total).toBe(jobIds.length - 100);
    const overdue = await listed({ due: 'overdue' }, now);
    expect(overdue).toEqual(await counted({ due: 'overdue' }, now));
  });
});
