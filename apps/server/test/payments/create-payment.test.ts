import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { ROLES } from '@shop/domain/roles';
import { addMonths, shopDate } from '@shop/domain/time';
import { engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import {
  bookingFootprint,
  checkoutThroughSandbox,
  decideOnSandbox,
  freshCartId,
  gripLine,
  sandboxPageUrl,
  stringLine,
  withBookingsTestApp,
} from '../helpers/bookings-factories';
import { bookings, checkouts, invoices, notifications } from '../../src/db/schema';

let t: TestApp;
let staff: { authorization: string };
withBookingsTestApp((setup) => ({ t, staff } = setup));

const create = (payload: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: '/api/payments/create', headers, payload: payload as object });

describe(`POST /api/payments/create and the sandbox page (${engine})`, () => {
  it('takes a paid checkout through the sandbox: page, pay, return, confirmed bookings and one invoice', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Layla', lastName: 'Haddad' });
    const cart = freshCartId();
    const address = 'Villa 12, Al Wasl Road, 00000, Dubai, UAE';
    const lines = [
      stringLine(customer.id, {
        cart_id: cart,
        pickup_option: 'express-pickup/delivery',
        instore_location: null,
        delivery_address: address,
        string_id: 109,
        total_cost: 220,
      }),
      stringLine(customer.id, {
        cart_id: cart,
        pickup_option: 'express-pickup/delivery',
        instore_location: null,
        delivery_address: address,
        string_id: 2,
        total_cost: 150,
        racket_name: 'Head Speed MP',
      }),
    ];
    const res = await create({ bookings: lines, pickup_fee: 100 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data.cart_id).toBe(cart);
    expect(body.data.total_cost).toBe(470);
    expect(body.data.payment_url).toBe(`http://shop.test${await sandboxPageUrl(t, cart)}`);
    expect(body.data.payment_url).toMatch(/\?token=[0-9a-f]{64}$/);

    const page = await t.app.inject({ method: 'GET', url: await sandboxPageUrl(t, cart) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(t.config.shop.name);
    expect(page.body).toContain('470.00 AED');
    for (const label of ['Pay', 'Decline', 'Cancel']) expect(page.body).toContain(`>${label}`);

    const before = await verify(cart);
    expect(before.json().data.status).toBe('pending');
    expect(before.json().message).not.toContain('Payment successful');

    const paid = await decideOnSandbox(t, cart, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://shop.test/payment-success?cart_id=${cart}`);

    const verified = await verify(cart, staff);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toContain('Payment successful');
    expect(verified.json().data).toMatchObject({ status: 'paid', total_cost: 470 });
    expect(verified.json().data.booking_ids).toHaveLength(2);
    expect(verified.json().data.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);

    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    expect(checkout).toMatchObject({ status: 'paid', amountFils: 47000, pickupFeeFils: 10000, provider: 'sandbox' });
    const rows = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
    expect(rows.map((r) => [r.serviceType, r.priceFils, r.pickupFeeFils, r.status]).sort()).toEqual(
      [
        ['Express', 22000, 10000, 'pending'],
        ['Regular', 15000, 0, 'pending'],
      ].sort(),
    );
    const issued = await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, cart));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      amountFils: 47000,
      paymentMethod: 'online',
      customerName: 'Layla Haddad',
      status: 'paid',
    });
    expect(issued[0]!.vatFils).toBe(issued[0]!.lines.reduce((s, l) => s + l.vat_fils, 0));
    expect(issued[0]!.lines.map((l) => l.total_fils)).toEqual(expect.arrayContaining([22000, 15000, 10000]));
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.kind, 'booking-paid'));
    expect(notes.at(-1)).toMatchObject({ title: 'Booking paid' });
    expect(JSON.stringify(notes)).not.toContain('Layla');

    const list = await t.app.inject({ method: 'GET', url: `/api/bookings?search=${customer.email}`, headers: staff });
    expect(
      list.json().items.map((i: { status: string; payment_status: string }) => [i.status, i.payment_status]),
    ).toEqual([
      ['pending', 'paid'],
      ['pending', 'paid'],
    ]);
  });

  it('cancels the bookings of a declined checkout and gives the free stringing back', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, {
      customerId: customer.id,
      purchaseDate: addMonths(shopDate(), -1),
    });
    // A free express line on a 150 AED string costs 75 + 25 = 100 AED: still a payment.
    const line = stringLine(customer.id, {
      string_id: 102,
      freeService: true,
      rp_id: rpId,
      total_cost: 100,
      racket_name: '',
    });
    const { cart, created } = await checkoutThroughSandbox(t, staff, [line], { pay: false });
    expect(created.data.total_cost).toBe(100);
    expect(await countClaims(t.ctx, rpId!)).toBe(1);

    const declined = await decideOnSandbox(t, cart, 'decline');
    expect(declined.headers.location).toBe(`http://shop.test/waiting-for-payment?cart_id=${cart}`);
    const verified = await verify(cart, staff);
    expect(verified.json().message).toBe(PAYMENT_MESSAGES.declined);
    expect(verified.json().data.status).toBe('declined');
    expect(verified.json().data.invoice_number).toBeNull();
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    const rows = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
    expect(rows.map((r) => r.status)).toEqual(['canceled']);
    expect(rows[0]!.racketName).toBe('Wilson Pro Staff 97 v14');
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, cart))).toHaveLength(0);

    // Paying after the decline is not possible: the page says it is decided, and nothing changes.
    const again = await decideOnSandbox(t, cart, 'pay');
    expect(again.headers.location).toContain('/waiting-for-payment');
    expect((await verify(cart)).json().data.status).toBe('declined');
  });

  it('books a free stringing (total 0) at once and claims the entitlement', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: shopDate() });
    const cart = freshCartId();
    // Bring Own String (75) free: 75 - 75 = 0; in store, no fee.
    const line = stringLine(customer.id, {
      cart_id: cart,
      string_id: 12,
      freeService: true,
      rp_id: rpId,
      total_cost: 0,
    });
    const before = await bookingFootprint(t);
    const res = await create({ bookings: [line], pickup_fee: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(BOOKING_MESSAGES.bookingsCreated);
    expect(res.json().data.total_cost).toBe(0);
    expect(res.json().data.bookings).toEqual([
      expect.objectContaining({ booking_id: expect.any(Number), free_service: true, total_cost: 0, status: 'pending' }),
    ]);
    expect(res.json().data.payment_url).toBeUndefined();
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
    const after = await bookingFootprint(t);
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.sandbox_payments).toBe(before.sandbox_payments);
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, res.json().data.bookings[0].booking_id));
    expect(row!.claimId).not.toBeNull();

    // The same racket again within the month is refused by the entitlement rules, and nothing is stored.
    const twice = await create({ bookings: [{ ...line, cart_id: freshCartId() }], pickup_fee: 0 });
    expect(twice.statusCode).toBe(409);
    expect(await bookingFootprint(t)).toEqual(after);
  });

  it('refuses a tampered line total or pickup fee with 422 and stores nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const cheaper = await create({
      bookings: [stringLine(customer.id, { cart_id: freshCartId(), total_cost: 1 })],
      pickup_fee: 0,
    });
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().message).toBe(BOOKING_MESSAGES.lineTotalMismatch);
    expect(cheaper.json().fields['bookings.0.total_cost']).toContain('150.00 AED');

    const delivery = {
      pickup_option: 'pickup/delivery' as const,
      instore_location: null,
      delivery_address: 'Office 4, Marina Plaza, Dubai, UAE',
      cart_id: freshCartId(),
    };
    const fee = await create({ bookings: [stringLine(customer.id, delivery)], pickup_fee: 30 });
    expect(fee.statusCode).toBe(422);
    expect(fee.json().message).toBe(BOOKING_MESSAGES.pickupFeeMismatch);

    const freeClaimedByClient = await create({
      bookings: [stringLine(customer.id, { cart_id: freshCartId(), total_cost: 0 })],
      pickup_fee: 0,
    });
    expect(freeClaimedByClient.statusCode).toBe(422);

    const expressOptionForRegular = await create({
      bookings: [stringLine(customer.id, { ...delivery, pickup_option: 'express-pickup' })],
      pickup_fee: 50,
    });
    expect(expressOptionForRegular.statusCode).toBe(400);
    expect(expressOptionForRegular.json().message).toBe(BOOKING_MESSAGES.pickupOptionNotForMode);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('prices a grip with a string, charging the pickup fee once', async () => {
    const customer = await buildCustomer(t.ctx);
    const delivery = {
      pickup_option: 'pickup' as const,
      instore_location: null,
      delivery_address: 'Flat 3, JBR, Dubai, UAE',
    };
    const { created } = await checkoutThroughSandbox(
      t,
      staff,
      [stringLine(customer.id, delivery), gripLine(customer.id, delivery)],
      { pickupFee: 30, pay: false },
    );
    expect(created.data.total_cost).toBe(250);
  });

  it('refuses an unknown customer (404), a reused cart_id (409) and unknown catalogue ids (400), storing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const unknown = await create({ bookings: [stringLine(987_654_321, { cart_id: freshCartId() })], pickup_fee: 0 });
    expect(unknown.statusCode).toBe(404);
    const badString = await create({
      bookings: [stringLine(customer.id, { cart_id: freshCartId(), string_id: 77 })],
      pickup_fee: 0,
    });
    expect(badString.statusCode).toBe(400);
    expect(badString.json().message).toBe(BOOKING_MESSAGES.unknownString);
    expect(await bookingFootprint(t)).toEqual(before);

    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const middle = await bookingFootprint(t);
    const reused = await create({ bookings: [stringLine(customer.id, { cart_id: cart })], pickup_fee: 0 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(PAYMENT_MESSAGES.cartAlreadyUsed);
    expect(await bookingFootprint(t)).toEqual(middle);
  });

  it('answers 400 with the documented messages for malformed input, storing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const cases: [unknown, string][] = [
      [{ bookings: [], pickup_fee: 0 }, BOOKING_MESSAGES.noBookingsToProcess],
      [{ pickup_fee: 0 }, BOOKING_MESSAGES.noBookingsToProcess],
      [
        { bookings: [stringLine(customer.id, { instore_location: null })], pickup_fee: 0 },
        BOOKING_MESSAGES.selectStore,
      ],
      [
        { bookings: [stringLine(customer.id, { pickup_option: 'delivery', instore_location: null })], pickup_fee: 30 },
        BOOKING_MESSAGES.enterAddress,
      ],
      [{ bookings: [stringLine(customer.id, { racket_name: '' })], pickup_fee: 0 }, BOOKING_MESSAGES.enterRacketName],
      [
        { bookings: [stringLine(customer.id, { booking_date: addMonths(shopDate(), -1) })], pickup_fee: 0 },
        BOOKING_MESSAGES.bookingDateInPast,
      ],
      [{ bookings: [stringLine(customer.id, { cart_id: 'ORDER-1' })], pickup_fee: 0 }, PAYMENT_MESSAGES.invalidCartId],
      [{ bookings: [stringLine(customer.id)], pickup_fee: -5 }, 'pickup_fee must be an amount in AED.'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: { ...staff, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('needs a session (401) and lets every role create (no role is excluded)', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      payload: { bookings: [stringLine(customer.id)], pickup_fee: 0 },
    });
    expect(anonymous.statusCode).toBe(401);
    const badToken = await create(
      { bookings: [stringLine(customer.id)], pickup_fee: 0 },
      { authorization: 'Bearer nope' },
    );
    expect(badToken.statusCode).toBe(401);
    expect(await bookingFootprint(t)).toEqual(before);
    const byRole = await headersByRole(t.ctx);
    for (const role of ROLES) {
      const res = await create(
        { bookings: [stringLine(customer.id, { cart_id: freshCartId() })], pickup_fee: 0 },
        byRole[role],
      );
      expect(res.statusCode, role).toBe(201);
    }
  });

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

function verify(cart: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers });
}
