import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
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

describe(`double submissions and double clicks (${engine})`, () => {
  it('stores a checkout once when the same cart_id is submitted twice at the same time', async () => {
    expect(engine).toBe('postgres');
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const cart = freshCartId();
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/store-payment/confirm-instore-payment',
          headers: staff,
          payload: { bookings: [stringLine(customer.id, { cart_id: cart })], recaptchaToken: '' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toBe(PAYMENT_MESSAGES.cartAlreadyUsed);
    const after = await bookingFootprint(t);
    expect(after.checkouts - before.checkouts).toBe(1);
    expect(after.bookings - before.bookings).toBe(1);
  });

  it('claims one free stringing when two checkouts for the same racket race', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        createPaymentRequest(
          t,
          { bookings: [freeStringLine(customer.id, rpId, { cart_id: freshCartId() })], pickup_fee: 0 },
          staff,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
  });

  it('completes a booking once when Mark as Complete is clicked twice at the same time', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'pay' });
    const [id] = (
      await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers: staff })
    ).json().data.booking_ids;
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('undoes a completion once when Undo is clicked twice at the same time', async () => {
    const customer = await buildCustomer(t.ctx);
    const admin = await authHeaders(t.ctx, 'admin');
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'pay' });
    const [id] = (
      await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers: staff })
    ).json().data.booking_ids;
    await t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff });
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.app.inject({ method: 'POST', url: `/api/bookings/${id}/undo-complete`, headers: admin })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const audits = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'bookings.undo-complete' AND subject = ${`booking:${id}`}`,
      ),
    );
    expect(audits[0]!.n).toBe(1);
  });

  it('records one in-store payment and one invoice when the completion is sent twice, or one receipt is used for two bookings', async () => {
    const customer = await buildCustomer(t.ctx);
    const book = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/store-payment/confirm-instore-payment',
          headers: staff,
          payload: { bookings: [stringLine(customer.id, { cart_id: freshCartId() })] },
        })
      ).json().data.bookings[0].booking_id as number;
    const id = await book();
    const before = await bookingFootprint(t);
    const same = await Promise.all(
      ['R-A1', 'R-A2', 'R-A3'].map((receipt) =>
        t.app.inject({
          method: 'POST',
          url: `/api/bookings/${id}/complete-instore`,
          headers: staff,
          payload: { receipt_number: receipt, amount: 150 },
        }),
      ),
    );
    expect(same.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const middle = await bookingFootprint(t);
    expect(middle.instore_payments - before.instore_payments).toBe(1);
    expect(middle.invoices - before.invoices).toBe(1);

    const [first, second] = [await book(), await book()];
    const shared = await Promise.all(
      [first, second].map((bookingId) =>
        t.app.inject({
          method: 'POST',
          url: `/api/bookings/${bookingId}/complete-instore`,
          headers: staff,
          payload: { receipt_number: 'R-SHARED-1', amount: 150 },
        }),
      ),
    );
    expect(shared.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
