import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fils } from '@shop/domain/money';
import type { Store } from '@shop/domain/pickup';
import type { Tx } from '../../src/db/client';
import { bookings, instorePayments, jobEvents, jobs } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { issueInvoice } from '../../src/services/invoices/issue-invoice';
import { buildCustomer } from '../helpers/customers-factories';
import { testAppForFile } from '../helpers/per-file';
import { monthBooking } from './month-factories';
import { expectTotalsAsCounted } from './report-days-check';

/**
 * The per-day totals (migrations 0029 and 0051) under concurrent writes on PostgreSQL: transactions that change the same
 * day and store at once, and two that change two days and stores in opposite orders, all commit and keep the
 * totals exact; transactions open at once write to slots of their own (migration 0032).
 */
const t = testAppForFile();

/** Resolves for every caller once `n` callers have arrived, so that transactions overlap for certain. */
function barrier(n: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === n) open();
    return opened;
  };
}

/** A payment at the counter and its tax invoice, as taking a payment writes them. */
async function payAtCounter(tx: Tx, input: { bookingId: number; receiptNumber: string; recordedAt: Date }) {
  const [payment] = await tx
    .insert(instorePayments)
    .values({ ...input, amountFils: fils(15000) })
    .returning();
  await issueInvoice(tx, {
    sourceKey: `instore-payment:${payment!.id}`,
    customerId: (await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)))[0]!.customerId,
    customerName: 'Race Customer',
    customerEmail: '',
    paymentMethod: 'in-store',
    transactionId: input.receiptNumber,
    description: 'Stringing',
    lines: [{ description: 'Stringing', quantity: 1, unitPriceFils: fils(15000) }],
    transactionDate: input.recordedAt,
  });
}

const booking = async (customerId: number, store: Store, receivedAt: string) =>
  monthBooking(t, { customerId, itemId: 2, priceAed: 150, store, receivedAt });

describe('per-day report totals under concurrent writes (PostgreSQL)', () => {
  it('stay exact when transactions pay, finish and cancel jobs of one day and store at once', async () => {
    const customerId = (await buildCustomer(t.ctx)).id;
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await booking(customerId, 'Marina Store', `2026-04-07T0${i}:00:00Z`));
    await expectTotalsAsCounted(t.ctx.db, '2026-04-01', '2026-04-30');
    const together = barrier(ids.length);
    await Promise.all(
      ids.map((id, i) =>
        t.ctx.db.transaction(async (tx) => {
          await payAtCounter(tx, {
            bookingId: id,
            receiptNumber: `RACE-${id}`,
            recordedAt: new Date('2026-04-07T12:00:00Z'),
          });
          await tx.insert(jobEvents).values({
            bookingId: id,
            kind: 'stage',
            what: 'Ready',
            details: { to: 'ready' },
            at: new Date(`2026-04-07T1${i}:00:00Z`),
          });
          await tx
            .update(jobs)
            .set({ stage: i === 0 ? 'canceled' : 'ready' })
            .where(eq(jobs.bookingId, id));
          if (i === 0) await tx.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, id));
          await together();
        }),
      ),
    );
    const april = await expectTotalsAsCounted(t.ctx.db, '2026-04-01', '2026-04-30');
    // Six invoices (the one canceled afterwards kept its invoice: no credit note was issued).
    expect(april.revenue.in_store_payments).toBe(6);
    expect(april.turnaround[0]).toMatchObject({ group: 'all', jobs: 5 });
  });

  it('commit two transactions that change two days and stores in opposite orders, without a deadlock', async () => {
    const customerId = (await buildCustomer(t.ctx)).id;
    const a = await booking(customerId, 'Jumeirah Store', '2026-05-04T08:00:00Z');
    const b = await booking(customerId, 'Bluewaters Store', '2026-05-05T08:00:00Z');
    const c = await booking(customerId, 'Bluewaters Store', '2026-05-05T09:00:00Z');
    const d = await booking(customerId, 'Jumeirah Store', '2026-05-04T09:00:00Z');
    const halfway = barrier(2);
    const atEnd = barrier(2);
    const pay = (id: number) => ({
      bookingId: id,
      receiptNumber: `OPPOSITE-${id}`,
      recordedAt: new Date('2026-05-06T10:00:00Z'),
    });
    const both = await Promise.allSettled(
      [
        [a, b],
        [c, d],
      ].map(([first, second]) =>
        t.ctx.db.transaction(async (tx) => {
          await payAtCounter(tx, pay(first!));
          await tx.update(jobs).set({ stage: 'in_progress' }).where(eq(jobs.bookingId, first!));
          await halfway();
          await payAtCounter(tx, pay(second!));
          await tx.update(jobs).set({ stage: 'in_progress' }).where(eq(jobs.bookingId, second!));
          await atEnd();
        }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const may = await expectTotalsAsCounted(t.ctx.db, '2026-05-01', '2026-05-31');
    expect(may.revenue.in_store_payments).toBe(4);
  });

  it('give transactions open at once slots of their own, kept until they end, and a lone one slot 0', async () => {
    const slotOf = async (tx: Tx) =>
      Number(rowsOf<{ slot: number }>(await tx.execute(sql`SELECT report_slot() AS slot`))[0]!.slot);
    let firstTook: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => (firstTook = resolve));
    const both = barrier(2);
    const slots = await Promise.all([
      t.ctx.db.transaction(async (tx) => {
        const slot = await slotOf(tx);
        firstTook();
        await both();
        return [slot, await slotOf(tx)];
      }),
      t.ctx.db.transaction(async (tx) => {
        await firstHolds;
        const slot = await slotOf(tx);
        await both();
        return [slot, await slotOf(tx)];
      }),
    ]);
    expect(slots).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(await t.ctx.db.transaction(slotOf)).toBe(0);
  });
});
