import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENTS_TO_RESOLVE_MESSAGES } from '@shop/domain/contracts/payments-to-resolve';
import { checkouts, invoices } from '../../src/db/schema';
import { engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { stringLine } from '../helpers/bookings-factories';
import { createTelrCheckout, notifyFromTelr, withTelrTestApp, type TelrStandIn } from '../helpers/telr-setup';
import { expireAbandonedCheckouts } from '../../src/services/payments/expire-abandoned-checkouts';

let standIn: TelrStandIn;
let t: TestApp;
let staff: { authorization: string };
withTelrTestApp((setup) => ({ standIn, t, staff } = setup));

describe(`admins resolving one late payment at once (${engine})`, () => {
  it('resolves it exactly once: one restore or one refund, never both, the refund sent at most once', async () => {
    expect(engine).toBe('postgres');
    const { admin, superadmin } = await headersByRole(t.ctx);
    for (let round = 0; round < 4; round += 1) {
      const customer = await buildCustomer(t.ctx);
      const cart = await createTelrCheckout({ t, staff }, (cart) => [stringLine(customer.id, { cart_id: cart })]);
      await expireAbandonedCheckouts(t.ctx, {
        now: new Date(Date.now() + (t.config.payments.checkoutExpiryMinutes + 1) * 60_000),
      });
      standIn.setOutcome(cart, 'paid');
      await notifyFromTelr(t, cart);
      const answers = await Promise.all(
        (['restore', 'refund', 'refund', 'restore'] as const).map((action, i) =>
          t.app.inject({
            method: 'POST',
            url: `/api/payments/${cart}/resolve`,
            headers: i % 2 ? admin : superadmin,
            payload: { action },
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409))
        expect(refused.json().message).toBe(PAYMENTS_TO_RESOLVE_MESSAGES.alreadyResolved);
      const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
      const invoiced = await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, cart));
      if (checkout!.resolution === 'restored') {
        expect(checkout!.status).toBe('paid');
        expect(invoiced).toHaveLength(1);
        expect(standIn.orderOf(cart).refunds).toEqual([]);
      } else {
        expect(checkout!.resolution).toBe('refunded');
        expect(invoiced).toHaveLength(0);
        expect(standIn.orderOf(cart).refunds).toEqual(['150.00']);
      }
    }
  });
});
