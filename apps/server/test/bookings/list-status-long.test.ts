import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '@shop/domain/booking-status';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { checkoutThroughSandbox, stringLine } from '../helpers/bookings-factories';
import { bulkBookings, getList } from '../helpers/paging-factories';
import { testAppForFile, signedIn, signedInByRole } from '../helpers/per-file';
import { onOneShopDay } from '../helpers/shop-days';
import { rowsOf } from '../../src/lib/rows';
import { findBookings } from '../../src/services/bookings/find-bookings';
import { leavesWhenLong } from '../../src/services/paging/known-long';

/**
 * A list of one status (completed bookings) past the count's cap is remembered with the count of bookings that have
 * left it (migration 0037), and its page 1 is not counted again until one leaves: every answer is compared with the
 * same page counted on a handle that remembers nothing (a transaction of its own), as a booking is put back in
 * progress and completed again through the API.
 */
const t = testAppForFile();
const staff = signedIn(t);
const byRole = signedInByRole(t);

let lastId = 0;
beforeAll(async () => {
  const customer = await buildCustomer(t.ctx, { firstName: 'Status', lastName: 'List' });
  await bulkBookings(t.ctx, { customerId: customer.id, count: 10_000, searchable: 0, allCompleted: true });
  // The 10,001st completed booking, the newest, completed through the API (so an admin may undo it today).
  const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'pay' });
  const verify = await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers: staff });
  lastId = (verify.json().data.booking_ids as number[])[0]!;
  const done = await t.app.inject({ method: 'PATCH', url: `/api/bookings/${lastId}/status`, headers: staff });
  expect(done.statusCode, done.body).toBe(200);
}, 120_000);

type Item = { booking_id: number };

/** Page 1 of `status` as the API answers it, checked against the same page counted on a handle that knows nothing. */
async function pageOne(status: BookingStatus) {
  const body = await getList<Item>(t, staff, `/api/bookings?page=1&pageSize=5&status=${status}`);
  const answered = { ...body, items: body.items.map((i) => i.booking_id) };
  const counted = await t.ctx.db.transaction(async (tx) =>
    findBookings(tx, { page: 1, pageSize: 5, search: '', status }),
  );
  expect(answered).toEqual({ ...counted, items: counted.items.map((i) => i.booking_id) });
  return answered;
}

const remembered = () => leavesWhenLong(t.ctx.db, 'bookings:completed');

describe(`GET /api/bookings?status=…, a status's list remembered long until a booking leaves it (${engine})`, () => {
  it('remembers the completed list past the cap and answers as a count would', async () => {
    for (let i = 0; i < 2; i += 1) {
      const first = await pageOne('completed');
      expect(first).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true });
      expect(first.items[0]).toBe(lastId);
      expect(remembered()).not.toBeNull();
    }
  }, 60_000);

  it('counts again once a booking has left the list, and remembers it again when it is past the cap', async () => {
    // An admin's undo, the app's own way out of the list, is allowed on the shop day of the completion: the completion
    // is dated now and undone at once, again if the shop's midnight fell between the two (onOneShopDay).
    await onOneShopDay(async () => {
      await t.ctx.db.execute(
        sql`UPDATE bookings SET completed_at = now() WHERE id = ${lastId} AND status = 'completed'`,
      );
      await t.app.inject({ method: 'POST', url: `/api/bookings/${lastId}/undo-complete`, headers: byRole.admin });
    });
    const [undone] = rowsOf<{ status: string }>(
      await t.ctx.db.execute(sql`SELECT status FROM bookings WHERE id = ${lastId}`),
    );
    expect(undone?.status).toBe('pending');
    const exact = await pageOne('completed');
    expect(exact).toMatchObject({ total: 10_000, totalIsExact: true, hasMore: true });
    expect(exact.items).not.toContain(lastId);
    expect(remembered()).toBeNull();

    const redone = await t.app.inject({ method: 'PATCH', url: `/api/bookings/${lastId}/status`, headers: staff });
    expect(redone.statusCode, redone.body).toBe(200);
    const long = await pageOne('completed');
    expect(long).toMatchObject({ total: 10_000, totalIsExact: false, hasMore: true });
    expect(long.items[0]).toBe(lastId);
    expect(remembered()).not.toBeNull();
  }, 60_000);

  it('never remembers a list without a count of leaves (in progress), nor a short one (canceled)', async () => {
    const pending = await pageOne('pending');
    expect(pending).toMatchObject({ total: 0, totalIsExact: true, hasMore: false });
    expect(leavesWhenLong(t.ctx.db, 'bookings:pending')).toBeNull();
    await pageOne('canceled');
    expect(leavesWhenLong(t.ctx.db, 'bookings:canceled')).toBeNull();
  });

  it('skips the count while the count of leaves is unchanged (shown by a change kept from counting)', async () => {
    // Ten bookings taken out of the list without the trigger: the remembered list is not counted, so the page still
    // says "10,000+", while a handle that remembers nothing counts 9,991. The app itself never does this.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE bookings DISABLE TRIGGER bookings_status_leaves`);
      await tx.execute(sql`UPDATE bookings SET status = 'pending', completed_at = NULL
        WHERE id IN (SELECT id FROM bookings WHERE status = 'completed' ORDER BY id LIMIT 10)`);
      await tx.execute(sql`ALTER TABLE bookings ENABLE TRIGGER bookings_status_leaves`);
    });
    const body = await getList<Item>(t, staff, '/api/bookings?page=1&pageSize=5&status=completed');
    expect(body).toMatchObject({ total: 10_000, totalIsExact: false });
    const counted = await t.ctx.db.transaction(async (tx) =>
      findBookings(tx, { page: 1, pageSize: 5, search: '', status: 'completed' }),
    );
    expect(counted).toMatchObject({ total: 9_991, totalIsExact: true });
  });
});
