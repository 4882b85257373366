import { fils } from '@shop/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { shopDate } from '@shop/domain/time';
import { createTelrProvider, filsToDecimal } from '../../src/adapters/payments/telr';
import { HttpError } from '../../src/lib/errors';
import { checkouts, invoices, notifications } from '../../src/db/schema';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { bookingFootprint, freshCartId, stringLine } from '../helpers/bookings-factories';
import { startTelrStandIn } from './telr-stand-in';
import { expireAbandonedCheckouts } from '../../src/services/payments/expire-abandoned-checkouts';

const credentials = { storeId: '21552', authKey: 'test-auth-key-xyz' };
let standIn: Awaited<ReturnType<typeof startTelrStandIn>>;
let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  standIn = await startTelrStandIn(credentials);
  t = await buildTestApp({
    env: {
      PAYMENT_PROVIDER: 'telr',
      TELR_API_URL: standIn.url,
      TELR_STORE_ID: credentials.storeId,
      TELR_AUTH_KEY: credentials.authKey,
      TELR_TEST_MODE: 'true',
    },
  });
  staff = await authHeaders(t.ctx, 'staff');
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const returnUrls = {
  paid: 'http://shop.test/payment-success?cart_id=X',
  declined: 'http://shop.test/waiting-for-payment?cart_id=X',
  canceled: 'http://shop.test/waiting-for-payment?cart_id=X',
};
const billingAddress = async () => ({
  line1: 'Villa 3, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  country: 'AE' as const,
});

describe('Telr adapter against its stand-in', () => {
  const provider = () => createTelrProvider({ ...credentials, url: standIn.url, testMode: true });

  it('creates an order with our cart_id, the amount in AED as a decimal string and the return URLs', async () => {
    const cart = freshCartId();
    const created = await provider().createPayment({
      cartId: cart,
      amountFils: fils(47050),
      description: 'Racket service',
      customer: { name: 'Layla Haddad', email: 'layla@example.ae' },
      billingAddress,
      returnUrls,
    });
    expect(created.paymentUrl).toBe(`https://secure.telr.com/gateway/process.html?o=${created.reference}`);
    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({
      ivp_method: 'create',
      ivp_store: credentials.storeId,
      ivp_authkey: credentials.authKey,
      ivp_cart: cart,
      ivp_amount: '470.50',
      ivp_currency: 'AED',
      ivp_test: '1',
      return_auth: returnUrls.paid,
      return_decl: returnUrls.declined,
      return_can: returnUrls.canceled,
      bill_fname: 'Layla',
      bill_sname: 'Haddad',
      bill_email: 'layla@example.ae',
    });
  });

  it('reads paid only from status 3 with transaction status A; authorised (2) and on hold (3/H) are held', async () => {
    const cases = [
      ['pending', 'pending'],
      ['authorised', 'held'],
      ['on-hold', 'held'],
      ['paid', 'paid'],
      ['declined', 'declined'],
      ['canceled', 'canceled'],
      ['expired', 'canceled'],
    ] as const;
    for (const [outcome, expected] of cases) {
      const cart = freshCartId();
      const created = await provider().createPayment({
        cartId: cart,
        amountFils: fils(15000),
        description: 'x',
        customer: { name: 'Omar Saleh', email: 'omar@example.ae' },
        billingAddress,
        returnUrls,
      });
      standIn.setOutcome(cart, outcome);
      const check = await provider().checkPayment({ cartId: cart, reference: created.reference });
      expect(check.status, outcome).toBe(expected);
      expect(check.amountFils).toBe(15000);
      expect(check.transactionReference).toBe(expected === 'paid' ? '040012345678' : null);
      expect(standIn.requests.at(-1)).toMatchObject({ ivp_method: 'check', order_ref: created.reference });
    }
  });

  it('turns refusals and an unreachable gateway into 502 with a sentence', async () => {
    const wrongKey = createTelrProvider({ ...credentials, authKey: 'wrong', url: standIn.url, testMode: true });
    const refused = await wrongKey
      .createPayment({
        cartId: freshCartId(),
        amountFils: fils(100),
        description: 'x',
        customer: { name: 'Omar Saleh', email: 'omar@example.ae' },
        billingAddress,
        returnUrls,
      })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused.statusCode).toBe(502);
    expect(refused.message).toContain('E04');

    const cart = freshCartId();
    await provider().createPayment({
      cartId: cart,
      amountFils: fils(100),
      description: 'x',
      customer: { name: 'Omar Saleh', email: 'omar@example.ae' },
      billingAddress,
      returnUrls,
    });
    const duplicate = await provider()
      .createPayment({
        cartId: cart,
        amountFils: fils(100),
        description: 'x',
        customer: { name: 'Omar Saleh', email: 'omar@example.ae' },
        billingAddress,
        returnUrls,
      })
      .catch((e) => e);
    expect(duplicate.message).toContain('Duplicate transaction');

    standIn.setDown(true);
    const down = await provider()
      .checkPayment({ cartId: cart, reference: 'X' })
      .catch((e) => e);
    standIn.setDown(false);
    expect(down.statusCode).toBe(502);
    expect(down.message).toBe(PAYMENT_MESSAGES.providerUnavailable);
  });

  it('formats fils as an AED decimal string', () => {
    expect([0, 5, 100, 12345, 1000000].map((n) => filsToDecimal(fils(n)))).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '123.45',
      '10000.00',
    ]);
  });
});

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
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tran_cartid=${cart}&tran_status=A`,
    });
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
    const cart = freshCartId();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/create',
          headers: staff,
          payload: { bookings: [stringLine(customer.id, { cart_id: cart })], pickup_fee: 0 },
        })
      ).statusCode,
    ).toBe(201);
    standIn.setCurrency(cart, 'USD');
    standIn.setOutcome(cart, 'paid');
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tran_cartid=${cart}&tran_status=A`,
    });
    expect(notified.json().status).toBe('pending');
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    expect(checkout!.status).toBe('pending');
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, cart))).toHaveLength(0);
  });

  it('never cancels a payment Telr holds (authorised or on hold) at expiry: the free stringing is kept, admins are told once, and it is confirmed when Telr says paid', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: shopDate() });
    const carts: string[] = [];
    for (const outcome of ['authorised', 'on-hold'] as const) {
      const cart = freshCartId();
      // The authorised one carries a free stringing (an express line, so it still costs something).
      const line =
        outcome === 'authorised'
          ? stringLine(customer.id, {
              cart_id: cart,
              string_id: 109,
              freeService: true,
              rp_id: rpId,
              total_cost: 120 + 25,
            })
          : stringLine(customer.id, { cart_id: cart });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/payments/create',
        headers: staff,
        payload: { bookings: [line], pickup_fee: 0 },
      });
      expect(created.statusCode, created.body).toBe(201);
      standIn.setOutcome(cart, outcome);
      carts.push(cart);
    }
    const later = (minutes: number) =>
      new Date(Date.now() + (t.config.payments.checkoutExpiryMinutes + minutes) * 60_000);
    const statusOf = async (cart: string) =>
      (await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart)))[0]!.status;
    const heldNotes = async () =>
      (await t.ctx.db.select().from(notifications).where(eq(notifications.kind, 'payment-held'))).length;
    for (const minutes of [1, 5]) {
      const swept = await expireAbandonedCheckouts(t.ctx, { now: later(minutes) });
      expect(swept.held).toBeGreaterThanOrEqual(2);
      for (const cart of carts) expect(await statusOf(cart)).toBe('pending');
    }
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
    expect(await heldNotes()).toBe(2);
    standIn.setOutcome(carts[0]!, 'paid');
    await expireAbandonedCheckouts(t.ctx, { now: later(10) });
    expect(await statusOf(carts[0]!)).toBe('paid');
    expect(await statusOf(carts[1]!)).toBe('pending');
  });

  it('expires an order still unpaid at Telr and settles one Telr says was paid', async () => {
    const customer = await buildCustomer(t.ctx);
    const create = async () => {
      const cart = freshCartId();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/create',
        headers: staff,
        payload: { bookings: [stringLine(customer.id, { cart_id: cart })], pickup_fee: 0 },
      });
      expect(res.statusCode).toBe(201);
      return cart;
    };
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
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: shopDate() });
    const before = await bookingFootprint(t);
    standIn.setDown(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: staff,
      payload: {
        bookings: [
          stringLine(customer.id, {
            cart_id: freshCartId(),
            string_id: 109,
            freeService: true,
            rp_id: rpId,
            total_cost: 120 + 25,
          }),
        ],
        pickup_fee: 0,
      },
    });
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
