import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DASHBOARD_MESSAGES } from '@shop/domain/contracts/dashboard';
import { fils } from '@shop/domain/money';
import { bookingRefunds, bookings, checkouts, instorePayments } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { freshCartId } from '../helpers/bookings-factories';
import { withShopDays } from '../helpers/shop-days';
import { issueInvoice } from '../../src/services/invoices/issue-invoice';
import { datedCreditNote } from '../reports/month-factories';

let t: TestApp;
let as: Awaited<ReturnType<typeof headersByRole>>;
let customerId: number;

/** A checkout with one in-store string booking; paid online at `paidAt`, or in store when `instoreAt` is given. */
async function payment(input: {
  fils: number;
  paidAt?: string;
  instoreAt?: string;
  status?: 'pending' | 'free';
  refund?: { fils: number; at: string; status: 'refunded' | 'due-in-store' | 'failed' };
}) {
  const online = input.paidAt !== undefined;
  const [checkout] = await t.ctx.db
    .insert(checkouts)
    .values({
      cartId: freshCartId(),
      customerId,
      status: online ? 'paid' : (input.status ?? 'in-store'),
      paymentOption: online || input.status === 'pending' ? 'online' : 'in-store',
      pickupOption: 'in-store',
      amountFils: fils(input.fils),
      pickupFeeFils: fils(0),
      provider: online ? 'sandbox' : null,
      paidAt: online ? new Date(input.paidAt!) : null,
    })
    .returning();
  const invoice = (sourceKey: string, at: string, method: 'online' | 'in-store') =>
    issueInvoice(t.ctx.db, {
      sourceKey,
      customerId,
      customerName: 'Day Customer',
      customerEmail: 'day@example.test',
      paymentMethod: method,
      transactionId: sourceKey,
      description: 'Stringing',
      lines: [{ description: 'Stringing', quantity: 1, unitPriceFils: fils(input.fils) }],
      transactionDate: new Date(at),
    });
  const paid = online ? (await invoice(`checkout:${checkout!.id}`, input.paidAt!, 'online')).invoice : undefined;
  if (!input.instoreAt && !input.refund) return;
  const [booking] = await t.ctx.db
    .insert(bookings)
    .values({
      checkoutId: checkout!.id,
      customerId,
      customerName: 'Day Customer',
      serviceKind: 'string',
      stringId: 2,
      serviceName: 'Head Lynx Tour 1.25',
      serviceType: 'Regular',
      bookingDate: '2026-03-10',
      pickupOption: 'in-store',
      instoreLocation: 'Marina Store',
      priceFils: fils(input.fils),
      paymentOption: online ? 'online' : 'in-store',
      status: input.refund ? 'canceled' : 'completed',
      completedAt: input.instoreAt ? new Date(input.instoreAt) : null,
    })
    .returning();
  if (input.refund) {
    const amountFils = fils(input.refund.fils);
    const [refund] = await t.ctx.db
      .insert(bookingRefunds)
      .values({
        bookingId: booking!.id,
        checkoutId: checkout!.id,
        cause: 'cancel',
        status: input.refund.status,
        amountFils,
        settledAt: input.refund.status === 'refunded' ? new Date(input.refund.at) : null,
        createdAt: new Date(input.refund.at),
      })
      .returning();
    const at = { invoiceId: paid!.id, bookingId: booking!.id, refundId: refund!.id, amountFils, reason: 'cancel' };
    await datedCreditNote(t, at);
    return;
  }
  const [counter] = await t.ctx.db
    .insert(instorePayments)
    .values({
      bookingId: booking!.id,
      receiptNumber: `R-${booking!.id}`,
      amountFils: fils(input.fils),
      recordedAt: new Date(input.instoreAt!),
    })
    .returning();
  await invoice(`instore-payment:${counter!.id}`, input.instoreAt!, 'in-store');
}

beforeAll(async () => {
  t = await buildTestApp();
  as = await headersByRole(t.ctx);
  customerId = (await buildCustomer(t.ctx)).id;
  // 10 March 2026 in Dubai (UTC+4) runs from 2026-03-09T20:00Z to 2026-03-10T20:00Z.
  await payment({ fils: 15_000, paidAt: '2026-03-10T05:00:00Z' }); // 09:00
  await payment({ fils: 12_050, paidAt: '2026-03-10T19:30:00Z' }); // 23:30 Dubai: still the 10th
  await payment({ fils: 9_900, paidAt: '2026-03-10T20:30:00Z' }); // 00:30 on the 11th
  await payment({ fils: 4_400, paidAt: '2026-03-09T19:59:00Z' }); // 23:59 on the 9th
  await payment({ fils: 20_000, status: 'pending' }); // not paid: not taken
  await payment({ fils: 0, status: 'free' }); // a free stringing takes nothing
  await payment({ fils: 9_525, instoreAt: '2026-03-10T10:00:00Z' });
  await payment({ fils: 7_000, instoreAt: '2026-03-10T19:30:00Z' }); // 23:30 Dubai at the counter
  // Paid on the 8th, canceled: credit notes of 60 AED at 22:00 Dubai on the 10th, refunded to the card, due at the
  // counter, and failed (a card refund to retry: counted to the card until it is handed over at the counter).
  const refunded = { fils: 6_000, at: '2026-03-10T18:00:00Z', status: 'refunded' } as const;
  await payment({ fils: 15_000, paidAt: '2026-03-08T05:00:00Z', refund: refunded });
  await payment({ fils: 15_000, paidAt: '2026-03-08T06:00:00Z', refund: { ...refunded, status: 'due-in-store' } });
  await payment({ fils: 15_000, paidAt: '2026-03-08T07:00:00Z', refund: { ...refunded, status: 'failed' } });
});
afterAll(async () => t?.close());

const today = (query: string, headers: Record<string, string> = as.staff) =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/today${query}`, headers });

async function footprint() {
  const [row] = rowsOf<{ c: number; p: number }>(
    await t.ctx.db.execute(
      sql`SELECT (SELECT count(*) FROM checkouts)::int AS c, (SELECT count(*) FROM instore_payments)::int AS p`,
    ),
  );
  return row;
}

describe(`GET /api/dashboard/today (${engine})`, () => {
  it("sums a Dubai day's invoices by method less its credit notes, exactly, including 23:30 Dubai time", async () => {
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const res = await today('?date=2026-03-10', as[role]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        date: '2026-03-10',
        time_zone: 'Asia/Dubai',
        takings: {
          total: 255.75,
          count: 4,
          methods: [
            { method: 'online', label: 'Online card', count: 2, amount: 270.5 },
            { method: 'in-store', label: 'In store', count: 2, amount: 165.25 },
            { method: 'card-refunds', label: 'Refunds to card', count: 2, amount: -120 },
            { method: 'counter-refunds', label: 'Refunds at the counter', count: 1, amount: -60 },
          ],
        },
      });
    }
  });

  it('puts 00:30 Dubai time in the next day and answers a day without payments with zeros', async () => {
    expect((await today('?date=2026-03-11')).json().takings).toEqual({
      total: 99,
      count: 1,
      methods: [
        { method: 'online', label: 'Online card', count: 1, amount: 99 },
        { method: 'in-store', label: 'In store', count: 0, amount: 0 },
        { method: 'card-refunds', label: 'Refunds to card', count: 0, amount: 0 },
        { method: 'counter-refunds', label: 'Refunds at the counter', count: 0, amount: 0 },
      ],
    });
    expect((await today('?date=2025-01-01')).json().takings.total).toBe(0);
  });

  it("answers today's day in Dubai when no date is given", async () => {
    const { result: res, days } = await withShopDays(() => today(''));
    expect(res.statusCode).toBe(200);
    expect(days).toContain(res.json().date);
  });

  it('refuses without a session (401) and a date that is not a calendar day (400), changing nothing', async () => {
    const before = await footprint();
    expect((await today('?date=2026-03-10', {})).statusCode).toBe(401);
    expect((await today('', { authorization: 'Bearer forged' })).statusCode).toBe(401);
    for (const bad of ['2026-02-30', '10/03/2026', 'today', '2026-3-1']) {
      const res = await today(`?date=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields, bad).toEqual({ date: DASHBOARD_MESSAGES.dateInvalid });
    }
    expect(await footprint()).toEqual(before);
  });
});
