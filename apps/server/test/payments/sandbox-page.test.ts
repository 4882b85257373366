import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { checkoutThroughSandbox, freshCartId, sandboxPageUrl, stringLine } from '../helpers/bookings-factories';
import { verifyRequest } from '../helpers/payments-requests';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const verify = (cart: string, headers: Record<string, string> = {}) => verifyRequest(t, cart, headers);

describe(`the sandbox payment page and verification (${engine})`, () => {
  it('shows a not-found page for an unknown sandbox payment and ignores a bad action', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/sandbox-payments/${freshCartId()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Payment not found');
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: await sandboxPageUrl(t, cart),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=steal',
    });
    expect(bad.statusCode).toBe(400);
    expect((await verify(cart)).json().data.status).toBe('pending');
  });

  it('opens the sandbox page and its Pay button only with the token of the payment URL (a cart id can be guessed)', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const other = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const otherToken = new URL(`http://x${await sandboxPageUrl(t, other.cart)}`).searchParams.get('token');
    for (const url of [
      `/api/sandbox-payments/${cart}`,
      `/api/sandbox-payments/${cart}?token=`,
      `/api/sandbox-payments/${cart}?token=${otherToken}`,
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('Payment not found');
      const pay = await t.app.inject({ method: 'POST', url, headers: form, payload: 'action=pay' });
      expect(pay.statusCode, url).toBe(404);
    }
    expect((await verify(cart, staff)).json().data.status).toBe('pending');
    expect(
      (await t.app.inject({ method: 'POST', url: await sandboxPageUrl(t, cart), headers: form, payload: 'action=pay' }))
        .statusCode,
    ).toBe(303);
    expect((await verify(cart, staff)).json().data.status).toBe('paid');
  });

  it('tells a caller without a session only whether the payment succeeded; staff also see total, bookings and invoice', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)]);
    const anonymous = await verify(cart);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ message: PAYMENT_MESSAGES.paid, data: { cart_id: cart, status: 'paid' } });
    const forged = await verify(cart, { authorization: 'Bearer forged' });
    expect(forged.json()).toEqual(anonymous.json());
    const full = (await verify(cart, staff)).json();
    expect(full.data).toMatchObject({ cart_id: cart, status: 'paid', total_cost: 150 });
    expect(full.data.booking_ids).toHaveLength(1);
    expect(full.data.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
  });
});
