import { addDays, addMonths, shopDate } from '@shop/domain/shop-days';
import type { TestApp } from '../helpers/app';
import { buildCustomer, buildRacketPurchase } from '../helpers/customers-factories';
import { monthBooking, monthTicket } from './month-factories';

export const JANUARY = '?from=2026-01-01&to=2026-01-31';

/** The customer name of the express hybrid job, with a comma, quotes and Arabic for the CSV. */
export const TRICKY_NAME = 'سالم "Sam", Al Marri';

/**
 * A small January 2026 built by hand (times in UTC; Dubai is UTC+4). The expected figures are counted in
 * summary.test.ts beside each assertion.
 */
export async function buildMonth(t: TestApp): Promise<void> {
  const customerId = (await buildCustomer(t.ctx)).id;
  const base = { customerId };
  // B1 online, 150 + 30 pickup fee; ready after 24 h known only from jobs.ready_at (a backfilled job).
  await monthBooking(t, {
    ...base,
    itemId: 2,
    priceAed: 150,
    pickup: 'pickup',
    feeAed: 30,
    paidOnlineAt: '2026-01-05T06:00:00Z',
    store: 'Jumeirah Store',
    receivedAt: '2026-01-05T05:00:00Z',
    readyAtOnly: '2026-01-06T05:00:00Z',
    stage: 'collected',
  });
  // B2 online express hybrid, paid at 23:30 Dubai on the 31st; not ready yet.
  await monthBooking(t, {
    ...base,
    customerName: TRICKY_NAME,
    itemId: 107,
    express: true,
    priceAed: 210,
    paidOnlineAt: '2026-01-31T19:30:00Z',
    store: 'Marina Store',
    receivedAt: '2026-01-31T19:00:00Z',
    spec: { pattern: '18x20', mains: 7, crosses: 9 },
  });
  // B3 paid and received at 00:15–00:30 Dubai on 1 February: not January.
  await monthBooking(t, {
    ...base,
    itemId: 3,
    priceAed: 160,
    paidOnlineAt: '2026-01-31T20:30:00Z',
    store: 'Marina Store',
    receivedAt: '2026-01-31T20:15:00Z',
  });
  // B4 paid, then canceled and refunded: nothing counts.
  await monthBooking(t, {
    ...base,
    itemId: 4,
    priceAed: 165,
    paidOnlineAt: '2026-01-10T08:00:00Z',
    store: 'Jumeirah Store',
    receivedAt: '2026-01-10T07:00:00Z',
    canceled: { refundAed: 165, at: '2026-01-11T08:00:00Z' },
  });
  // B5 paid 195, changed down to 170 (25 refunded); ready after 6 h, moved back and ready again later.
  await monthBooking(t, {
    ...base,
    itemId: 5,
    priceAed: 170,
    paidOnlineAt: '2026-01-12T08:00:00Z',
    store: 'Jumeirah Store',
    receivedAt: '2026-01-12T07:00:00Z',
    changeRefund: { refundAed: 25, at: '2026-01-12T09:00:00Z' },
    stages: [
      ['in_progress', '2026-01-12T08:00:00Z'],
      ['ready', '2026-01-12T13:00:00Z'],
      ['in_progress', '2026-01-12T14:00:00Z'],
      ['ready', '2026-01-12T15:00:00Z'],
    ],
    stage: 'ready',
  });
  // B6 grip paid at the counter (70), ready after 2 h.
  await monthBooking(t, {
    ...base,
    kind: 'grip',
    itemId: 1,
    priceAed: 70,
    paidInStoreAt: '2026-01-20T10:00:00Z',
    store: 'Bluewaters Store',
    receivedAt: '2026-01-20T06:00:00Z',
    stages: [['ready', '2026-01-20T08:00:00Z']],
    stage: 'collected',
  });
  // B7 delivered, 120 + 30 paid at the counter at 23:45 Dubai on the 31st; own string in the mains; ready after 48 h.
  await monthBooking(t, {
    ...base,
    itemId: 1,
    priceAed: 120,
    pickup: 'delivery',
    feeAed: 30,
    paidInStoreAt: '2026-01-31T19:45:00Z',
    store: 'Jumeirah Store',
    receivedAt: '2026-01-30T06:00:00Z',
    spec: { pattern: '18x20', mainsOwn: 'Own gut', crosses: 1 },
    stages: [['ready', '2026-02-01T06:00:00Z']],
    stage: 'collected',
  });
  // B8 a free stringing (120 − 75 = 45 paid at the counter), ready and completed after 24 h.
  const [oldRacket] = await buildRacketPurchase(t.ctx, { customerId, purchaseDate: '2025-01-20' });
  await monthBooking(t, {
    ...base,
    itemId: 1,
    priceAed: 45,
    paidInStoreAt: '2026-01-15T09:00:00Z',
    store: 'Marina Store',
    receivedAt: '2026-01-14T09:00:00Z',
    spec: { pattern: '16x19' },
    stages: [['ready', '2026-01-15T09:00:00Z']],
    stage: 'collected',
    free: { entitlementId: oldRacket!, claimDate: '2026-01-14', completedAt: '2026-01-15T09:00:00Z' },
  });
  // B9 express grip, checkout not paid yet: a job, no money.
  await monthBooking(t, {
    ...base,
    kind: 'grip',
    itemId: 101,
    express: true,
    priceAed: 85,
    unpaidOnline: true,
    store: 'Bluewaters Store',
    receivedAt: '2026-01-25T10:00:00Z',
  });
  // B11 received at 23:59 Dubai on 31 December, paid at the counter at 00:00 on 1 January.
  await monthBooking(t, {
    ...base,
    itemId: 1,
    priceAed: 120,
    paidInStoreAt: '2025-12-31T20:00:00Z',
    store: 'Jumeirah Store',
    receivedAt: '2025-12-31T19:59:00Z',
    stage: 'collected',
  });
  await buildTickets(t, customerId);
  await buildLiability(t, customerId);
}

async function buildTickets(t: TestApp, customerId: number): Promise<void> {
  const base = { customerId };
  await monthTicket(t, {
    ...base,
    openedAt: '2026-01-03T10:00:00Z',
    responses: ['2026-01-03T12:00:00Z'],
    resolvedAt: '2026-01-04T10:00:00Z',
  });
  await monthTicket(t, { ...base, openedAt: '2026-01-31T19:30:00Z', responses: ['2026-02-01T01:30:00Z'] });
  await monthTicket(t, {
    ...base,
    openedAt: '2026-01-10T08:00:00Z',
    responses: ['2026-01-11T08:00:00Z', '2026-01-11T09:00:00Z'],
    resolvedAt: '2026-02-02T08:00:00Z',
  });
  await monthTicket(t, { ...base, openedAt: '2025-12-20T08:00:00Z', resolvedAt: '2026-01-02T08:00:00Z' });
  await monthTicket(t, { ...base, openedAt: '2026-01-20T08:00:00Z' });
}

/** Rackets relative to today: one whose year ends within 30 days (1 used), two newer (1 used, 1 released), one expired. */
async function buildLiability(t: TestApp, customerId: number): Promise<void> {
  const today = shopDate();
  const endingSoon = addDays(addMonths(today, -12), 15);
  const [soon] = await buildRacketPurchase(t.ctx, { customerId, purchaseDate: endingSoon });
  const newer = await buildRacketPurchase(t.ctx, { customerId, purchaseDate: addDays(today, -100), quantity: 2 });
  await buildRacketPurchase(t.ctx, { customerId, purchaseDate: addDays(today, -400) });
  const { freeStringingClaims } = await import('../../src/db/schema');
  await t.ctx.db.insert(freeStringingClaims).values([
    { entitlementId: soon!, customerId, claimNumber: 1, bookingDate: endingSoon },
    { entitlementId: newer[0]!, customerId, claimNumber: 1, bookingDate: addDays(today, -90) },
    {
      entitlementId: newer[1]!,
      customerId,
      claimNumber: 1,
      bookingDate: addDays(today, -90),
      releasedAt: new Date(),
    },
  ]);
}
