import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { checkoutThroughSandbox, stringLine } from '../helpers/bookings-factories';
import {
  bookingIdsOf,
  cancelBooking,
  cancellationFootprint,
  retryRefund,
  paidPickupStringAndGrip,
} from '../helpers/cancellation-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const refundsOf = async (cart: string) =>
  rowsOf<{ amount_fils: number }>(
    await t.ctx.db.execute(
      sql`SELECT r.amount_fils FROM sandbox_refunds r JOIN sandbox_payments p ON p.reference = r.reference WHERE p.cart_id = ${cart}`,
    ),
  ).map((r) => r.amount_fils);

describe(`two staff cancel at once (${engine})`, () => {
  it('cancels once and refunds once when three staff cancel the same paid booking at the same time', async () => {
    expect(engine).toBe('postgres');
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const { cart } = await checkoutThroughSandbox(t, staff, [
      stringLine(customer.id, { freeService: true, rp_id: rpId, total_cost: 75 }),
    ]);
    const [id] = await bookingIdsOf(t, cart);
    const before = await cancellationFootprint(t);
    const others = [await authHeaders(t.ctx, 'staff'), await authHeaders(t.ctx, 'admin')];
    const answers = await Promise.all([staff, ...others].map((h) => cancelBooking(t, id!, h)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toBe(CANCELLATION_MESSAGES.alreadyCanceled);
    const after = await cancellationFootprint(t);
    expect(after.cancellations - before.cancellations).toBe(1);
    expect(after.refunds - before.refunds).toBe(1);
    expect(after.credit_notes - before.credit_notes).toBe(1);
    expect(await refundsOf(cart)).toEqual([7500]);
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
  });

  it('gives the pickup fee back exactly once when the two bookings of a checkout are canceled at the same time', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart, stringId, gripId } = await paidPickupStringAndGrip(t, staff, customer.id);
    const ids = [stringId, gripId];
    const answers = await Promise.all(ids.map((id) => cancelBooking(t, id, staff)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const refunds = (await refundsOf(cart)).sort((a, b) => a - b);
    expect(refunds.reduce((sum, r) => sum + r, 0)).toBe(15000 + 7000 + 3000);
  });

  it('never refunds more than was paid when a cheaper change and a cancel of the same booking race', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)]);
    const [id] = await bookingIdsOf(t, cart);
    const [changed, canceled] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/bookings/${id}/change`, headers: staff, payload: { string_id: 1 } }),
      cancelBooking(t, id!, staff),
    ]);
    expect(canceled.statusCode).toBe(200);
    expect([200, 409]).toContain(changed.statusCode);
    const refunds = await refundsOf(cart);
    expect(refunds.reduce((sum, r) => sum + r, 0)).toBe(15000);
    expect(refunds).toEqual(changed.statusCode === 200 ? expect.arrayContaining([3000, 12000]) : [15000]);
  });

  it('sends a failed refund once when two staff retry it at the same time', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)]);
    const [id] = await bookingIdsOf(t, cart);
    // The sandbox refuses a refund while its payment reads as not paid: the first attempt fails.
    await t.ctx.db.execute(sql`UPDATE sandbox_payments SET status = 'held' WHERE cart_id = ${cart}`);
    const res = await cancelBooking(t, id!, staff);
    expect(res.json().data.cancellation.refund_status).toBe('failed');
    await t.ctx.db.execute(sql`UPDATE sandbox_payments SET status = 'paid' WHERE cart_id = ${cart}`);
    const answers = await Promise.all([0, 1, 2].map(() => retryRefund(t, id!, staff)));
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect([CANCELLATION_MESSAGES.refundUnderWay, CANCELLATION_MESSAGES.refundNotRetriable]).toContain(
        refused.json().message,
      );
    }
    expect(await refundsOf(cart)).toEqual([15000]);
  });
});
