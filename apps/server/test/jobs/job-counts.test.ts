import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { cancelBooking, payInStore } from '../helpers/cancellation-factories';
import { stringLine } from '../helpers/bookings-factories';
import { countsBothWays, moveJob } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const bench = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers: staff });
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; totalIsExact: boolean; hasMore: boolean; items: { job_id: number }[] };
};

describe(`the bench's count of jobs per stage and store (${engine})`, () => {
  it('stays equal to the jobs through booking, Start, Ready, a move of store, a cancellation and a deletion', async () => {
    const customer = await buildCustomer(t.ctx);
    const ids = await payInStore(t, staff, [
      stringLine(customer.id, { instore_location: 'Marina Store' }),
      stringLine(customer.id, { instore_location: 'Marina Store' }),
      stringLine(customer.id, { instore_location: 'Jumeirah Store' }),
      stringLine(customer.id, { instore_location: 'Jumeirah Store' }),
    ]);
    const [a, b, c, d] = ids as [number, number, number, number];
    expect((await moveJob(t, a, staff, { stage: 'in_progress' })).statusCode).toBe(200);
    expect((await moveJob(t, b, staff, { stage: 'in_progress' })).statusCode).toBe(200);
    expect((await moveJob(t, b, staff, { stage: 'ready' })).statusCode).toBe(200);
    expect((await cancelBooking(t, c, staff)).statusCode).toBe(200);
    await t.ctx.db.execute(sql`UPDATE jobs SET store = 'Bluewaters Store' WHERE booking_id = ${a}`);
    await t.ctx.db.execute(sql`UPDATE jobs SET notes = 'No stencil' WHERE booking_id = ${d}`);
    const { counted, kept } = await countsBothWays(t.ctx.db);
    expect(kept).toEqual(counted);
    expect(counted.length).toBeGreaterThan(0);

    await t.ctx.db.execute(sql`DELETE FROM jobs WHERE booking_id = ${d}`);
    const after = await countsBothWays(t.ctx.db);
    expect(after.kept).toEqual(after.counted);
  });

  it("gives each filtered bench page the list's own total, page by page", async () => {
    const customer = await buildCustomer(t.ctx);
    await payInStore(
      t,
      staff,
      Array.from({ length: 5 }, () => stringLine(customer.id, { instore_location: 'Marina Store' })),
    );
    const [open] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM jobs WHERE stage IN ('received', 'in_progress', 'ready')`,
      ),
    );
    const [marina] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM jobs WHERE stage = 'received' AND store = 'Marina Store'`,
      ),
    );
    expect(await bench('page=1&pageSize=2')).toMatchObject({ total: open!.n, totalIsExact: true, hasMore: true });
    const filtered = `stage=received&store=${encodeURIComponent('Marina Store')}&pageSize=2`;
    const first = await bench(`${filtered}&page=1`);
    expect(first).toMatchObject({ total: marina!.n, totalIsExact: true, hasMore: true });
    const last = Math.ceil(marina!.n / 2);
    const end = await bench(`${filtered}&page=${last}`);
    expect(end).toMatchObject({ total: marina!.n, hasMore: false });
    expect(end.items).toHaveLength(marina!.n - 2 * (last - 1));
    expect(await bench(`${filtered}&page=${last + 1}`)).toMatchObject({ items: [], total: marina!.n });
  });
});
