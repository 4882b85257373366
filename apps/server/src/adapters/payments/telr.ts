import { parseDecimalToFils, type Fils } from '@shop/domain/money';
import { badGateway } from '../../lib/errors';
import { postToTelr, TelrAnswerLost, TELR_UNEXPECTED } from './telr-http';
import {
  telrRemoteCapture,
  telrRemoteRefund,
  telrRemoteVoid,
  type TelrRemoteAuth,
  type TelrRemoteOptions,
} from './telr-remote';
import { telrLinkedTransactions } from './telr-service';
import { checkTelrKeys } from './telr-keys';
import type { CreatePaymentInput, PaymentCheck, PaymentProvider, ProviderPaymentStatus } from './types';

/**
 * Telr's hosted payment page (order.json). `create` registers the order with our cart_id as ivp_cart
 * and answers the page URL and Telr's order ref; `check` asks for the order's state by that ref.
 * An order is paid when its status code is 3 and its transaction status is A (authorised).
 * A held order is voided, and a paid one refunded, through the Remote API (remote.xml) by its
 * transaction's reference.
 */
export interface TelrOptions {
  storeId: string;
  authKey: string;
  url: string;
  /** remote.xml; default: beside order.json. Its key is the hosted page's unless Telr gave another. */
  remoteUrl?: string;
  remoteAuthKey?: string;
  /** The Service API (tools/api/xml/) and its key: a payment's linked transactions. */
  serviceUrl?: string;
  serviceKey?: string;
  testMode: boolean;
  timeoutMs?: number;
}

interface TelrAnswer {
  method?: string;
  error?: { message?: string; note?: string };
  order?: {
    ref?: string;
    url?: string;
    cartid?: string;
    amount?: string | number;
    currency?: string;
    status?: { code?: number | string; text?: string };
    transaction?: { ref?: string; status?: string; code?: string | number; message?: string };
  };
}

/** 15000 fils -> "150.00": Telr takes the amount in AED as a decimal string. */
export function filsToDecimal(amount: Fils): string {
  const whole = Math.floor(amount / 100);
  return `${whole}.${String(amount % 100).padStart(2, '0')}`;
}

/**
 * Telr order status codes: 3 paid (transaction A) or on hold for review (transaction H), 2
 * authorised but not captured, 1 pending, -1 expired, -2 cancelled, -3 declined. Authorised and on
 * hold are `held`: the card may be charged, so the order is neither paid nor to be given up. So is an
 * answer we do not know (another code, or 3 with a transaction status other than A or H, or none): only
 * Telr's own declined, cancelled or expired gives a checkout up.
 */
export function telrStatus(order: TelrAnswer['order']): ProviderPaymentStatus {
  const code = Number(order?.status?.code);
  if (code === 3) return order?.transaction?.status === 'A' ? 'paid' : 'held';
  if (code === 2) return 'held';
  if (code === 1) return 'pending';
  if (code === -3) return 'declined';
  if (code === -2 || code === -1) return 'canceled';
  return 'held';
}

/** Telr's raw code of an order: "3/A" (status code / transaction status), "1", or "none" when it gave no code. */
export function telrCode(order: TelrAnswer['order']): string {
  const code = order?.status?.code;
  const tran = order?.transaction?.status;
  return `${code === undefined || code === null || code === '' ? 'none' : String(code)}${tran ? `/${tran}` : ''}`;
}

/** A call to order.json with the store's keys: Telr's answer, or a 502 when it refused or answered nonsense. */
function orderCall(options: TelrOptions) {
  return async function call(fields: Record<string, string>): Promise<TelrAnswer> {
    const text = await postToTelr(options.url, {
      body: new URLSearchParams({ ivp_store: options.storeId, ivp_authkey: options.authKey, ...fields }),
      contentType: 'application/x-www-form-urlencoded',
      accept: 'application/json',
      timeoutMs: options.timeoutMs,
    });
    let answer: TelrAnswer;
    try {
      answer = JSON.parse(text) as TelrAnswer;
    } catch {
      throw badGateway(TELR_UNEXPECTED);
    }
    if (answer.error) {
      throw badGateway(
        `The payment provider refused the request: ${answer.error.message ?? 'unknown error'}${answer.error.note ? ` (${answer.error.note})` : ''}.`,
      );
    }
    return answer;
  };
}

type OrderCall = ReturnType<typeof orderCall>;

/** Sends a follow-up on the order's transaction; its answer lost after sending: `lost`. */
async function followUp(send: () => Promise<TelrRemoteAuth>): Promise<TelrRemoteAuth | { lost: true; reason: string }> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof TelrAnswerLost) return { lost: true, reason: 'the answer from Telr was lost' };
    throw error;
  }
}

/**
 * A void or a capture: Telr is asked where the order stands first, and only an order it still holds is sent `send`,
 * by the reference of its authorisation, for the whole amount it holds. Refused: where the order stands now.
 */
async function followHeldOrder(
  call: OrderCall,
  remote: TelrRemoteOptions,
  { cartId, reference, amountFils }: { cartId: string; reference: string; amountFils: Fils },
  send: typeof telrRemoteVoid,
): Promise<{ refused: { reason: string; check: PaymentCheck } } | { auth: Awaited<ReturnType<typeof followUp>> }> {
  const answer = await call({ ivp_method: 'check', order_ref: reference });
  const check = checkOf(answer, cartId);
  const tranRef = answer.order?.transaction?.ref;
  if (check.status !== 'held' || !tranRef) {
    const state = answer.order?.status?.text ?? check.status;
    return { refused: { reason: `Telr reports the order as ${state}`, check } };
  }
  const amount = filsToDecimal(check.amountFils ?? amountFils);
  return { auth: await followUp(() => send(remote, { ref: tranRef, amount, currency: check.currency ?? 'AED' })) };
}

/**
 * The fields of a new hosted-page order. Telr refuses partial billing details: name, address, city, country and
 * email go together. A customer without email (a walk-in) sends none, and Telr's page asks the payer for them.
 */
async function createOrderFields(options: TelrOptions, input: CreatePaymentInput): Promise<Record<string, string>> {
  const [firstName = 'Customer', ...rest] = input.customer.name.trim().split(/\s+/).filter(Boolean);
  const billing = input.customer.email ? await input.billingAddress() : null;
  return {
    ivp_method: 'create',
    ivp_test: options.testMode ? '1' : '0',
    // Stated on every order: a sale (authorised and captured at once). Left out, Telr applies the store's default,
    // and a store set to "auth" would leave every payment authorised, its bookings held until an admin acts.
    ivp_trantype: 'sale',
    ivp_cart: input.cartId,
    ivp_amount: filsToDecimal(input.amountFils),
    ivp_currency: 'AED',
    ivp_desc: input.description.slice(0, 63),
    return_auth: input.returnUrls.paid,
    return_decl: input.returnUrls.declined,
    return_can: input.returnUrls.canceled,
    ...(billing && input.customer.email
      ? {
          bill_fname: firstName,
          bill_sname: rest.length ? rest.join(' ') : firstName,
          bill_addr1: billing.line1.slice(0, 120),
          bill_city: billing.city,
          bill_region: billing.region,
          bill_country: billing.country,
          bill_email: input.customer.email,
        }
      : {}),
    ...(input.customer.phone ? { bill_phone: input.customer.phone } : {}),
  };
}

export function createTelrProvider(options: TelrOptions): PaymentProvider {
  const call = orderCall(options);
  const remote: TelrRemoteOptions = {
    url: options.remoteUrl ?? new URL('remote.xml', options.url).toString(),
    storeId: options.storeId,
    authKey: options.remoteAuthKey || options.authKey,
    testMode: options.testMode,
    timeoutMs: options.timeoutMs,
  };
  const service = {
    url: options.serviceUrl ?? new URL('/tools/api/xml/', options.url).toString(),
    storeId: options.storeId,
    key: options.serviceKey ?? '',
    timeoutMs: options.timeoutMs,
  };

  const provider: PaymentProvider = {
    name: 'telr',
    async createPayment(input) {
      const answer = await call(await createOrderFields(options, input));
      const ref = answer.order?.ref;
      const url = answer.order?.url;
      if (!ref || !url) throw badGateway('The payment provider did not return a payment page.');
      return { reference: ref, paymentUrl: url };
    },
    async checkPayment({ cartId, reference }): Promise<PaymentCheck> {
      return checkOf(await call({ ivp_method: 'check', order_ref: reference }), cartId);
    },
    // order.json has no method to withdraw a hosted page order (Telr lets it lapse by itself): the shop
    // only asks where it stands, and a payment that arrives after the checkout was canceled is left for staff.
    async closePayment(input) {
      return provider.checkPayment(input);
    },
    async voidPayment(input) {
      const step = await followHeldOrder(call, remote, input, telrRemoteVoid);
      if ('refused' in step) return { voided: false, ...step.refused };
      const { auth } = step;
      if ('lost' in auth) return { voided: false, lost: true, reason: auth.reason };
      if (auth.status === 'A') return { voided: true };
      return {
        voided: false,
        reason: auth.message || `Telr answered status ${auth.status}`,
        check: await provider.checkPayment(input),
      };
    },
    async capturePayment(input) {
      const step = await followHeldOrder(call, remote, input, telrRemoteCapture);
      if ('refused' in step) return { captured: false, ...step.refused };
      const { auth } = step;
      if ('lost' in auth) return { captured: false, lost: true, reason: auth.reason };
      if (auth.status === 'A') return { captured: true, reference: auth.tranref };
      return {
        captured: false,
        reason: auth.message || `Telr answered status ${auth.status}`,
        check: await provider.checkPayment(input),
      };
    },
    // Only a captured (paid) order is refunded, by its transaction's reference, for the amount asked
    // (all or part of it). Telr keeps no refund key: the caller sends each refund once, and reads the order's
    // linked transactions (followUps) before sending again one whose answer was lost.
    async refundPayment({ cartId, reference, amountFils }) {
      const answer = await call({ ivp_method: 'check', order_ref: reference });
      const check = checkOf(answer, cartId);
      const tranRef = answer.order?.transaction?.ref;
      if (check.status !== 'paid' || !tranRef)
        return { refunded: false, reason: `Telr reports the order as ${answer.order?.status?.text ?? check.status}` };
      const auth = await followUp(() =>
        telrRemoteRefund(remote, {
          ref: tranRef,
          amount: filsToDecimal(amountFils),
          currency: check.currency ?? 'AED',
        }),
      );
      if ('lost' in auth) return { refunded: false, lost: true, reason: auth.reason };
      if (auth.status === 'A') return { refunded: true, reference: auth.tranref };
      return { refunded: false, reason: auth.message || `Telr answered status ${auth.status}` };
    },
    checkKeys: () => checkTelrKeys(remote, service),
    async followUps({ cartId, reference }) {
      const answer = await call({ ivp_method: 'check', order_ref: reference });
      checkOf(answer, cartId);
      const tranRef = answer.order?.transaction?.ref;
      if (!tranRef) return [];
      return telrLinkedTransactions(service, tranRef);
    },
  };
  return provider;
}

/** Where an order stands from Telr's check answer; an answer for another cart is refused. */
function checkOf(answer: TelrAnswer, cartId: string): PaymentCheck {
  const order = answer.order;
  if (order?.cartid !== undefined && order.cartid !== cartId) {
    throw badGateway('The payment provider answered for another order.');
  }
  let amountFils: Fils | null = null;
  if (order?.amount !== undefined && order.amount !== null && order.amount !== '') {
    try {
      amountFils = parseDecimalToFils(String(order.amount));
    } catch {
      amountFils = null;
    }
  }
  const status = telrStatus(order);
  const currency = typeof order?.currency === 'string' && order.currency ? order.currency.toUpperCase() : null;
  return {
    status,
    amountFils,
    currency,
    transactionReference: status === 'paid' ? (order?.transaction?.ref ?? null) : null,
    providerCode: telrCode(order),
  };
}
