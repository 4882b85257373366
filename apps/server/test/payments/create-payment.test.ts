import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { addMonths, shopDate } from '@shop/domain/shop-days';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import {
  bookingFootprint,
  checkoutThroughSandbox,
  decideOnSandbox,
  freshCartId,
  gripLine,
  sandboxPageUrl,
  stringLine,
  freeStringLine,
} from '../helpers/bookings-factories';
import { createPaymentRequest, verifyRequest } from '../helpers/payments-requests';
import { bookings, checkouts, freeStringingClaims, invoices, notifications } from '../../src/db/schema';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const create = (payload: unknown, headers: Record<string, string> = staff) => createPaymentRequest(t, payload, headers);
const verify = (cart: string, headers: Record<string, string> = {}) => verifyRequest(t, cart, headers);

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
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const cart = freshCartId();
    // Bring Own String (75) free: 75 - 75 = 0; in store, no fee.
    const line = freeStringLine(customer.id, rpId, { cart_id: cart });
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
    expect(await lastAudit(t.ctx, 'bookings.create-free')).toMatchObject({ details: { cartId: expect.any(String) } });
  });

  it("books two free stringings of two rackets in one checkout, each booking linked to its own racket's claim", async () => {
    const customer = await buildCustomer(t.ctx);
    const rpIds = await buildRacketPurchase(t.ctx, { customerId: customer.id, quantity: 2 });
    expect(rpIds).toHaveLength(2);
    const cart = freshCartId();
    const res = await create({
      bookings: rpIds.map((rpId) => freeStringLine(customer.id, rpId, { cart_id: cart })),
      pickup_fee: 0,
    });
    expect(res.statusCode).toBe(201);
    const created = (res.json().data.bookings as { booking_id: number }[]).map((b) => b.booking_id);
    const rows = await t.ctx.db
      .select({ rpId: bookings.rpId, claimEntitlement: freeStringingClaims.entitlementId })
      .from(bookings)
      .innerJoin(freeStringingClaims, eq(freeStringingClaims.id, bookings.claimId))
      .where(inArray(bookings.id, created))
      .orderBy(bookings.id);
    expect(rows).toEqual(rpIds.map((rpId) => ({ rpId, claimEntitlement: rpId })));
    for (const rpId of rpIds) expect(await countClaims(t.ctx, rpId)).toBe(1);
  });

  it('refuses two free stringings of one racket in one checkout (a month apart is the rule), storing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const cart = freshCartId();
    const line = freeStringLine(customer.id, rpId, { cart_id: cart });
    const before = await bookingFootprint(t);
    const res = await create({ bookings: [line, line], pickup_fee: 0 });
    expect(res.statusCode, res.body).toBe(409);
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('books two free stringings of one racket a month apart in one checkout, each with its own claim', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const cart = freshCartId();
    const first = freeStringLine(customer.id, rpId, { cart_id: cart });
    const second = { ...first, booking_date: addMonths(first.booking_date, 1) };
    const res = await create({ bookings: [first, second], pickup_fee: 0 });
    expect(res.statusCode, res.body).toBe(201);
    const created = (res.json().data.bookings as { booking_id: number }[]).map((b) => b.booking_id);
    const rows = await t.ctx.db
      .select({ date: bookings.bookingDate, claimDate: freeStringingClaims.bookingDate })
      .from(bookings)
      .innerJoin(freeStringingClaims, eq(freeStringingClaims.id, bookings.claimId))
      .where(inArray(bookings.id, created))
      .orderBy(bookings.id);
    expect(rows).toEqual([first, second].map((l) => ({ date: l.booking_date, claimDate: l.booking_date })));
    expect(await countClaims(t.ctx, rpId!)).toBe(2);
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
});
