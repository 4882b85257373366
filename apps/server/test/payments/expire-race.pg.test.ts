import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addMonths, shopDate } from '@shop/domain/shop-days';
import { buildTestApp, engine } from '../helpers/app';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { bookingFootprint, checkoutThroughSandbox, decideOnSandbox, stringLine } from '../helpers/bookings-factories';
import { checkouts } from '../../src/db/schema';
import { findSandboxPayment } from '../../src/adapters/payments/sandbox';
import { expireAbandonedCheckouts } from '../../src/services/payments/expire-abandoned-checkouts';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const later = () => new Date(Date.now() + (t.config.payments.checkoutExpiryMinutes + 1) * 60_000);
const statusOf = async (cart: string) =>
  (await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart)))[0]!.status;

describe(`abandoned checkout sweeps on several instances (${engine})`, () => {
  it('cancels each abandoned checkout once and releases each claim once when two instances sweep together', async () => {
    expect(engine).toBe('postgres');
    // A second server instance on the same database.
    const second = await buildTestApp({ database: t.ctx.database });
    try {
      const carts: string[] = [];
      const rpIds: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const customer = await buildCustomer(t.ctx);
        const [rpId] = await buildRacketPurchase(t.ctx, {
          customerId: customer.id,
          purchaseDate: addMonths(shopDate(), -1),
        });
        const line = stringLine(customer.id, { string_id: 102, freeService: true, rp_id: rpId, total_cost: 100 });
        carts.push((await checkoutThroughSandbox(t, staff, [line], { pay: false })).cart);
        rpIds.push(rpId!);
      }
      const results = await Promise.all([
        expireAbandonedCheckouts(t.ctx, { now: later() }),
        expireAbandonedCheckouts(second.ctx, { now: later() }),
        expireAbandonedCheckouts(t.ctx, { now: later() }),
      ]);
      expect(results.reduce((n, r) => n + r.expired, 0)).toBe(4);
      for (const cart of carts) expect(await statusOf(cart)).toBe('canceled');
      for (const rpId of rpIds) expect(await countClaims(t.ctx, rpId)).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('records one outcome when the payer pays while the sweep closes the checkout', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await buildCustomer(t.ctx);
      const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
      const before = await bookingFootprint(t);
      await Promise.all([
        decideOnSandbox(t, cart, 'pay'),
        expireAbandonedCheckouts(t.ctx, { now: later() }),
        t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` }),
      ]);
      const status = await statusOf(cart);
      const after = await bookingFootprint(t);
      // Either the payer got there first (paid, one invoice) or the page was closed first (canceled, no invoice).
      expect(['paid', 'canceled']).toContain(status);
      expect(after.invoices - before.invoices).toBe(status === 'paid' ? 1 : 0);
      expect(after.paid_notifications - before.paid_notifications).toBe(status === 'paid' ? 1 : 0);
      // The payment page agrees with the checkout: never a paid page for canceled bookings.
      expect((await findSandboxPayment(t.ctx.db, cart))!.status).toBe(status);
    }
  });
});
