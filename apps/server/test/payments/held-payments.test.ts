import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, type BookingListItem } from '@shop/domain/contracts/bookings';
import { HELD_PAYMENT_MESSAGES } from '@shop/domain/contracts/held-payments';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { bookings, checkouts, notifications, sandboxPayments } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import {
  bookingFootprint,
  checkoutThroughSandbox,
  decideOnSandbox,
  sandboxPageUrl,
  stringLine,
} from '../helpers/bookings-factories';
import { verifyRequest } from '../helpers/payments-requests';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

type Headers = { authorization: string };

const list = async (query: string, headers: Headers = staff) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookings?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: BookingListItem[]; total: number; hasMore: boolean; nextCursor: string | null };
};

const voidPayment = (bookingId: number | string, headers?: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/void-payment`, headers: headers ?? {} });

/** A sandbox checkout of `lines` strings (150 AED each) whose payer chose "Authorise only" on the page. */
async function heldOnSandbox(customerId: number, lines = 1) {
  const { cart } = await checkoutThroughSandbox(
    t,
    staff,
    Array.from({ length: lines }, () => stringLine(customerId)),
    { pay: 'hold' },
  );
  const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
  const rows = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
  return { cart, checkout: checkout!, bookingIds: rows.map((r) => r.id).sort((a, b) => a - b) };
}

const ledgerStatus = async (cart: string) =>
  (await t.ctx.db.select().from(sandboxPayments).where(eq(sandboxPayments.cartId, cart)))[0]!.status;

describe(`held payments on the bookings list (${engine})`, () => {
  it('holds a payment authorised on the sandbox page: pending, told once, and shown as Payment held', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const page = await t.app.inject({ method: 'GET', url: await sandboxPageUrl(t, cart) });
    expect(page.body).toContain('>Authorise only (held for review)');
    const held = await decideOnSandbox(t, cart, 'hold');
    expect(held.statusCode).toBe(303);
    expect(held.headers.location).toBe(`http://shop.test/payment-success?cart_id=${cart}`);

    const verified = await verifyRequest(t, cart, staff);
    expect(verified.json()).toMatchObject({ message: PAYMENT_MESSAGES.pending, data: { status: 'pending' } });
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    expect(checkout!.heldAt).not.toBeNull();
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.kind, 'payment-held'));
    expect(notes.filter((n) => n.message.includes(cart))).toHaveLength(1);

    const found = await list(`search=${encodeURIComponent(customer.email!)}`);
    expect(found.items.map((i) => [i.payment_status, i.payment_held])).toEqual([['awaiting-payment', true]]);
  });

  it('filters the list to held payments with payment=held, keeping the envelope, status, search and cursor paging', async () => {
    const customer = await buildCustomer(t.ctx);
    const first = await heldOnSandbox(customer.id, 2);
    await checkoutThroughSandbox(t, staff, [stringLine(customer.id)]); // paid
    await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false }); // awaiting payment
    const second = await heldOnSandbox(customer.id);
    const heldIds = [...second.bookingIds, ...first.bookingIds.reverse()];

    const search = `search=${encodeURIComponent(customer.email!)}`;
    expect((await list(search)).total).toBe(5);
    const page1 = await t.app.inject({
      method: 'GET',
      url: `/api/bookings?${search}&payment=held&pageSize=2`,
      headers: staff,
    });
    expect(Object.keys(page1.json()).sort()).toEqual(
      ['hasMore', 'items', 'nextCursor', 'page', 'pageSize', 'total', 'totalIsExact'].sort(),
    );
    expect(page1.json()).toMatchObject({ total: 3, page: 1, pageSize: 2, totalIsExact: true, hasMore: true });
    const page2 = await list(`${search}&payment=held&pageSize=2&page=2&cursor=${page1.json().nextCursor}`);
    expect([...page1.json().items, ...page2.items].map((i: BookingListItem) => i.booking_id)).toEqual(heldIds);
    expect(page2).toMatchObject({ total: 3, hasMore: false, nextCursor: null });

    expect((await list(`${search}&payment=held&status=pending`)).total).toBe(3);
    expect((await list(`${search}&payment=held&status=completed`)).total).toBe(0);
    expect((await list(`${search}&payment=all`)).total).toBe(5);
    const everyHeld = await list('payment=held&pageSize=100');
    expect(everyHeld.items.length).toBeGreaterThanOrEqual(3);
    expect(everyHeld.items.every((i) => i.payment_held && i.status === 'pending')).toBe(true);
  });

  it('answers 400 with a sentence for an unknown payment filter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bookings?payment=unpaid', headers: staff });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(HELD_PAYMENT_MESSAGES.invalidFilter);
  });
});

describe(`POST /api/bookings/:id/void-payment on the sandbox (${engine})`, () => {
  it('needs a session (401), an admin or superadmin (403) and a booking number (400, 404), changing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const held = await heldOnSandbox(customer.id);
    const roles = await headersByRole(t.ctx);
    const before = await bookingFootprint(t);
    const refused: [number | string, Headers | undefined, number, string | null][] = [
      [held.bookingIds[0]!, undefined, 401, null],
      [held.bookingIds[0]!, { authorization: 'Bearer forged' }, 401, null],
      [held.bookingIds[0]!, roles.staff, 403, null],
      ['abc', roles.admin, 400, null],
      [0, roles.admin, 400, null],
      [987_654_321, roles.admin, 404, BOOKING_MESSAGES.bookingNotFound],
    ];
    for (const [id, headers, status, message] of refused) {
      const res = await voidPayment(id, headers);
      expect(res.statusCode, `${id} ${status}`).toBe(status);
      expect(res.json().message).toEqual(message ?? expect.any(String));
    }
    expect(await bookingFootprint(t)).toEqual(before);
    expect(await ledgerStatus(held.cart)).toBe('held');
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.id, held.checkout.id));
    expect(checkout).toMatchObject({ status: 'pending', voidStartedAt: null });
  });

  it('refuses (409) to void a payment that is not held: paid, or still awaiting the payer', async () => {
    const customer = await buildCustomer(t.ctx);
    const { admin } = await headersByRole(t.ctx);
    for (const pay of ['pay', false] as const) {
      const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay });
      const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
      const [booking] = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
      const before = await bookingFootprint(t);
      const res = await voidPayment(booking!.id, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HELD_PAYMENT_MESSAGES.notHeld);
      expect(await bookingFootprint(t)).toEqual(before);
      expect(await ledgerStatus(cart)).toBe(pay ? 'paid' : 'pending');
    }
  });

  it('voids for a superadmin: every booking of the checkout canceled, the free stringing given back, the page says Voided', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    // One checkout: a free express stringing (150 - 75 + 25 = 100 AED) and a paid one.
    const { cart } = await checkoutThroughSandbox(
      t,
      staff,
      [
        stringLine(customer.id, { string_id: 102, freeService: true, rp_id: rpId, total_cost: 100 }),
        // Another racket: one racket's lines share one turnaround (docs/decisions/turnaround.md).
        stringLine(customer.id, { racket_name: 'Head Speed MP' }),
      ],
      { pay: 'hold' },
    );
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    const rows = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const { superadmin } = await headersByRole(t.ctx);

    const res = await voidPayment(ids[1]!, superadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: HELD_PAYMENT_MESSAGES.voided,
      data: { outcome: 'voided', cart_id: cart, checkout_status: 'canceled', booking_ids: ids },
    });
    const after = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
    expect(after.map((r) => r.status)).toEqual(['canceled', 'canceled']);
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
    expect(await ledgerStatus(cart)).toBe('voided');
    const page = await t.app.inject({ method: 'GET', url: await sandboxPageUrl(t, cart) });
    expect(page.body).toContain('>Voided<');
    expect((await verifyRequest(t, cart)).json().data.status).toBe('canceled');
    expect((await list(`search=${encodeURIComponent(customer.email!)}&payment=held`)).total).toBe(0);
  });

  it('records the payment as paid when the sandbox had captured it instead of voiding', async () => {
    const customer = await buildCustomer(t.ctx);
    const held = await heldOnSandbox(customer.id);
    await t.ctx.db.update(sandboxPayments).set({ status: 'paid' }).where(eq(sandboxPayments.cartId, held.cart));
    const { admin } = await headersByRole(t.ctx);
    const res = await voidPayment(held.bookingIds[0]!, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: HELD_PAYMENT_MESSAGES.paidInstead, data: { outcome: 'paid' } });
    expect((await verifyRequest(t, held.cart, staff)).json().data).toMatchObject({
      status: 'paid',
      invoice_number: expect.stringMatching(/^INV-/),
    });
  });
});
