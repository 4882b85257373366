import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '@shop/domain/booking-status';
import { LIST_MESSAGES } from '@shop/domain/contracts/common';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { freshCartId, stringLine } from '../helpers/bookings-factories';
import { sql } from 'drizzle-orm';
import { bulkBookings, getList, hoursBothWays } from '../helpers/paging-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { findBookings } from '../../src/services/bookings/find-bookings';
import { isKnownLong } from '../../src/services/paging/known-long';

/**
 * The whole bookings list is remembered as longer than the count's cap once it has counted past it (bookings are
 * never deleted), and its envelope stays what a count would say: compared with the same page read on a handle that
 * has learned nothing (a transaction of its own), before and after the list grows past the cap while the app runs.
 */
const t = testAppForFile();
const staff = signedIn(t);

let customerId = 0;
beforeAll(async () => {
  customerId = (await buildCustomer(t.ctx, { firstName: 'Growing', lastName: 'List' })).id;
  await bulkBookings(t.ctx, { customerId, count: 9_998, searchable: 0 });
}, 120_000);

type Item = { booking_id: number };
const envelopeOf = <Body extends { items: Item[] }>(body: Body) => ({
  ...body,
  items: body.items.map((i) => i.booking_id),
});

/** The page as the API answers it, and as a count answers it on a handle that remembers nothing. */
async function bothWays(query: { page: number; pageSize: number; status?: string; cursor?: string }) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.status) params.set('status', query.status);
  if (query.cursor) params.set('cursor', query.cursor);
  const answered = envelopeOf(await getList<Item>(t, staff, `/api/bookings?${params.toString()}`));
  const counted = await t.ctx.db.transaction(async (tx) =>
    findBookings(tx, { ...query, search: '', status: (query.status ?? '') as BookingStatus | '' }),
  );
  return { answered, counted: envelopeOf(counted) };
}

async function expectSameAsCounted(query: Parameters<typeof bothWays>[0]) {
  const { answered, counted } = await bothWays(query);
  expect(answered).toEqual(counted);
  return answered;
}

describe(`GET /api/bookings, the whole list remembered long (${engine})`, () => {
  it('counts a list shorter than the cap every time and remembers nothing', async () => {
    for (let i = 0; i < 2; i += 1) {
      const first = await expectSameAsCounted({ page: 1, pageSize: 5 });
      expect(first).toMatchObject({ total: 9_998, totalIsExact: true, hasMore: true });
    }
    const last = await expectSameAsCounted({ page: 1_000, pageSize: 10 });
    expect(last).toMatchObject({ total: 9_998, totalIsExact: true, hasMore: false, nextCursor: null });
    expect(last.items).toHaveLength(8);
    expect(isKnownLong(t.ctx.db, 'bookings')).toBe(false);
  }, 60_000);

  it('once the list grows past the cap, remembers it and answers as a count would', async () => {
    const cart = freshCartId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store-payment/confirm-instore-payment',
      headers: staff,
      payload: {
        bookings: [0, 1, 2].map((i) => stringLine(customerId, { cart_id: cart, racket_name: `Grown ${i}` })),
        recaptchaToken: '',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    // 10,001 bookings: the first count past the cap is remembered; every later answer is the counted one.
    for (let i = 0; i < 2; i += 1) {
      const first = await expectSameAsCounted({ page: 1, pageSize: 5 });
      expect(first).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true });
      expect(isKnownLong(t.ctx.db, 'bookings')).toBe(true);
    }
    const full = await expectSameAsCounted({ page: 100, pageSize: 100 });
    expect(full).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true });
    const deepest = await expectSameAsCounted({ page: 1_000, pageSize: 10 });
    expect(deepest).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true });
    const refused = await t.app.inject({ method: 'GET', url: '/api/bookings?pageSize=10&page=1001', headers: staff });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LIST_MESSAGES.pageNeedsCursor);
    // After a cursor and with a filter the list is counted as before: exact near the end, exact when short.
    const after = await expectSameAsCounted({ page: 1_001, pageSize: 10, cursor: deepest.nextCursor ?? '' });
    expect(after).toMatchObject({ total: 10_001, totalIsExact: true, hasMore: false, nextCursor: null });
    const canceled = await expectSameAsCounted({ page: 1, pageSize: 5, status: 'canceled' });
    expect(canceled).toMatchObject({ total: 199, totalIsExact: true });
  }, 60_000);

  it('opens the deep numbered pages from the hour they start in, as the walk from the top does', async () => {
    // Spread the bookings over six hours (list_hours follows a row whose hour changes), then read deep pages.
    await t.ctx.db.execute(
      sql`UPDATE bookings SET created_at = created_at - (id % 6) * interval '1 hour' WHERE customer_id = ${customerId}`,
    );
    const { counted, kept } = await hoursBothWays(t.ctx);
    expect(kept).toEqual(counted);
    expect(counted.length).toBeGreaterThanOrEqual(6);
    for (const [page, pageSize] of [
      [11, 100],
      [150, 50],
      [333, 30],
      [1_000, 10],
    ] as const) {
      const answered = await expectSameAsCounted({ page, pageSize });
      expect(answered).toMatchObject({ page, total: 10_000, totalIsExact: false, hasMore: true });
      expect(answered.items).toHaveLength(pageSize);
    }
  }, 60_000);
});
