import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { PAYMENTS_TO_RESOLVE_MESSAGES } from '@shop/domain/contracts/payments-to-resolve';
import { auditLog, bookings, checkouts, emailOutbox, invoices, notifications } from '../../src/db/schema';
import { lastAudit } from '../helpers/audit';
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

const afterExpiry = (minutes = 1) =>
  new Date(Date.now() + (t.config.payments.checkoutExpiryMinutes + minutes) * 60_000);
const checkoutOf = async (cart: string) =>
  (await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart)))[0]!;
const bookingsOf = async (checkoutId: number) =>
  t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkoutId));

/**
 * A Telr checkout (a free express stringing, 145 AED) canceled by the expiry sweep while its page stays payable,
 * then paid by the payer at Telr.
 */
async function paidAfterExpiry() {
  const customer = await buildCustomer(t.ctx);
  const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
  const cart = await createTelrCheckout({ t, staff }, (cart) => [
    stringLine(customer.id, { cart_id: cart, string_id: 109, freeService: true, rp_id: rpId, total_cost: 145 }),
  ]);
  await expireAbandonedCheckouts(t.ctx, { now: afterExpiry() });
  expect((await checkoutOf(cart)).status).toBe('canceled');
  expect(await countClaims(t.ctx, rpId!)).toBe(0);
  standIn.setOutcome(cart, 'paid');
  return { cart, customerId: customer.id, rpId: rpId! };
}

const toResolve = async (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/payments/to-resolve', headers });
const resolve = (cart: string, body: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${cart}/resolve`, headers, payload: body as object });
const itemOf = async (cart: string, headers: Record<string, string>) =>
  (await toResolve(headers)).json().items.find((i: { cart_id: string }) => i.cart_id === cart);

describe(`payments made after their checkout was canceled (${engine})`, () => {
  it('surfaces a late payment on the return page once: admins told (notification and email), listed to resolve', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const { cart } = await paidAfterExpiry();
    const verified = await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` });
    expect(verified.json()).toMatchObject({
      message: PAYMENTS_TO_RESOLVE_MESSAGES.lateVerified,
      data: { cart_id: cart, status: 'canceled' },
    });
    const checkout = await checkoutOf(cart);
    expect(checkout.latePaidAt).not.toBeNull();
    expect(checkout).toMatchObject({ lateAmountFils: 14500, lateReference: standIn.orderOf(cart).tranref });
    // Verified again, notified by Telr: recorded once.
    await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` });
    await notifyFromTelr(t, cart);
    const notes = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'payment-late'), like(notifications.message, `%${cart}%`)));
    expect(notes).toHaveLength(1);
    const mails = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'payment-late'), like(emailOutbox.subject, `%${cart}%`)));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payments.paid_late'), eq(auditLog.subject, `checkout:${checkout.id}`)));
    expect(audits).toHaveLength(1);
    expect(await itemOf(cart, admin)).toMatchObject({
      kind: 'late-payment',
      amount: 145,
      restorable: true,
      note: null,
      reference: standIn.orderOf(cart).tranref,
    });
    // The bookings stay canceled until an admin decides.
    expect((await bookingsOf(checkout.id)).map((b) => b.status)).toEqual(['canceled']);
  });

  it("surfaces a late payment from Telr's notification, and from the sweep's re-check of recently canceled checkouts", async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const first = await paidAfterExpiry();
    await notifyFromTelr(t, first.cart);
    expect((await checkoutOf(first.cart)).latePaidAt).not.toBeNull();

    const second = await paidAfterExpiry();
    // Asked about again once ten minutes have passed since the sweep that canceled it.
    const swept = await expireAbandonedCheckouts(t.ctx, { now: afterExpiry(12) });
    expect(swept.paidLate).toBeGreaterThanOrEqual(1);
    expect((await checkoutOf(second.cart)).latePaidAt).not.toBeNull();
    expect(await itemOf(second.cart, admin)).toMatchObject({ kind: 'late-payment' });
  });

  it('restores the bookings of a late payment once: pending again, the free stringing claimed, paid and invoiced', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const { cart, rpId } = await paidAfterExpiry();
    await notifyFromTelr(t, cart);
    const res = await resolve(cart, { action: 'restore' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const checkout = await checkoutOf(cart);
    expect(res.json()).toEqual({
      message: PAYMENTS_TO_RESOLVE_MESSAGES.restored,
      data: {
        cart_id: cart,
        resolution: 'restored',
        refund_status: null,
        booking_ids: (await bookingsOf(checkout.id)).map((b) => b.id),
      },
    });
    expect(checkout).toMatchObject({ status: 'paid', resolution: 'restored' });
    expect((await bookingsOf(checkout.id)).map((b) => b.status)).toEqual(['pending']);
    expect(await countClaims(t.ctx, rpId)).toBe(1);
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, cart))).toHaveLength(1);
    expect(await itemOf(cart, admin)).toBeUndefined();
    const verified = await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` });
    expect(verified.json().data.status).toBe('paid');

    const again = await resolve(cart, { action: 'refund' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENTS_TO_RESOLVE_MESSAGES.alreadyResolved);
    expect(standIn.orderOf(cart).refunds).toEqual([]);
    expect(await lastAudit(t.ctx, 'payments.late_restored')).toMatchObject({
      subject: expect.stringMatching(/^checkout:\d+$/),
      details: { after: 'paid', bookingIds: expect.any(Array) },
    });
  });

  it('refunds a late payment in full once through Telr; the bookings stay canceled', async () => {
    const superadmin = await authHeaders(t.ctx, 'superadmin');
    const { cart } = await paidAfterExpiry();
    await notifyFromTelr(t, cart);
    const res = await resolve(cart, { action: 'refund' }, superadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: PAYMENTS_TO_RESOLVE_MESSAGES.refunded,
      data: { cart_id: cart, resolution: 'refunded', refund_status: 'refunded' },
    });
    expect(standIn.orderOf(cart).refunds).toEqual(['145.00']);
    const checkout = await checkoutOf(cart);
    expect(checkout).toMatchObject({ status: 'canceled', resolution: 'refunded' });
    expect((await bookingsOf(checkout.id)).map((b) => b.status)).toEqual(['canceled']);
    for (const action of ['refund', 'restore']) {
      const again = await resolve(cart, { action }, superadmin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(PAYMENTS_TO_RESOLVE_MESSAGES.alreadyResolved);
    }
    expect(standIn.orderOf(cart).refunds).toEqual(['145.00']);
    expect(await lastAudit(t.ctx, 'payments.late_refund_chosen')).toMatchObject({
      subject: expect.stringMatching(/^checkout:\d+$/),
      details: { refundId: expect.any(Number), amountFils: expect.any(Number) },
    });
  });

  it('refuses to restore when the free stringing was taken meanwhile (409, nothing changed); a refund still works', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const { cart, customerId, rpId } = await paidAfterExpiry();
    await notifyFromTelr(t, cart);
    // The racket's free stringing is booked again by another checkout meanwhile.
    await createTelrCheckout({ t, staff }, (next) => [
      stringLine(customerId, { cart_id: next, string_id: 109, freeService: true, rp_id: rpId, total_cost: 145 }),
    ]);
    const item = await itemOf(cart, admin);
    expect(item).toMatchObject({ kind: 'late-payment', restorable: false });
    expect(item.note).toEqual(expect.any(String));
    const before = await bookingFootprint(t);
    const res = await resolve(cart, { action: 'restore' }, admin);
    expect(res.statusCode).toBe(409);
    expect(await bookingFootprint(t)).toEqual(before);
    expect((await checkoutOf(cart)).resolution).toBeNull();
    const refunded = await resolve(cart, { action: 'refund' }, admin);
    expect(refunded.json().data.refund_status).toBe('refunded');
  });

  it('answers 401 without a session, 403 for staff, 400 for a bad action or reference, changing nothing', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const { cart } = await paidAfterExpiry();
    await notifyFromTelr(t, cart);
    const before = await bookingFootprint(t);
    expect((await toResolve({})).statusCode).toBe(401);
    expect((await toResolve(staff)).statusCode).toBe(403);
    expect((await resolve(cart, { action: 'restore' }, {})).statusCode).toBe(401);
    expect((await resolve(cart, { action: 'restore' }, staff)).statusCode).toBe(403);
    const badAction = await resolve(cart, { action: 'keep' }, admin);
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().message).toContain(PAYMENTS_TO_RESOLVE_MESSAGES.invalidAction);
    const badCart = await resolve('not-a-cart', { action: 'refund' }, admin);
    expect(badCart.statusCode).toBe(400);
    expect(await bookingFootprint(t)).toEqual(before);
    expect((await checkoutOf(cart)).resolution).toBeNull();
    const other = await buildCustomer(t.ctx);
    const pending = await createTelrCheckout({ t, staff }, (c) => [stringLine(other.id, { cart_id: c })]);
    const nothing = await resolve(pending, { action: 'refund' }, admin);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(PAYMENTS_TO_RESOLVE_MESSAGES.nothingToResolve);
  });
});
