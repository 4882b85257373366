import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { fils } from '@shop/domain/money';
import { addDays, shopDate } from '@shop/domain/shop-days';
import { auditLog, bookings } from '../../src/db/schema';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import {
  checkoutThroughSandbox,
  freshCartId,
  gripLine,
  stringLine,
  withBookingsTestApp,
} from '../helpers/bookings-factories';
import { bookingIdsOf, cancelBooking } from '../helpers/cancellation-factories';

let t: TestApp;
let staff: { authorization: string };
withBookingsTestApp((s) => ({ t, staff } = s));

const pickup = { pickup_option: 'pickup' as const, instore_location: null, delivery_address: 'Villa 3, Dubai' };

const listed = async (bookingId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings?search=${bookingId}&pageSize=50`, headers: staff }))
    .json()
    .items.find((b: { booking_id: number }) => b.booking_id === bookingId);

/**
 * The days whose revenue the tests compare, read once: the file's first shop day and the next. A payment is
 * counted on the Dubai day of its instant, which is the next day for a run crossing 20:00 UTC; a range read
 * again for "after" would compare two different days.
 */
const FROM = shopDate();
const TO = addDays(FROM, 1);

/** The revenue of those days on the reports page. */
async function revenueOfTheDays(): Promise<{ online: number; in_store: number; fees: number; total: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/summary?from=${FROM}&to=${TO}`,
    headers: await authHeaders(t.ctx, 'admin'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().revenue;
}

/** Revenue now less revenue before, figure by figure. */
async function revenueSince(before: Awaited<ReturnType<typeof revenueOfTheDays>>) {
  const now = await revenueOfTheDays();
  const less = (key: keyof typeof now) => Math.round((now[key] - before[key]) * 100) / 100;
  return { online: less('online'), in_store: less('in_store'), fees: less('fees'), total: less('total') };
}

/** The same string and grip picked up for a 30 AED fee, to pay in store; the revenue before it. */
async function payInStoreWithFee() {
  const customer = await buildCustomer(t.ctx);
  const before = await revenueOfTheDays();
  const lines = [stringLine(customer.id, pickup), gripLine(customer.id, pickup)];
  const cart = freshCartId();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store-payment/confirm-instore-payment',
    headers: staff,
    payload: { bookings: lines.map((l) => ({ ...l, cart_id: cart })), recaptchaToken: '', pickup_fee: 30 },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [stringId, gripId] = await bookingIdsOf(t, cart);
  return { before, stringId: stringId!, gripId: gripId! };
}

const completeInstore = (id: number, amount: number, receipt: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/complete-instore`,
    headers: staff,
    payload: { receipt_number: receipt, amount },
  });

/** A string (150 AED) and a grip (70 AED) picked up for a 30 AED fee, paid online; the revenue before it. */
async function paidOnlineWithFee() {
  const customer = await buildCustomer(t.ctx);
  const before = await revenueOfTheDays();
  const lines = [stringLine(customer.id, pickup), gripLine(customer.id, pickup)];
  const { cart } = await checkoutThroughSandbox(t, staff, lines, { pickupFee: 30 });
  const [stringId, gripId] = await bookingIdsOf(t, cart);
  return { before, stringId: stringId!, gripId: gripId! };
}

describe(`the pickup fee of a checkout whose first booking is canceled (${engine})`, () => {
  it('paid online: the fee passes to the booking left and stays in revenue; canceling that one too refunds it and drops it', async () => {
    const { before, stringId, gripId } = await paidOnlineWithFee();
    expect(await revenueSince(before)).toEqual({ online: 220, in_store: 0, fees: 30, total: 250 });

    const first = await cancelBooking(t, stringId, staff, { reason: 'Customer keeps the old strings' });
    expect(first.statusCode, first.body).toBe(200);
    // Only the line is refunded: the pickup still happens for the grip.
    expect(first.json().data.cancellation).toMatchObject({ refund_status: 'refunded', refund_amount: 150 });
    expect(await listed(gripId)).toMatchObject({ status: 'pending', pickup_fee: 30 });
    expect((await listed(stringId)).pickup_fee).toBe(0);
    expect(await revenueSince(before)).toEqual({ online: 70, in_store: 0, fees: 30, total: 100 });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `booking:${stringId}`));
    expect(entry!.details).toMatchObject({ pickupFeeMovedTo: gripId });

    // The last booking gives the fee back with it: nothing of the checkout is revenue any more.
    const last = await cancelBooking(t, gripId, staff);
    expect(last.json().data.cancellation).toMatchObject({ refund_status: 'refunded', refund_amount: 100 });
    expect(await revenueSince(before)).toEqual({ online: 0, in_store: 0, fees: 0, total: 0 });
  });

  it('paid in store: the fee moves into the next booking’s amount due, which is collected and counted with it', async () => {
    const { before, stringId, gripId } = await payInStoreWithFee();
    expect(await listed(gripId)).toMatchObject({ pickup_fee: 0, amount_due: 70 });

    expect((await cancelBooking(t, stringId, staff)).statusCode).toBe(200);
    expect(await listed(gripId)).toMatchObject({ pickup_fee: 30, amount_due: 100 });
    const short = await completeInstore(gripId, 70, 'RCPT-FEE-1');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The amount must equal the amount due: 100.00 AED.');

    const paid = await completeInstore(gripId, 100, 'RCPT-FEE-1');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await revenueSince(before)).toEqual({ online: 0, in_store: 70, fees: 30, total: 100 });
  });

  it('paid in store, the other booking already collected without the fee: the fee was never taken and counts nothing', async () => {
    const { before, stringId, gripId } = await payInStoreWithFee();
    expect((await completeInstore(gripId, 70, 'RCPT-FEE-2')).statusCode).toBe(200);

    expect((await cancelBooking(t, stringId, staff)).statusCode).toBe(200);
    expect(await listed(gripId)).toMatchObject({ status: 'completed', pickup_fee: 0 });
    expect(await revenueSince(before)).toEqual({ online: 0, in_store: 70, fees: 0, total: 70 });
  });

  it('migration 0028 moves the fee of a booking canceled before this rule to the booking left', async () => {
    const { before, stringId, gripId } = await paidOnlineWithFee();
    expect((await cancelBooking(t, stringId, staff)).statusCode).toBe(200);
    // As a cancellation left it before: the fee on the canceled booking. The revenue is the documents' (the invoice
    // and the string's credit note), which neither the old rule's fee nor the migration changes.
    await t.ctx.db
      .update(bookings)
      .set({ pickupFeeFils: fils(3000) })
      .where(eq(bookings.id, stringId));
    await t.ctx.db
      .update(bookings)
      .set({ pickupFeeFils: fils(0) })
      .where(eq(bookings.id, gripId));
    expect(await revenueSince(before)).toEqual({ online: 70, in_store: 0, fees: 30, total: 100 });

    const migration = await readFile(
      new URL('../../migrations/0028_pickup_fee_follows_checkout.sql', import.meta.url),
      'utf8',
    );
    await t.ctx.db.execute(sql.raw(migration));
    expect(await listed(gripId)).toMatchObject({ pickup_fee: 30 });
    expect((await listed(stringId)).pickup_fee).toBe(0);
    expect(await revenueSince(before)).toEqual({ online: 70, in_store: 0, fees: 30, total: 100 });
  });
});
