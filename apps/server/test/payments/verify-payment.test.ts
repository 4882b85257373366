import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { bookingFootprint, checkoutThroughSandbox, freshCartId, stringLine } from '../helpers/bookings-factories';
import { checkouts, invoices } from '../../src/db/schema';
import { decideSandboxPayment } from '../../src/adapters/payments/sandbox';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const verify = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/payments/verify${query}`, headers });
const notify = (payload: string | object, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe(`GET /api/payments/verify and POST /api/payments (${engine})`, () => {
  it('confirms once when verified again and again: one invoice, one notification', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    // The payer paid but the provider's notification never arrived: verification settles it.
    await decideSandboxPayment(t.ctx.db, cart, 'paid');
    const before = await bookingFootprint(t);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await verify(`?cart_id=${cart}`, staff)).json());
    for (const answer of answers) expect(answer.message).toContain('Payment successful');
    expect(new Set(answers.map((a) => a.data.invoice_number)).size).toBe(1);
    expect(answers[0].data.invoice_number).toMatch(/^INV-/);
    const after = await bookingFootprint(t);
    expect(after.invoices - before.invoices).toBe(1);
    expect(after.paid_notifications - before.paid_notifications).toBe(1);
    // The verify answer carries no personal data.
    expect(JSON.stringify(answers[0])).not.toContain(customer.email);
  });

  it('treats the notification as a hint: a forged "paid" changes nothing until the provider says so', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const forged = await notify({ cart_id: cart, status: 'paid', tran_status: 'A' });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().status).toBe('pending');
    const [checkout] = await t.ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    expect(checkout!.status).toBe('pending');

    await decideSandboxPayment(t.ctx.db, cart, 'paid');
    const before = await bookingFootprint(t);
    const form = await notify(`ivp_cart=${cart}&tran_status=A`, 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(200);
    expect(form.json().status).toBe('paid');
    expect((await notify({ cart_id: cart })).json().status).toBe('paid');
    const after = await bookingFootprint(t);
    expect(after.invoices - before.invoices).toBe(1);
    expect((await verify(`?cart_id=${cart}`)).json().message).toBe(PAYMENT_MESSAGES.paid);
  });

  it('answers a canceled payment without success and keeps no invoice', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'cancel' });
    const answer = (await verify(`?cart_id=${cart}`)).json();
    expect(answer.message).toBe(PAYMENT_MESSAGES.canceled);
    expect(answer.message).not.toContain('Payment successful');
    expect(await t.ctx.db.select().from(invoices).where(eq(invoices.transactionId, cart))).toHaveLength(0);
  });

  it('refuses a missing or malformed cart_id (400) and an unknown one (404), changing nothing', async () => {
    const before = await bookingFootprint(t);
    for (const query of ['', '?cart_id=', '?cart_id=TXN12', "?cart_id=TXN1790000000000123'--"]) {
      const res = await verify(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.invalidCartId);
    }
    const unknown = await verify(`?cart_id=${freshCartId()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PAYMENT_MESSAGES.unknownCart);
    expect((await notify({})).statusCode).toBe(400);
    expect((await notify('{bad', 'application/json')).statusCode).toBe(400);
    expect((await notify({ cart_id: freshCartId() })).statusCode).toBe(404);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('needs no session for verification and notification (public return page and provider)', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'pay' });
    expect((await verify(`?cart_id=${cart}`)).statusCode).toBe(200);
    expect((await notify({ cart_id: cart })).statusCode).toBe(200);
  });
});
