import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, checkouts, notifications } from '../../src/db/schema';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { stringLine } from '../helpers/bookings-factories';
import { createTelrCheckout, notifyFromTelr, withTelrTestApp, type TelrStandIn } from '../helpers/telr-setup';
import type { TelrOutcome } from './telr-stand-in';
import { expireAbandonedCheckouts } from '../../src/services/payments/expire-abandoned-checkouts';

let standIn: TelrStandIn;
let t: TestApp;
let staff: { authorization: string };
withTelrTestApp((setup) => ({ standIn, t, staff } = setup));

const afterExpiry = (minutes: number) =>
  new Date(Date.now() + (t.config.payments.checkoutExpiryMinutes + minutes) * 60_000);

const checkoutOf = async (cart: string) =>
  (await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart)))[0]!;

/** Answers Telr's documentation does not list, with the raw code the shop shows for each. */
const UNKNOWN: [TelrOutcome, string][] = [
  ['unknown-code', '7'],
  ['paid-no-transaction', '3'],
  ['paid-transaction-declined', '3/D'],
  ['paid-transaction-error', '3/E'],
];

describe(`Telr answers the shop does not know (${engine})`, () => {
  it.each(UNKNOWN)(
    'holds a checkout Telr answers %s for: never canceled at expiry, shown as held with code %s, admins told',
    async (outcome, code) => {
      const admin = await authHeaders(t.ctx, 'admin');
      const customer = await buildCustomer(t.ctx);
      const cart = await createTelrCheckout({ t, staff }, (cart) => [stringLine(customer.id, { cart_id: cart })]);
      standIn.setOutcome(cart, outcome);
      expect((await notifyFromTelr(t, cart)).statusCode).toBeLessThan(300);
      const held = await checkoutOf(cart);
      expect(held).toMatchObject({ status: 'pending', heldCode: code });
      expect(held.heldAt).not.toBeNull();

      for (const minutes of [1, 30]) await expireAbandonedCheckouts(t.ctx, { now: afterExpiry(minutes) });
      expect((await checkoutOf(cart)).status).toBe('pending');
      const [booking] = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, held.id));
      expect(booking!.status).toBe('pending');

      const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.kind, 'payment-held'));
      const told = notes.filter((n) => n.message.includes(cart));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Unexpected payment answer' });
      expect(told[0]!.message).toContain(`code ${code}`);

      const list = await t.app.inject({
        method: 'GET',
        url: '/api/bookings?payment=held&pageSize=100',
        headers: admin,
      });
      const item = list.json().items.find((i: { booking_id: number }) => i.booking_id === booking!.id);
      expect(item).toMatchObject({ payment_held: true, payment_held_code: code });

      // Only Telr's own decline (or cancel, or expiry) gives it up.
      standIn.setOutcome(cart, 'declined');
      await expireAbandonedCheckouts(t.ctx, { now: afterExpiry(31) });
      expect((await checkoutOf(cart)).status).toBe('declined');
    },
  );

  it('still cancels a checkout Telr reports pending, expired or cancelled after the expiry', async () => {
    const customer = await buildCustomer(t.ctx);
    const carts: string[] = [];
    for (const outcome of ['pending', 'expired', 'canceled'] as const) {
      const cart = await createTelrCheckout({ t, staff }, (cart) => [stringLine(customer.id, { cart_id: cart })]);
      standIn.setOutcome(cart, outcome);
      carts.push(cart);
    }
    await expireAbandonedCheckouts(t.ctx, { now: afterExpiry(1) });
    for (const cart of carts) expect((await checkoutOf(cart)).status).toBe('canceled');
  });
});
