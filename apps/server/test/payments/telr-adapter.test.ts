import { fils } from '@shop/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { createTelrProvider, filsToDecimal } from '../../src/adapters/payments/telr';
import { HttpError } from '../../src/lib/errors';
import { freshCartId } from '../helpers/bookings-factories';
import { TELR_CREDENTIALS, telrBillingAddress, telrReturnUrls, type TelrStandIn } from '../helpers/telr-setup';
import { startTelrStandIn } from './telr-stand-in';

let standIn: TelrStandIn;
beforeAll(async () => {
  standIn = await startTelrStandIn(TELR_CREDENTIALS);
});
afterAll(async () => standIn?.close());

const provider = (options: { remoteAuthKey?: string; remoteUrl?: string } = {}) =>
  createTelrProvider({ ...TELR_CREDENTIALS, url: standIn.url, testMode: true, ...options });

/** What the shop sends to open an order for Omar Saleh. */
const paymentInput = (cartId: string, amountFils: number, description = 'x') => ({
  cartId,
  amountFils: fils(amountFils),
  description,
  customer: { name: 'Omar Saleh', email: 'omar@example.ae' },
  billingAddress: telrBillingAddress,
  returnUrls: telrReturnUrls,
});

/** A new order at the stand-in for 150 AED, left in `outcome`. */
async function orderIn(outcome: Parameters<TelrStandIn['setOutcome']>[1]) {
  const cart = freshCartId();
  const created = await provider().createPayment(paymentInput(cart, 15000));
  standIn.setOutcome(cart, outcome);
  return { cartId: cart, reference: created.reference, amountFils: fils(15000) };
}

describe('Telr adapter against its stand-in', () => {
  it('creates an order with our cart_id, the amount in AED as a decimal string and the return URLs', async () => {
    const cart = freshCartId();
    const created = await provider().createPayment({
      cartId: cart,
      amountFils: fils(47050),
      description: 'Racket service',
      customer: { name: 'Layla Haddad', email: 'layla@example.ae' },
      billingAddress: telrBillingAddress,
      returnUrls: telrReturnUrls,
    });
    expect(created.paymentUrl).toBe(`https://secure.telr.com/gateway/process.html?o=${created.reference}`);
    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({
      ivp_method: 'create',
      ivp_store: TELR_CREDENTIALS.storeId,
      ivp_authkey: TELR_CREDENTIALS.authKey,
      ivp_cart: cart,
      ivp_amount: '470.50',
      ivp_currency: 'AED',
      ivp_test: '1',
      return_auth: telrReturnUrls.paid,
      return_decl: telrReturnUrls.declined,
      return_can: telrReturnUrls.canceled,
      bill_fname: 'Layla',
      bill_sname: 'Haddad',
      bill_email: 'layla@example.ae',
    });
  });

  it('sends no billing details for a customer without email (Telr asks the payer on its page)', async () => {
    const cart = freshCartId();
    await provider().createPayment({ ...paymentInput(cart, 12000), customer: { name: 'Zainab Qasimi', email: null } });
    const sent = standIn.requests.at(-1)!;
    expect(sent).toMatchObject({ ivp_cart: cart, ivp_amount: '120.00' });
    expect(Object.keys(sent).filter((key) => key.startsWith('bill_'))).toEqual([]);
  });

  it('reads paid only from status 3 with transaction status A; authorised (2) and on hold (3/H) are held', async () => {
    const cases = [
      ['pending', 'pending'],
      ['authorised', 'held'],
      ['on-hold', 'held'],
      ['paid', 'paid'],
      ['declined', 'declined'],
      ['canceled', 'canceled'],
      ['expired', 'canceled'],
    ] as const;
    for (const [outcome, expected] of cases) {
      const { cartId: cart, reference } = await orderIn(outcome);
      const check = await provider().checkPayment({ cartId: cart, reference });
      expect(check.status, outcome).toBe(expected);
      expect(check.amountFils).toBe(15000);
      expect(check.transactionReference).toBe(expected === 'paid' ? standIn.orderOf(cart).tranref : null);
      expect(standIn.requests.at(-1)).toMatchObject({ ivp_method: 'check', order_ref: reference });
    }
  });

  it('turns refusals and an unreachable gateway into 502 with a sentence', async () => {
    const wrongKey = createTelrProvider({ ...TELR_CREDENTIALS, authKey: 'wrong', url: standIn.url, testMode: true });
    const refused = await wrongKey.createPayment(paymentInput(freshCartId(), 100)).catch((e) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused.statusCode).toBe(502);
    expect(refused.message).toContain('E04');

    const cart = freshCartId();
    await provider().createPayment(paymentInput(cart, 100));
    const duplicate = await provider()
      .createPayment(paymentInput(cart, 100))
      .catch((e) => e);
    expect(duplicate.message).toContain('Duplicate transaction');

    standIn.setDown(true);
    const down = await provider()
      .checkPayment({ cartId: cart, reference: 'X' })
      .catch((e) => e);
    standIn.setDown(false);
    expect(down.statusCode).toBe(502);
    expect(down.message).toBe(PAYMENT_MESSAGES.providerUnavailable);
  });

  it('formats fils as an AED decimal string', () => {
    expect([0, 5, 100, 12345, 1000000].map((n) => filsToDecimal(fils(n)))).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '123.45',
      '10000.00',
    ]);
  });
});

describe('Telr Remote API void against its stand-in', () => {
  const lastRemote = () =>
    new XMLParser({ parseTagValue: false, ignoreDeclaration: true }).parse(standIn.remoteRequests.at(-1)!).remote;

  it('voids an order Telr holds with its transaction reference, amount and currency; the order then reads canceled', async () => {
    for (const outcome of ['authorised', 'on-hold'] as const) {
      const order = await orderIn(outcome);
      expect(await provider().voidPayment(order)).toEqual({ voided: true });
      expect(lastRemote()).toEqual({
        store: TELR_CREDENTIALS.storeId,
        key: TELR_CREDENTIALS.authKey,
        tran: {
          type: 'void',
          class: 'ecom',
          currency: 'AED',
          amount: '150.00',
          ref: standIn.orderOf(order.cartId).tranref,
          test: '1',
        },
      });
      expect((await provider().checkPayment(order)).status).toBe('canceled');
    }
  });

  it("reports Telr's refusal with its message and where the order stands, captured meanwhile included", async () => {
    const refused = await orderIn('on-hold');
    standIn.onVoid(refused.cartId, { refuse: 'Void not permitted for this transaction' });
    expect(await provider().voidPayment(refused)).toMatchObject({
      voided: false,
      reason: 'Void not permitted for this transaction',
      check: { status: 'held' },
    });

    const captured = await orderIn('authorised');
    standIn.onVoid(captured.cartId, 'captured');
    expect(await provider().voidPayment(captured)).toMatchObject({
      voided: false,
      reason: 'Transaction already captured',
      check: { status: 'paid', amountFils: 15000, transactionReference: standIn.orderOf(captured.cartId).tranref },
    });
  });

  it('sends no void for an order Telr does not hold, and says where it stands', async () => {
    const paid = await orderIn('paid');
    const sent = standIn.remoteRequests.length;
    expect(await provider().voidPayment(paid)).toMatchObject({
      voided: false,
      reason: 'Telr reports the order as Paid',
      check: { status: 'paid' },
    });
    expect(standIn.remoteRequests).toHaveLength(sent);
  });

  it("signs the void with the Remote API's own key when Telr gave one, and answers 502 when remote.xml is down", async () => {
    const order = await orderIn('authorised');
    const wrongKey = await provider({ remoteAuthKey: 'remote-key-not-known' }).voidPayment(order);
    expect(wrongKey).toMatchObject({ voided: false, reason: 'Invalid store ID or authentication key' });
    expect(lastRemote().key).toBe('remote-key-not-known');

    standIn.setDown(true);
    const down = await provider()
      .voidPayment(order)
      .catch((e) => e);
    standIn.setDown(false);
    expect(down).toBeInstanceOf(HttpError);
    expect(down.statusCode).toBe(502);
    expect(down.message).toBe(PAYMENT_MESSAGES.providerUnavailable);
    expect((await provider().checkPayment(order)).status).toBe('held');
  });
});
