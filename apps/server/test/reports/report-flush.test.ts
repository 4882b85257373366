import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings, checkouts, jobs } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { monthBooking } from './month-factories';
import { expectTotalsAsCounted } from './report-days-check';

/**
 * The recount at commit runs once per transaction (migration 0033, docs/decisions/reports.md, "A cheaper recount at
 * commit"): only the transaction's first mark queues it. A rolled back savepoint gives its marks and its queued recount
 * back together, and a recount run early (SET CONSTRAINTS ... IMMEDIATE) leaves later writes to one more recount.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const MARCH = ['2026-03-01', '2026-03-31'] as const;

async function threeBookings() {
  const customerId = (await buildCustomer(t.ctx)).id;
  const base = { customerId, itemId: 2, store: 'Marina Store' as const, priceAed: 150 };
  return Promise.all([
    monthBooking(t, { ...base, paidOnlineAt: '2026-03-04T10:00:00Z', receivedAt: '2026-03-04T09:00:00Z' }),
    monthBooking(t, { ...base, paidInStoreAt: '2026-03-05T10:00:00Z', receivedAt: '2026-03-05T09:00:00Z' }),
    monthBooking(t, { ...base, unpaidOnline: true, receivedAt: '2026-03-06T09:00:00Z' }),
  ]);
}

const queued = async (tx: Pick<TestApp['ctx']['db'], 'execute'>) =>
  rowsOf<{ on: string | null }>(await tx.execute(sql`SELECT current_setting('report.flush_queued', true) AS on`))[0]!
    .on;

describe(`the recount at commit (${engine})`, () => {
  it('counts every booking a transaction wrote, in several tables, with one queued recount', async () => {
    const [paid, counter, unpaid] = await threeBookings();
    const [first] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, unpaid));
    await t.ctx.db.transaction(async (tx) => {
      expect(await queued(tx)).not.toBe('on');
      await tx.update(jobs).set({ racketPattern: '16x18' }).where(eq(jobs.bookingId, paid));
      expect(await queued(tx)).toBe('on');
      await tx.update(jobs).set({ store: 'Jumeirah Store' }).where(eq(jobs.bookingId, counter));
      await tx
        .update(checkouts)
        .set({ paidAt: new Date('2026-03-07T10:00:00Z'), status: 'paid' })
        .where(eq(checkouts.id, first!.checkoutId));
      await tx.update(jobs).set({ express: true }).where(eq(jobs.bookingId, unpaid));
    });
    await expectTotalsAsCounted(t.ctx.db, ...MARCH);
    expect(rowsOf(await t.ctx.db.execute(sql`SELECT * FROM report_dirty`))).toEqual([]);
  });

  it('forgets the marks of a rolled back savepoint, even when it made the first mark', async () => {
    const [paid, counter] = await threeBookings();
    await t.ctx.db.transaction(async (tx) => {
      await tx
        .transaction(async (sp) => {
          await sp.update(jobs).set({ racketPattern: '18x16' }).where(eq(jobs.bookingId, paid));
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await queued(tx)).not.toBe('on');
      await tx.update(jobs).set({ store: 'Bluewaters Store' }).where(eq(jobs.bookingId, counter));
      await tx
        .transaction(async (sp) => {
          await sp.update(jobs).set({ store: 'Jumeirah Store' }).where(eq(jobs.bookingId, paid));
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await queued(tx)).toBe('on');
    });
    const [kept] = await t.ctx.db.select().from(jobs).where(eq(jobs.bookingId, paid));
    expect(kept!.racketPattern).toBeNull();
    await expectTotalsAsCounted(t.ctx.db, ...MARCH);
  });

  it('recounts again the writes after a recount run early', async () => {
    const [paid, counter, unpaid] = await threeBookings();
    await t.ctx.db.transaction(async (tx) => {
      await tx.update(jobs).set({ racketPattern: '16x20' }).where(eq(jobs.bookingId, paid));
      await tx.execute(sql`SET CONSTRAINTS report_flush IMMEDIATE`);
      expect(await queued(tx)).not.toBe('on');
      await tx.execute(sql`SET CONSTRAINTS report_flush DEFERRED`);
      await tx.update(jobs).set({ store: 'Jumeirah Store' }).where(eq(jobs.bookingId, counter));
      await tx
        .update(bookings)
        .set({ status: 'canceled', canceledAt: new Date('2026-03-08T10:00:00Z') })
        .where(eq(bookings.id, unpaid));
    });
    await expectTotalsAsCounted(t.ctx.db, ...MARCH);
    expect(rowsOf(await t.ctx.db.execute(sql`SELECT * FROM report_dirty`))).toEqual([]);
  });
});
