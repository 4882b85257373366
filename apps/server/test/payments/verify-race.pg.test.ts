import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { bookingFootprint, checkoutThroughSandbox, decideOnSandbox, stringLine } from '../helpers/bookings-factories';
import { checkouts, invoices } from '../../src/db/schema';
import { decideSandboxPayment } from '../../src/adapters/payments/sandbox';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

describe(`verification racing notifications (${engine})`, () => {
  it('confirms a paid checkout exactly once when verifications and notifications arrive together', async () => {
    expect(engine).toBe('postgres');
    for (let round = 0; round < 5; round += 1) {
      const customer = await buildCustomer(t.ctx);
      const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
      await decideSandboxPayment(t.ctx.db, cart, 'paid');
      const before = await bookingFootprint(t);
      const calls = Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` })
          : t.app.inject({ method: 'POST', url: '/api/payments', payload: { cart_id: cart } }),
      );
      const answers = await Promise.all(calls);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      for (const answer of answers.filter((_, i) => i % 2 === 0))
        expect(answer.json().message).toContain('Payment successful');
      const after = await bookingFootprint(t);
      expect(after.invoices - before.invoices).toBe(1);
      expect(after.paid_notifications - before.paid_notifications).toBe(1);
      const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
      expect(checkout!.status).toBe('paid');
      expect(
        await t.ctx.db
          .select()
          .from(invoices)
          .where(eq(invoices.sourceKey, `checkout:${checkout!.id}`)),
      ).toHaveLength(1);
    }
  });

  it('decides a checkout once when a decline and a payment are reported together', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const clicks = await Promise.all(
      (['pay', 'decline', 'pay', 'cancel'] as const).map((action) => decideOnSandbox(t, cart, action)),
    );
    for (const click of clicks) expect(click.statusCode).toBe(303);
    const verified = (await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` })).json();
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    expect(verified.data.status).toBe(checkout!.status);
    const issued = await t.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.sourceKey, `checkout:${checkout!.id}`));
    expect(issued).toHaveLength(checkout!.status === 'paid' ? 1 : 0);
  });
});
