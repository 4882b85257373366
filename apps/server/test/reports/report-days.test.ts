import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, shopDate } from '@shop/domain/shop-days';
import { fils } from '@shop/domain/money';
import {
  bookings,
  checkouts,
  freeStringingClaims,
  freeStringingEntitlements,
  instorePayments,
  jobEvents,
  jobs,
  ticketResponses,
  tickets,
} from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { liabilityFromDaysOf, ticketsFromDaysOf } from '../../src/services/reports/day-figures';
import { reportPeriod } from '../../src/services/reports/period';
import { liabilityOf } from '../../src/services/reports/tickets-liability';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { buildCustomer, buildRacketPurchase } from '../helpers/customers-factories';
import { monthBooking, monthTicket } from './month-factories';
import { buildMonth } from './month';
import { expectTotalsAsCounted } from './report-days-check';

/**
 * The summary reads per-day totals that triggers keep (migration 0029, docs/decisions/reports.md "Speed"). After
 * every kind of write the reports follow, they equal a fresh count from the base tables.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await buildMonth(t);
});
afterAll(async () => t?.close());

describe(`per-day report totals (${engine})`, () => {
  it('equal a fresh count of the hand-built month, for all stores and each store, and around its edges', async () => {
    const january = await expectTotalsAsCounted(t.ctx.db, '2026-01-01', '2026-01-31');
    expect(january.jobs.total).toBe(7);
    expect(january.revenue.total).toBeGreaterThan(0);
    await expectTotalsAsCounted(t.ctx.db, '2025-12-31', '2026-02-02');
    await expectTotalsAsCounted(t.ctx.db, '2026-01-31', '2026-01-31');
  });

  it('follow inserts, payments, cancellations, refunds, stage, store and string changes', async () => {
    const db = t.ctx.db;
    const customerId = (await buildCustomer(t.ctx)).id;
    const base = { customerId, itemId: 2, store: 'Marina Store' as const };
    const online = await monthBooking(t, {
      ...base,
      priceAed: 150,
      feeAed: 30,
      pickup: 'pickup',
      paidOnlineAt: '2026-01-08T10:00:00Z',
      receivedAt: '2026-01-08T09:00:00Z',
    });
    const unpaid = await monthBooking(t, { ...base, priceAed: 160, receivedAt: '2026-01-09T09:00:00Z' });
    const [first] = await db.select().from(bookings).where(eq(bookings.id, online));
    // A second booking of the online checkout, at another store (made in a checkout of its own, unpaid, then moved
    // into the paid one: the paid checkout's invoice is the only document).
    const sibling = await monthBooking(t, {
      ...base,
      store: 'Jumeirah Store',
      priceAed: 120,
      unpaidOnline: true,
      receivedAt: '2026-01-08T09:30:00Z',
    });
    await db.update(bookings).set({ checkoutId: first!.checkoutId }).where(eq(bookings.id, sibling));
    await expectTotalsAsCounted(db, '2026-01-01', '2026-01-31');

    // A payment recorded at the counter, a job made ready (events) and its stage moved on, in one transaction.
    await db.transaction(async (tx) => {
      await tx.insert(instorePayments).values({
        bookingId: unpaid,
        receiptNumber: `R-${unpaid}`,
        amountFils: fils(16000),
        recordedAt: new Date('2026-01-09T12:00:00Z'),
      });
      await tx.insert(jobEvents).values({
        bookingId: unpaid,
        kind: 'stage',
        what: 'Ready',
        details: { to: 'ready' },
        at: new Date('2026-01-09T13:00:00Z'),
      });
      await tx.update(jobs).set({ stage: 'ready' }).where(eq(jobs.bookingId, unpaid));
    });
    // The first booking canceled (its sibling now counts the checkout), a refund lowering the sibling's price, the
    // string of the counter booking changed and its job moved to another store.
    await db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({ status: 'canceled', canceledAt: new Date('2026-01-10T08:00:00Z') })
        .where(eq(bookings.id, online));
      await tx.update(jobs).set({ stage: 'canceled' }).where(eq(jobs.bookingId, online));
      await tx
        .update(bookings)
        .set({ priceFils: fils(10000) })
        .where(eq(bookings.id, sibling));
    });
    await db.update(bookings).set({ stringId: 5 }).where(eq(bookings.id, unpaid));
    await db.update(jobs).set({ store: 'Bluewaters Store' }).where(eq(jobs.bookingId, unpaid));
    // A checkout's payment confirmed late (moves its bookings' revenue to another day), then a counter payment's day.
    await db
      .update(checkouts)
      .set({ paidAt: new Date('2026-01-21T10:00:00Z') })
      .where(eq(checkouts.id, first!.checkoutId));
    await db
      .update(instorePayments)
      .set({ recordedAt: new Date('2026-01-22T10:00:00Z') })
      .where(eq(instorePayments.bookingId, unpaid));
    // A booking completed (a free one counts on that day), and a job received on another day.
    await db.execute(sql`UPDATE bookings SET status = 'completed', completed_at = '2026-01-23T10:00:00Z'
                          WHERE id = ${unpaid}`);
    await db
      .update(jobs)
      .set({ createdAt: new Date('2026-01-03T10:00:00Z') })
      .where(eq(jobs.bookingId, sibling));

    const after = await expectTotalsAsCounted(db, '2026-01-01', '2026-01-31');
    expect(after.jobs.total).toBe(9);
    await expectTotalsAsCounted(db, '2026-01-09', '2026-01-22');
  });

  it('keep the free-stringing liability as counted, after claims, releases, a moved claim and a deleted purchase', async () => {
    const db = t.ctx.db;
    const today = shopDate();
    const expectAsCounted = async () => {
      for (const day of [today, addDays(today, 20), addDays(today, 300)]) {
        expect(await liabilityFromDaysOf(db, day)).toEqual(await liabilityOf(db, day));
      }
    };
    await expectAsCounted();
    const customerId = (await buildCustomer(t.ctx)).id;
    const [ending, later] = await buildRacketPurchase(t.ctx, {
      customerId,
      purchaseDate: addDays(today, -350),
      quantity: 2,
    });
    const [other] = await buildRacketPurchase(t.ctx, { customerId, purchaseDate: addDays(today, -10) });
    const claim = (entitlementId: number, claimNumber: number, bookingDate = today) => ({
      entitlementId,
      customerId,
      claimNumber,
      bookingDate,
    });
    await db
      .insert(freeStringingClaims)
      .values([claim(ending!, 1, addDays(today, -60)), claim(ending!, 2), claim(other!, 1)]);
    await db
      .update(freeStringingClaims)
      .set({ releasedAt: new Date() })
      .where(and(eq(freeStringingClaims.entitlementId, ending!), eq(freeStringingClaims.claimNumber, 2)));
    await db
      .update(freeStringingClaims)
      .set({ entitlementId: later! })
      .where(eq(freeStringingClaims.entitlementId, other!));
    await db.delete(freeStringingEntitlements).where(eq(freeStringingEntitlements.id, later!));
    await expectAsCounted();
    const now = await liabilityFromDaysOf(db, today);
    expect(now.unused).toBeGreaterThan(0);
    expect(now.expiring_30_days).toBeGreaterThan(0);
  });

  it("keep each ticket's first response as its earliest response, after responses are added, moved and deleted", async () => {
    const db = t.ctx.db;
    const customerId = (await buildCustomer(t.ctx)).id;
    await monthTicket(t, { customerId, openedAt: '2026-03-02T08:00:00Z', responses: ['2026-03-02T12:00:00Z'] });
    await monthTicket(t, { customerId, openedAt: '2026-03-03T08:00:00Z' });
    const [a, b] = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.customerId, customerId))
      .orderBy(tickets.id);
    const respond = (ticketId: number, at: string) =>
      db
        .insert(ticketResponses)
        .values({ ticketId, body: 'On it.', sentTo: 'c@example.ae', createdAt: new Date(at) })
        .returning({ id: ticketResponses.id });
    const [early] = await respond(a!.id, '2026-03-02T09:00:00Z');
    const [moved] = await respond(b!.id, '2026-03-03T10:00:00Z');
    await db.delete(ticketResponses).where(eq(ticketResponses.id, early!.id));
    await db.update(ticketResponses).set({ ticketId: a!.id }).where(eq(ticketResponses.id, moved!.id));
    const drift = rowsOf<{ id: number }>(
      await db.execute(sql`
        SELECT t.id FROM tickets t
         WHERE t.first_response_at IS DISTINCT FROM (SELECT min(r.created_at) FROM ticket_responses r
                                                      WHERE r.ticket_id = t.id)`),
    );
    expect(drift).toEqual([]);
    const [first] = await db.select({ at: tickets.firstResponseAt }).from(tickets).where(eq(tickets.id, a!.id));
    expect(first!.at).toEqual(new Date('2026-03-02T12:00:00Z'));
    // The tickets' per-day totals (migration 0060) followed: opened, and the median of the one responded (4 hours).
    await expectTotalsAsCounted(db, '2026-03-01', '2026-03-31');
    const period = reportPeriod({ from: '2026-03-01', to: '2026-03-31' });
    expect(await ticketsFromDaysOf(db, period)).toEqual({ opened: 2, resolved: 0, median_first_response_hours: 4 });
    // A ticket opened late on a Dubai day moved across midnight, then deleted: its day's totals follow.
    await db
      .update(tickets)
      .set({ createdAt: new Date('2026-03-31T20:30:00Z') })
      .where(eq(tickets.id, b!.id));
    expect(await ticketsFromDaysOf(db, period)).toEqual({ opened: 1, resolved: 0, median_first_response_hours: 4 });
    await expectTotalsAsCounted(db, '2026-03-01', '2026-04-01');
    await db.delete(tickets).where(eq(tickets.id, b!.id));
    await expectTotalsAsCounted(db, '2026-03-01', '2026-04-01');
  });

  it('are rebuilt by report_rebuild() to the totals the triggers kept (migrations 0031, 0060)', async () => {
    const db = t.ctx.db;
    const kept = await nonZeroTotals();
    expect(kept.report_days.length).toBeGreaterThan(0);
    expect(kept.report_liability.length).toBeGreaterThan(0);
    expect(kept.report_tickets.length).toBeGreaterThan(0);
    await db.execute(sql`SELECT report_rebuild()`);
    expect(await nonZeroTotals()).toEqual(kept);
    await expectTotalsAsCounted(db, '2026-01-01', '2026-01-31');
  });
});

/**
 * Every totals table's keys that count something (the triggers leave rows that went back to zero), in key order,
 * each key's slots added up (migration 0032: concurrent writers keep a key in several slots).
 */
async function nonZeroTotals() {
  const read = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await t.ctx.db.execute(query));
  return {
    report_booking_facts: await read(sql`SELECT * FROM report_booking_facts ORDER BY booking_id`),
    report_days: await read(sql`
      SELECT day, store, sum(free_stringings)::int AS free_stringings, sum(stringing)::int AS stringing,
             sum(grip)::int AS grip, sum(express)::int AS express
        FROM report_days GROUP BY day, store
      HAVING sum(free_stringings) <> 0 OR sum(stringing) <> 0 OR sum(grip) <> 0 OR sum(express) <> 0
       ORDER BY day, store`),
    report_takings: await read(sql`
      SELECT day, store, kind, sum(documents)::int AS documents, sum(fils)::text AS fils,
             sum(fee_fils)::text AS fee_fils FROM report_takings
       GROUP BY 1, 2, 3 HAVING sum(documents) <> 0 OR sum(fils) <> 0 ORDER BY 1, 2, 3`),
    report_turnaround: await read(sql`
      SELECT day, store, service_type, minutes, sum(jobs)::int AS jobs FROM report_turnaround
       GROUP BY 1, 2, 3, 4 HAVING sum(jobs) <> 0 ORDER BY 1, 2, 3, 4`),
    report_specs: await read(sql`
      SELECT day, store, mains, crosses, pattern, sum(jobs)::int AS jobs FROM report_specs
       GROUP BY 1, 2, 3, 4, 5 HAVING sum(jobs) <> 0 ORDER BY 1, 2, 3, 4, 5`),
    report_liability: await read(sql`
      SELECT valid_until, sum(unused)::int AS unused FROM report_liability
       GROUP BY valid_until HAVING sum(unused) <> 0 ORDER BY valid_until`),
    report_tickets: await read(sql`
      SELECT day, responded, hours, sum(tickets)::int AS tickets FROM report_tickets
       GROUP BY 1, 2, 3 HAVING sum(tickets) <> 0 ORDER BY 1, 2, 3`),
  };
}
