import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { captureRefusedMessage, HELD_PAYMENT_MESSAGES } from '@shop/domain/contracts/held-payments';
import { auditLog, checkouts, invoices } from '../../src/db/schema';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { bookingFootprint, stringLine } from '../helpers/bookings-factories';
import {
  authorisedTelrCheckout,
  createTelrCheckout,
  notifyFromTelr,
  withTelrTestApp,
  type TelrStandIn,
} from '../helpers/telr-setup';

let standIn: TelrStandIn;
let t: TestApp;
let staff: { authorization: string };
withTelrTestApp((setup) => ({ standIn, t, staff } = setup), { TELR_TIMEOUT_MS: '1500' });

const authorisedCheckout = () => authorisedTelrCheckout({ t, staff, standIn });

const capture = (bookingId: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/capture-payment`, headers });

const checkoutNow = async (id: number) => (await t.ctx.db.select().from(checkouts).where(eq(checkouts.id, id)))[0]!;

describe(`Telr transaction type and capture (${engine})`, () => {
  it('states the transaction type (sale) on every order, so a store whose default is auth still takes the payment', async () => {
    standIn.setStoreTransactionType('auth');
    try {
      const customer = await buildCustomer(t.ctx);
      const cart = await createTelrCheckout({ t, staff }, (cart) => [stringLine(customer.id, { cart_id: cart })]);
      expect(standIn.requests.at(-1)).toMatchObject({ ivp_method: 'create', ivp_cart: cart, ivp_trantype: 'sale' });
      standIn.setOutcome(cart, 'paid');
      await notifyFromTelr(t, cart);
      const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
      expect(checkout).toMatchObject({ status: 'paid', heldAt: null });
    } finally {
      standIn.setStoreTransactionType('sale');
    }
  });

  it('captures an authorised payment for an admin: paid, invoiced once, no longer held', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const held = await authorisedCheckout();
    const res = await capture(held.bookingId, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: HELD_PAYMENT_MESSAGES.captured,
      data: { outcome: 'captured', cart_id: held.cart, checkout_status: 'paid', booking_ids: [held.bookingId] },
    });
    const xml = standIn.remoteRequests.at(-1)!;
    expect(xml).toContain('<type>capture</type>');
    expect(xml).toContain(`<ref>${standIn.orderOf(held.cart).tranref}</ref>`);
    expect(xml).toContain('<amount>150.00</amount>');
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, held.cart))).toHaveLength(1);
    expect(await checkoutNow(held.checkout.id)).toMatchObject({ status: 'paid', voidStartedAt: null });
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payments.captured'), eq(auditLog.subject, `checkout:${held.checkout.id}`)));
    expect(audits).toHaveLength(1);

    const again = await capture(held.bookingId, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HELD_PAYMENT_MESSAGES.notCapturable);
  });

  it('refuses without a session (401), for staff (403), with a malformed id (400), changing nothing', async () => {
    const held = await authorisedCheckout();
    const before = await bookingFootprint(t);
    expect((await capture(held.bookingId, {})).statusCode).toBe(401);
    expect((await capture(held.bookingId, staff)).statusCode).toBe(403);
    const bad = await capture('abc', await authHeaders(t.ctx, 'admin'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    expect(await bookingFootprint(t)).toEqual(before);
    expect(await checkoutNow(held.checkout.id)).toMatchObject({ status: 'pending' });
  });

  it("answers 409 with Telr's reason when Telr refuses the capture, and changes nothing", async () => {
    const superadmin = await authHeaders(t.ctx, 'superadmin');
    const held = await authorisedCheckout();
    standIn.onVoid(held.cart, { refuse: 'Capture not permitted' });
    const res = await capture(held.bookingId, superadmin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(captureRefusedMessage('Capture not permitted'));
    expect(await checkoutNow(held.checkout.id)).toMatchObject({ status: 'pending', voidStartedAt: null });
  });

  it('records a capture whose answer was lost as unknown; the next capture finds it at Telr and sends nothing', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const held = await authorisedCheckout();
    standIn.onVoid(held.cart, 'lost-5xx');
    const first = await capture(held.bookingId, admin);
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toBe(HELD_PAYMENT_MESSAGES.captureAnswerLost);
    expect(await checkoutNow(held.checkout.id)).toMatchObject({ status: 'pending', followUpUnknown: 'capture' });
    // Telr captured it: a void now is not sent either, the payment is recorded as paid.
    const sent = standIn.remoteRequests.length;
    const voided = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${held.bookingId}/void-payment`,
      headers: admin,
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data).toMatchObject({ outcome: 'paid', checkout_status: 'paid' });
    expect(standIn.remoteRequests).toHaveLength(sent);
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, held.cart))).toHaveLength(1);
  });
});
