import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { checkouts, invoices } from '../../src/db/schema';
import { engine, type TestApp } from '../helpers/app';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { bookingFootprint, freshCartId, stringLine, freeStringLine } from '../helpers/bookings-factories';
import { createTelrCheckout, notifyFromTelr, withTelrTestApp, type TelrStandIn } from '../helpers/telr-setup';
import { expireAbandonedCheckouts } from '../../src/services/payments/expire-abandoned-checkouts';
import { createPaymentRequest } from '../helpers/payments-requests';

let standIn: TelrStandIn;
let t: TestApp;
let staff: { authorization: string };
withTelrTestApp((setup) => ({ standIn, t, staff } = setup));

describe(`checkout through Telr (${engine})`, () => {
  it('sends the payer to Telr and confirms the bookings when Telr says paid', async () => {
    const customer = await buildCustomer(t.ctx);
    const cart = freshCartId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: staff,
      payload: { bookings: [stringLine(customer.id, { cart_id: cart })], pickup_fee: 0 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.payment_url).toMatch(/^https:\/\/secure\.telr\.com\/gateway\/process\.html\?o=/);
    expect(standIn.requests.at(-1)).toMatchObject({
      ivp_cart: cart,
      ivp_amount: '150.00',
      return_auth: `http://shop.test/payment-success?cart_id=${cart}`,
    });

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` })).json().data.status,
    ).toBe('pending');
    standIn.setOutcome(cart, 'paid');
    // Telr's notification is form-encoded; it is only a hint and is re-checked.
    const notified = await notifyFromTelr(t, cart);
    expect(notified.json().status).toBe('paid');
    const verified = await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` });
    expect(verified.json().message).toContain('Payment successful');
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    expect(checkout).toMatchObject({ provider: 'telr', status: 'paid' });
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, cart))).toHaveLength(1);
  });

  it("sends complete billing details: the customer's default address, else the shop's", async () => {
    const withAddress = await buildCustomer(t.ctx);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/customer-address',
      headers: { ...staff, 'customer-id': String(withAddress.id) },
      payload: {
        address_line: 'Villa 12, Street 4',
        area: 'Al Barsha 2',
        city: 'Dubai',
        state: 'Dubai',
        address_type: 'Home',
        is_default: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const without = await buildCustomer(t.ctx);
    for (const [customer, expected] of [
      [withAddress, { bill_addr1: 'Villa 12, Street 4, Al Barsha 2', bill_city: 'Dubai', bill_region: 'Dubai' }],
      [without, { bill_addr1: t.config.shop.address, bill_city: 'Dubai' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/create',
        headers: staff,
        payload: { bookings: [stringLine(customer.id, { cart_id: freshCartId() })], pickup_fee: 0 },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(standIn.requests.at(-1)).toMatchObject({
        ...expected,
        bill_country: 'AE',
        bill_email: customer.email,
        bill_fname: expect.any(String),
        bill_sname: expect.any(String),
      });
    }
  });

  it('does not take a payment Telr reports in another currency: the checkout stays pending for staff', async () => {
    const customer = await buildCustomer(t.ctx);
    const cart = await createTelrCheckout({ t, staff }, (cart) => [stringLine(customer.id, { cart_id: cart })]);
    standIn.setCurrency(cart, 'USD');
    standIn.setOutcome(cart, 'paid');
    const notified = await notifyFromTelr(t, cart);
    expect(notified.json().status).toBe('pending');
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    expect(checkout!.status).toBe('pending');
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, cart))).toHaveLength(0);
  });

  it('expires an order still unpaid at Telr and settles one Telr says was paid', async () => {
    const customer = await buildCustomer(t.ctx);
    const create = () => createTelrCheckout({ t, staff }, (cart) => [stringLine(customer.id, { cart_id: cart })]);
    const unpaid = await create();
    const paid = await create();
    standIn.setOutcome(paid, 'paid');
    const later = new Date(Date.now() + (t.config.payments.checkoutExpiryMinutes + 1) * 60_000);
    await expireAbandonedCheckouts(t.ctx, { now: later });
    const statusOf = async (cart: string) =>
      (await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart)))[0]!.status;
    expect(await statusOf(unpaid)).toBe('canceled');
    expect(standIn.requests.filter((r) => r.ivp_method === 'check').at(-1)).toMatchObject({ ivp_method: 'check' });
    expect(await statusOf(paid)).toBe('paid');
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, paid))).toHaveLength(1);
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, unpaid))).toHaveLength(0);
  });

  it('serves no sandbox payment page when Telr is the provider', async () => {
    const customer = await buildCustomer(t.ctx);
    const cart = freshCartId();
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: staff,
      payload: { bookings: [stringLine(customer.id, { cart_id: cart })], pickup_fee: 0 },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/sandbox-payments/${cart}` })).statusCode).toBe(404);
    const click = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox-payments/${cart}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(click.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` })).json().data.status,
    ).toBe('pending');
  });

  it('gives the free stringing back and keeps nothing pending when Telr cannot be reached', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const before = await bookingFootprint(t);
    standIn.setDown(true);
    const res = await createPaymentRequest(
      t,
      {
        bookings: [freeStringLine(customer.id, rpId, { cart_id: freshCartId(), string_id: 109, total_cost: 120 + 25 })],
        pickup_fee: 0,
      },
      staff,
    );
    standIn.setDown(false);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.providerUnavailable);
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
    const after = await bookingFootprint(t);
    expect(after.claims).toBe(before.claims);
    const pending = await t.ctx.db.select().from(checkouts).where(eq(checkouts.status, 'pending'));
    expect(pending.every((c) => c.customerId !== customer.id)).toBe(true);
  });
});
