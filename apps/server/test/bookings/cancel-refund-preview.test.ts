import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { cancelBooking, paidPickupStringAndGrip } from '../helpers/cancellation-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const listed = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings?search=${id}`, headers: staff }))
    .json()
    .items.find((b: { booking_id: number }) => b.booking_id === id);

const refundedFils = async (id: number) =>
  rowsOf<{ amount_fils: number }>(
    await t.ctx.db.execute(sql`SELECT amount_fils FROM booking_refunds WHERE booking_id = ${id} AND cause = 'cancel'`),
  )[0]?.amount_fils;

describe(`cancel_refund on the bookings list (${engine})`, () => {
  it('says what a cancel refunds, fee included on the last booking, and the cancel refunds exactly that', async () => {
    const customer = await buildCustomer(t.ctx);
    const { stringId, gripId } = await paidPickupStringAndGrip(t, staff, customer.id);
    const first = await listed(stringId);
    expect(first).toMatchObject({ pickup_fee: 30, amount_paid: 180, balance_due: 0 });
    // The grip stays: the pickup still happens, so only the string's line comes back.
    expect(first.cancel_refund).toEqual({ total: 150, lines: [{ kind: 'line', amount: 150 }] });
    expect((await cancelBooking(t, stringId, staff)).statusCode).toBe(200);
    expect(await refundedFils(stringId)).toBe(15000);

    const last = await listed(gripId);
    expect(last).toMatchObject({ pickup_fee: 30, amount_paid: 100, balance_due: 0 });
    expect(last.cancel_refund).toEqual({
      total: 100,
      lines: [
        { kind: 'line', amount: 70 },
        { kind: 'fee', amount: 30 },
      ],
    });
    expect((await cancelBooking(t, gripId, staff)).statusCode).toBe(200);
    expect(await refundedFils(gripId)).toBe(10000);
  });
});
