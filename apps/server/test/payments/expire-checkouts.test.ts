import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { addMonths, shopDate } from '@shop/domain/shop-days';
import { engine } from '../helpers/app';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { checkoutThroughSandbox, decideOnSandbox, stringLine } from '../helpers/bookings-factories';
import { bookings, checkouts } from '../../src/db/schema';
import { decideSandboxPayment, findSandboxPayment } from '../../src/adapters/payments/sandbox';
import {
  expireAbandonedCheckouts,
  startCheckoutExpirySweep,
} from '../../src/services/payments/expire-abandoned-checkouts';
import { loadConfig } from '../../src/config';
import type { PaymentProvider } from '../../src/adapters/payments';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile({ env: { CHECKOUT_EXPIRY_MINUTES: '30' } });
const staff = signedIn(t);

/** The sweep as it would run this many minutes from now. */
const sweepIn = (minutes: number, ctx: Parameters<typeof expireAbandonedCheckouts>[0] = t.ctx) =>
  expireAbandonedCheckouts(ctx, { now: new Date(Date.now() + minutes * 60_000) });

async function checkoutOf(cart: string) {
  const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
  const rows = await t.ctx.db.select().from(bookings).where(eq(bookings.checkoutId, checkout!.id));
  return { checkout: checkout!, statuses: rows.map((r) => r.status) };
}

async function freeExpressCheckout() {
  const customer = await buildCustomer(t.ctx);
  const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: addMonths(shopDate(), -1) });
  // A free express line on a 150 AED string costs 75 + 25 = 100 AED: paid online, the claim held meanwhile.
  const line = stringLine(customer.id, { string_id: 102, freeService: true, rp_id: rpId, total_cost: 100 });
  const { cart } = await checkoutThroughSandbox(t, staff, [line], { pay: false });
  return { cart, rpId: rpId!, line };
}

describe(`abandoned online checkouts expire (${engine})`, () => {
  it('reads CHECKOUT_EXPIRY_MINUTES (60 by default) and refuses a value that is not a whole number of minutes', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payments.checkoutExpiryMinutes).toBe(60);
    expect(t.config.payments.checkoutExpiryMinutes).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'soon']) {
      expect(() => loadConfig({ NODE_ENV: 'test', CHECKOUT_EXPIRY_MINUTES: bad })).toThrow(
        /CHECKOUT_EXPIRY_MINUTES must be a whole number of at least 1/,
      );
    }
  });

  it('leaves a checkout alone before the expiry, then cancels it, releases its free stringing and closes the payment page', async () => {
    const { cart, rpId, line } = await freeExpressCheckout();
    expect(await countClaims(t.ctx, rpId)).toBe(1);

    await sweepIn(29);
    expect((await checkoutOf(cart)).checkout.status).toBe('pending');
    expect(await countClaims(t.ctx, rpId)).toBe(1);

    const swept = await sweepIn(31);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const { checkout, statuses } = await checkoutOf(cart);
    expect(checkout.status).toBe('canceled');
    expect(checkout.settledAt).not.toBeNull();
    expect(statuses).toEqual(['canceled']);
    expect(await countClaims(t.ctx, rpId)).toBe(0);

    // The payer who comes back late cannot pay the closed page, and verification says it was canceled.
    expect((await findSandboxPayment(t.ctx.db, cart))!.status).toBe('canceled');
    await decideOnSandbox(t, cart, 'pay');
    expect((await findSandboxPayment(t.ctx.db, cart))!.status).toBe('canceled');
    const verified = await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers: staff });
    expect(verified.json()).toMatchObject({
      message: PAYMENT_MESSAGES.canceled,
      data: { status: 'canceled', invoice_number: null },
    });

    // The racket's free stringing can be booked again.
    const again = await checkoutThroughSandbox(t, staff, [line], { pay: false });
    expect(again.created.data.payment_url).toContain(again.cart);
    expect(await countClaims(t.ctx, rpId)).toBe(1);
  });

  it('settles a checkout the payer did pay (the notification was lost) instead of canceling it', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    await decideSandboxPayment(t.ctx.db, cart, 'paid');

    const swept = await sweepIn(31);
    expect(swept.paid).toBeGreaterThanOrEqual(1);
    const { checkout, statuses } = await checkoutOf(cart);
    expect(checkout.status).toBe('paid');
    expect(statuses).toEqual(['pending']);
    const verified = await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers: staff });
    expect(verified.json().message).toContain('Payment successful');
    expect(verified.json().data.invoice_number).toMatch(/^INV-/);

    // A later sweep changes nothing.
    const invoiceBefore = verified.json().data.invoice_number;
    await sweepIn(120);
    expect((await checkoutOf(cart)).checkout.status).toBe('paid');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers: staff })).json().data
        .invoice_number,
    ).toBe(invoiceBefore);
  });

  it('cancels a checkout whose payment page was never opened at the provider', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    // As if the server stopped between storing the checkout and hearing back from the provider.
    await t.ctx.db.update(checkouts).set({ providerReference: null }).where(eq(checkouts.cartId, cart));
    await sweepIn(31);
    expect(await checkoutOf(cart)).toMatchObject({ checkout: { status: 'canceled' }, statuses: ['canceled'] });
  });

  it('keeps checkouts pending while the provider cannot be asked, and leaves settled ones untouched', async () => {
    const customer = await buildCustomer(t.ctx);
    const open = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const declined = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'decline' });
    const down: PaymentProvider = {
      ...t.ctx.payments,
      closePayment: async () => {
        throw new Error('provider down');
      },
    };
    const swept = await sweepIn(31, { ...t.ctx, payments: down });
    expect(swept.unreachable).toBeGreaterThanOrEqual(1);
    expect(swept.expired).toBe(0);
    expect((await checkoutOf(open.cart)).checkout.status).toBe('pending');
    expect((await checkoutOf(declined.cart)).checkout.status).toBe('declined');

    await sweepIn(31);
    expect((await checkoutOf(open.cart)).checkout.status).toBe('canceled');
    expect((await checkoutOf(declined.cart)).checkout.status).toBe('declined');
  });

  it('the periodic sweep (started by main.ts) cancels a checkout opened longer ago than the expiry, and stops cleanly', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    await t.ctx.db
      .update(checkouts)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(checkouts.cartId, cart));
    const logged: unknown[] = [];
    const log = {
      info: (o: unknown) => void logged.push(o),
      warn: (o: unknown) => void logged.push(o),
      error: (o: unknown) => void logged.push(o),
    };
    const sweep = startCheckoutExpirySweep(t.ctx, log, 25);
    try {
      await expect
        .poll(async () => (await checkoutOf(cart)).checkout.status, { timeout: 5000, interval: 50 })
        .toBe('canceled');
    } finally {
      await sweep.stop();
    }
    expect(logged).toContainEqual(expect.objectContaining({ expired: 1 }));
  });
});
