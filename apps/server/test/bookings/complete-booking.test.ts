import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_MESSAGES } from '@shop/domain/booking-status';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { ROLES } from '@shop/domain/roles';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase } from '../helpers/customers-factories';
import {
  bookingFootprint,
  checkoutThroughSandbox,
  freshCartId,
  stringLine,
  freeStringLine,
} from '../helpers/bookings-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { createPaymentRequest } from '../helpers/payments-requests';

const t = testAppForFile();
const staff = signedIn(t);

const markComplete = (id: number | string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers });

async function bookingIdsOf(cart: string): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers: staff });
  return res.json().data.booking_ids;
}

describe(`PATCH /api/bookings/{id}/status (${engine})`, () => {
  it('completes an online-paid booking once', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'pay' });
    const [id] = await bookingIdsOf(cart);
    const done = await markComplete(id!);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(BOOKING_MESSAGES.bookingCompleted);
    expect(done.json().data.booking).toMatchObject({ booking_id: id, status: 'completed', payment_status: 'paid' });
    expect(done.json().data.booking.completed_at).not.toBeNull();
    expect(done.json().data.invoice_number).toMatch(/^INV-/);

    const before = await bookingFootprint(t);
    const twice = await markComplete(id!);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BOOKING_STATUS_MESSAGES.alreadyCompleted);
    expect(await bookingFootprint(t)).toEqual(before);
    expect(await lastAudit(t.ctx, 'bookings.complete')).toMatchObject({
      subject: expect.stringMatching(/^booking:\d+$/),
    });
  });

  it('completes a free booking (nothing to pay)', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const res = await createPaymentRequest(
      t,
      { bookings: [freeStringLine(customer.id, rpId, { cart_id: freshCartId() })], pickup_fee: 0 },
      staff,
    );
    const id = res.json().data.bookings[0].booking_id;
    const done = await markComplete(id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.booking.payment_status).toBe('free');
  });

  it('refuses an unpaid online booking and a canceled one, changing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const unpaid = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const declined = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'decline' });
    const [unpaidId] = await bookingIdsOf(unpaid.cart);
    const [declinedId] = await bookingIdsOf(declined.cart);
    const before = await bookingFootprint(t);
    const notPaid = await markComplete(unpaidId!);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe(BOOKING_STATUS_MESSAGES.notPaidOnline);
    const canceled = await markComplete(declinedId!);
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json().message).toBe(BOOKING_STATUS_MESSAGES.canceled);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 401 without a session; every role may complete', async () => {
    const before = await bookingFootprint(t);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await markComplete(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const missing = await markComplete(99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BOOKING_MESSAGES.bookingNotFound);
    expect((await markComplete(1, {})).statusCode).toBe(401);
    expect(await bookingFootprint(t)).toEqual(before);

    const customer = await buildCustomer(t.ctx);
    const byRole = await headersByRole(t.ctx);
    for (const role of ROLES) {
      const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'pay' });
      const [id] = await bookingIdsOf(cart);
      expect((await markComplete(id!, byRole[role])).statusCode, role).toBe(200);
    }
  });
});
