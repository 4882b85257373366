import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HELD_PAYMENT_MESSAGES, voidRefusedMessage } from '@shop/domain/contracts/held-payments';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { auditLog, bookings, checkouts, invoices, notifications } from '../../src/db/schema';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { bookingFootprint, stringLine } from '../helpers/bookings-factories';
import { createTelrCheckout, notifyFromTelr, withTelrTestApp, type TelrStandIn } from '../helpers/telr-setup';
import { expireAbandonedCheckouts } from '../../src/services/payments/expire-abandoned-checkouts';

let standIn: TelrStandIn;
let t: TestApp;
let staff: { authorization: string };
withTelrTestApp((setup) => ({ standIn, t, staff } = setup));

/**
 * A Telr checkout that Telr holds: one regular string (150 AED), or with `free` the customer's free
 * stringing on an express string (145 AED).
 */
async function heldCheckout(outcome: 'authorised' | 'on-hold', free?: { customerId: number; rpId: number }) {
  const customerId = free?.customerId ?? (await buildCustomer(t.ctx)).id;
  const cart = await createTelrCheckout({ t, staff }, (cart) => [
    free
      ? stringLine(customerId, { cart_id: cart, string_id: 109, freeService: true, rp_id: free.rpId, total_cost: 145 })
      : stringLine(customerId, { cart_id: cart }),
  ]);
  standIn.setOutcome(cart, outcome);
  // Telr's notification (a hint, re-checked): the checkout is recorded as held.
  await notifyFromTelr(t, cart);
  const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
  const [booking] = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
  return { cart, checkout: checkout!, bookingId: booking!.id };
}

const voidPayment = (bookingId: number, headers: { authorization: string }) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/void-payment`, headers });

const heldIds = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/bookings?payment=held&pageSize=100', headers }))
    .json()
    .items.map((i: { booking_id: number }) => i.booking_id);

describe(`payments Telr holds (${engine})`, () => {
  it('never cancels a payment Telr holds (authorised or on hold) at expiry: the free stringing is kept, admins are told once, and it is confirmed when Telr says paid', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const carts: string[] = [];
    for (const outcome of ['authorised', 'on-hold'] as const) {
      // The authorised one carries a free stringing (an express line, so it still costs something).
      const cart = await createTelrCheckout({ t, staff }, (cart) => [
        outcome === 'authorised'
          ? stringLine(customer.id, {
              cart_id: cart,
              string_id: 109,
              freeService: true,
              rp_id: rpId,
              total_cost: 120 + 25,
            })
          : stringLine(customer.id, { cart_id: cart }),
      ]);
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

  it('never lets held checkouts fill the sweep: an abandoned one behind more held ones than a batch is canceled', async () => {
    const held = [await heldCheckout('authorised'), await heldCheckout('on-hold'), await heldCheckout('authorised')];
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const abandoned = await createTelrCheckout({ t, staff }, (cart) => [
      stringLine(customer.id, { cart_id: cart, string_id: 109, freeService: true, rp_id: rpId, total_cost: 145 }),
    ]);
    const later = new Date(Date.now() + (t.config.payments.checkoutExpiryMinutes + 1) * 60_000);
    // A batch of two: the held ones are older than the abandoned one, and more than a batch.
    const swept = await expireAbandonedCheckouts(t.ctx, { now: later, batch: 2 });
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, abandoned));
    expect(row!.status).toBe('canceled');
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
    for (const h of held) {
      const [c] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.id, h.checkout.id));
      expect(c!.status).toBe('pending');
    }
  });

  it('voids a held payment at Telr for an admin: the bookings are canceled and the free stringing given back', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const held = await heldCheckout('authorised', { customerId: customer.id, rpId: rpId! });
    expect(held.checkout.heldAt).not.toBeNull();
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
    expect(await heldIds(admin)).toContain(held.bookingId);
    const sent = standIn.remoteRequests.length;

    const res = await voidPayment(held.bookingId, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: HELD_PAYMENT_MESSAGES.voided,
      data: { outcome: 'voided', cart_id: held.cart, checkout_status: 'canceled', booking_ids: [held.bookingId] },
    });
    expect(standIn.remoteRequests).toHaveLength(sent + 1);
    expect(standIn.remoteRequests.at(-1)).toContain(`<ref>${standIn.orderOf(held.cart).tranref}</ref>`);
    expect(standIn.orderOf(held.cart).outcome).toBe('voided');
    const [booking] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    expect(booking).toMatchObject({ status: 'canceled' });
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
    expect(await heldIds(admin)).not.toContain(held.bookingId);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payments.voided'), eq(auditLog.subject, `checkout:${held.checkout.id}`)));
    expect(audits).toHaveLength(1);

    // Voided once: a second click is refused and nothing more is sent to Telr.
    const again = await voidPayment(held.bookingId, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HELD_PAYMENT_MESSAGES.notHeld);
    expect(standIn.remoteRequests).toHaveLength(sent + 1);
  });

  it("answers 409 with Telr's reason and changes nothing when Telr refuses the void", async () => {
    const superadmin = await authHeaders(t.ctx, 'superadmin');
    const held = await heldCheckout('on-hold');
    standIn.onVoid(held.cart, { refuse: 'Void not permitted for this transaction' });
    const before = await bookingFootprint(t);
    const res = await voidPayment(held.bookingId, superadmin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(voidRefusedMessage('Void not permitted for this transaction'));
    expect(await bookingFootprint(t)).toEqual(before);
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.id, held.checkout.id));
    expect(checkout).toMatchObject({ status: 'pending', voidStartedAt: null });
    expect(await heldIds(superadmin)).toContain(held.bookingId);

    // Nothing was left claimed: the next try goes to Telr again (and succeeds).
    const retry = await voidPayment(held.bookingId, superadmin);
    expect(retry.json().data.outcome).toBe('voided');
  });

  it('records the payment as paid instead when Telr had captured it', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const held = await heldCheckout('authorised');
    standIn.onVoid(held.cart, 'captured');
    const res = await voidPayment(held.bookingId, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: HELD_PAYMENT_MESSAGES.paidInstead,
      data: { outcome: 'paid', checkout_status: 'paid', booking_ids: [held.bookingId] },
    });
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, held.cart))).toHaveLength(1);
    const [booking] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    expect(booking!.status).toBe('pending');
    expect(await heldIds(admin)).not.toContain(held.bookingId);
  });

  it('answers 502 when Telr cannot be reached, changing nothing and leaving the void free to retry', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const held = await heldCheckout('authorised');
    const before = await bookingFootprint(t);
    standIn.setDown(true);
    const res = await voidPayment(held.bookingId, admin);
    standIn.setDown(false);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.providerUnavailable);
    expect(await bookingFootprint(t)).toEqual(before);
    expect((await voidPayment(held.bookingId, admin)).statusCode).toBe(200);
  });
});
