import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  answerLinked,
  answerRemote,
  type LinkedTransaction,
  type RemoteRefundRule,
  type RemoteVoidRule,
} from './telr-stand-in-remote';

/** How an order ends at the stand-in: Telr's order status code and transaction status. */
export type TelrOutcome =
  | 'pending'
  | 'authorised'
  | 'paid'
  | 'on-hold'
  | 'declined'
  | 'canceled'
  | 'expired'
  | 'voided'
  | 'unknown-code'
  | 'paid-no-transaction'
  | 'paid-transaction-declined'
  | 'paid-transaction-error';

const OUTCOMES: Record<TelrOutcome, { code: number; text: string; tran: string | null }> = {
  pending: { code: 1, text: 'Pending', tran: null },
  // Authorised but not yet captured: the card is charged once the merchant captures.
  authorised: { code: 2, text: 'Authorised', tran: 'A' },
  paid: { code: 3, text: 'Paid', tran: 'A' },
  'on-hold': { code: 3, text: 'Paid', tran: 'H' },
  declined: { code: -3, text: 'Declined', tran: 'D' },
  canceled: { code: -2, text: 'Cancelled', tran: 'C' },
  expired: { code: -1, text: 'Expired', tran: null },
  // An authorisation released by a Remote API void: the order reads as cancelled.
  voided: { code: -2, text: 'Cancelled', tran: 'V' },
  // Answers the shop does not know: a status code Telr's documentation does not list, and code 3 (Paid) whose
  // transaction status is missing, D (declined) or E (error). Held, never canceled.
  'unknown-code': { code: 7, text: 'Processing', tran: null },
  'paid-no-transaction': { code: 3, text: 'Paid', tran: null },
  'paid-transaction-declined': { code: 3, text: 'Paid', tran: 'D' },
  'paid-transaction-error': { code: 3, text: 'Paid', tran: 'E' },
};

export interface StandInOrder {
  ref: string;
  /** The reference of the order's card transaction (12 digits), which a Remote API void names. */
  tranref: string;
  cartid: string;
  amount: string;
  currency: string;
  description: string;
  test: string;
  outcome: TelrOutcome;
  fields: Record<string, string>;
  /** What the next Remote API void or capture of this order meets (default: Telr voids or captures an order it holds). */
  onVoid?: RemoteVoidRule;
  /** The follow-ups Telr processed on the order (refunds, voids, captures): its linked transactions. */
  linked: LinkedTransaction[];
  /** The amounts refunded through the Remote API (decimal strings), in order. */
  refunds: string[];
  /** What the next Remote API refund of this order meets (default: Telr refunds a paid order). */
  onRefund?: RemoteRefundRule;
}

/**
 * A local HTTP server that answers order.json as Telr's hosted payment page gateway does:
 * form-encoded requests with ivp_store and ivp_authkey; method create (unique ivp_cart, amount as a
 * decimal, AED) answers order.ref and order.url; method check by order_ref answers the order with
 * status.code and transaction.status; refusals answer an error object. remote.xml (Telr's Remote
 * API, XML) voids an order's authorisation by its transaction reference (telr-stand-in-remote.ts).
 */
export async function startTelrStandIn(credentials: {
  storeId: string;
  authKey: string;
  remoteKey?: string;
  serviceKey?: string;
}) {
  const orders = new Map<string, StandInOrder>();
  const requests: Record<string, string>[] = [];
  const remoteRequests: string[] = [];
  /** The Service API paths asked (linked transactions), in order. */
  const serviceRequests: string[] = [];
  /** Answers held back to time out (a lost answer): ended when the stand-in closes. */
  const hanging = new Set<ServerResponse>();
  let down = false;
  // The store's transaction type in Telr's settings, applied to an order that does not state its own (ivp_trantype).
  let storeTransactionType: 'sale' | 'auth' = 'sale';
  let tranSequence = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (down) {
        res.writeHead(503).end('Service Unavailable');
        return;
      }
      const answer = (body: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'POST' && req.url === '/gateway/remote.xml') {
        remoteRequests.push(raw);
        const reply = answerRemote(raw, String(req.headers['content-type']), orders, {
          storeId: credentials.storeId,
          key: credentials.remoteKey ?? credentials.authKey,
        });
        // Processed, but the answer never arrives: a 5xx, or nothing until the caller gives up.
        if (reply.lost === 'lost-5xx') res.writeHead(503).end('Service Unavailable');
        else if (reply.lost === 'lost-timeout') hanging.add(res);
        else res.writeHead(200, { 'content-type': 'application/xml' }).end(reply.xml);
        return;
      }
      const linked = /^\/tools\/api\/xml\/transaction\/(\d+)\/linked$/.exec(req.url ?? '');
      if (req.method === 'GET' && linked) {
        serviceRequests.push(req.url!);
        const expected = `Basic ${Buffer.from(`${credentials.storeId}:${credentials.serviceKey ?? ''}`).toString('base64')}`;
        if (!credentials.serviceKey || req.headers.authorization !== expected) {
          res.writeHead(401, { 'content-type': 'application/xml' }).end('<error>Unauthorised</error>');
          return;
        }
        const order = [...orders.values()].find((o) => o.tranref === linked[1]);
        if (!order) {
          res.writeHead(404, { 'content-type': 'application/xml' }).end('<error>Transaction not found</error>');
          return;
        }
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(answerLinked(order, order.fields.ivp_trantype ?? storeTransactionType));
        return;
      }
      if (
        req.method !== 'POST' ||
        req.url !== '/gateway/order.json' ||
        !String(req.headers['content-type']).includes('application/x-www-form-urlencoded')
      ) {
        res.writeHead(404).end();
        return;
      }
      const fields = Object.fromEntries(new URLSearchParams(raw));
      requests.push(fields);
      const method = fields.ivp_method;
      if (fields.ivp_store !== credentials.storeId || fields.ivp_authkey !== credentials.authKey) {
        answer({ method, error: { message: 'E04:Invalid store ID or authentication key', note: '' } });
        return;
      }
      if (method === 'create') {
        if (!fields.ivp_cart) return answer({ method, error: { message: 'E03:Cart ID not set', note: '' } });
        if ([...orders.values()].some((o) => o.cartid === fields.ivp_cart)) {
          return answer({ method, error: { message: 'E56:Duplicate transaction', note: 'Cart ID must be unique' } });
        }
        if (!/^\d+\.\d{2}$/.test(fields.ivp_amount ?? '') || fields.ivp_currency !== 'AED') {
          return answer({ method, error: { message: 'E05:Transaction cost or currency not valid', note: '' } });
        }
        if (fields.ivp_trantype !== undefined && !['sale', 'auth'].includes(fields.ivp_trantype)) {
          return answer({ method, error: { message: 'E06:Invalid transaction mode', note: '' } });
        }
        if (!fields.return_auth || !fields.return_decl || !fields.return_can) {
          return answer({ method, error: { message: 'E01:Invalid request', note: 'Return URLs required' } });
        }
        // Billing details, when sent, must be complete: name, address, city, country (ISO 2) and email.
        const billing = ['bill_fname', 'bill_sname', 'bill_addr1', 'bill_city', 'bill_country', 'bill_email'];
        if (
          billing.some((f) => fields[f]) &&
          (billing.some((f) => !fields[f]) || !/^[A-Z]{2}$/.test(fields.bill_country ?? ''))
        ) {
          return answer({
            method,
            error: { message: 'E21:Billing details incomplete', note: `Required: ${billing.join(', ')}` },
          });
        }
        const ref = randomBytes(32).toString('hex').toUpperCase();
        tranSequence += 1;
        orders.set(ref, {
          ref,
          tranref: `0400${String(tranSequence).padStart(8, '0')}`,
          cartid: fields.ivp_cart,
          amount: fields.ivp_amount!,
          currency: fields.ivp_currency,
          description: fields.ivp_desc ?? '',
          test: fields.ivp_test ?? '0',
          outcome: 'pending',
          fields,
          refunds: [],
          linked: [],
        });
        return answer({
          method,
          trace: '4001/1234/abcd',
          order: { ref, url: `https://secure.telr.com/gateway/process.html?o=${ref}` },
        });
      }
      if (method === 'check') {
        const order = orders.get(fields.order_ref ?? '');
        if (!order) return answer({ method, error: { message: 'E01:Invalid request', note: 'Order not found' } });
        const outcome = OUTCOMES[order.outcome];
        return answer({
          method,
          trace: '4001/1234/efgh',
          order: {
            ref: order.ref,
            cartid: order.cartid,
            test: Number(order.test),
            amount: order.amount,
            currency: order.currency,
            description: order.description,
            status: { code: outcome.code, text: outcome.text },
            ...(outcome.tran
              ? {
                  transaction: {
                    ref: order.tranref,
                    type: 'sale',
                    class: 'ECom',
                    status: outcome.tran,
                    code: outcome.tran === 'A' ? '123456' : '31',
                    message: outcome.text,
                  },
                }
              : {}),
          },
        });
      }
      return answer({ method, error: { message: 'E01:Invalid request', note: 'Unknown method' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const orderOf = (cartId: string) => {
    const order = [...orders.values()].find((o) => o.cartid === cartId);
    if (!order) throw new Error(`no stand-in order for ${cartId}`);
    return order;
  };
  return {
    url: `http://127.0.0.1:${port}/gateway/order.json`,
    requests,
    /** The XML bodies posted to remote.xml, in order. */
    remoteRequests,
    serviceRequests,
    orders,
    orderOf,
    /**
     * How the payer's visit ends. A payment on an order of type auth (stated, or the store's default when the order
     * states none) is authorised, not captured: it reads as status 2 until captured.
     */
    setOutcome(cartId: string, outcome: TelrOutcome) {
      const order = orderOf(cartId);
      const type = order.fields.ivp_trantype ?? storeTransactionType;
      order.outcome = outcome === 'paid' && type === 'auth' ? 'authorised' : outcome;
    },
    /** The store's default transaction type in Telr's settings ("sale" unless told). */
    setStoreTransactionType(type: 'sale' | 'auth') {
      storeTransactionType = type;
    },
    /** As a Telr store set up in another currency would answer: the order's check reports `currency`. */
    setCurrency(cartId: string, currency: string) {
      orderOf(cartId).currency = currency;
    },
    /** The next void of this order is refused with `message`, or finds it captured meanwhile. */
    onVoid(cartId: string, rule: RemoteVoidRule) {
      orderOf(cartId).onVoid = rule;
    },
    /** The next refund of this order is declined with `message`. */
    onRefund(cartId: string, rule: RemoteRefundRule) {
      orderOf(cartId).onRefund = rule;
    },
    setDown(value: boolean) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}
