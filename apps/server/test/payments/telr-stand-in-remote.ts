import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { StandInOrder } from './telr-stand-in';

/** What a refund meets: Telr declines it with `message`. */
export type RemoteRefundRule = { refuse: string };

/**
 * A follow-up `refund` (docs.telr.com, "Request and response": type refund, class ecom, currency,
 * amount, ref): only a captured (paid) transaction, in its currency, for at most what is left of it.
 */
function answerRefund(order: StandInOrder, tran: { currency?: string; amount?: string }): string {
  const rule = order.onRefund;
  order.onRefund = undefined;
  if (rule) return auth('D', '51', rule.refuse);
  if (order.outcome !== 'paid') return auth('E', 'E33', 'Transaction cannot be refunded');
  if (tran.currency !== order.currency || !/^\d+\.\d{2}$/.test(tran.amount ?? ''))
    return auth('E', 'E05', 'Transaction cost or currency not valid');
  const cents = (value: string) => Math.round(Number(value) * 100);
  const left = cents(order.amount) - order.refunds.reduce((sum, r) => sum + cents(r), 0);
  if (cents(tran.amount!) <= 0 || cents(tran.amount!) > left)
    return auth('E', 'E34', 'Refund amount exceeds the amount left on the transaction');
  order.refunds.push(tran.amount!);
  sequence += 1;
  return auth('A', '000000', 'Authorised', `0600${String(sequence).padStart(8, '0')}`);
}

/** What a void meets: Telr refuses it (status E, with `message`) or the order was captured just before. */
export type RemoteVoidRule = { refuse: string } | 'captured';

interface RemoteRequest {
  remote?: {
    store?: string;
    key?: string;
    tran?: { type?: string; class?: string; currency?: string; amount?: string; ref?: string; test?: string };
  };
}

const parser = new XMLParser({ parseTagValue: false, ignoreDeclaration: true });
const builder = new XMLBuilder({ format: false });
let sequence = 0;

function auth(status: 'A' | 'E' | 'D', code: string, message: string, tranref = ''): string {
  const body = builder.build({ remote: { auth: { status, code, message, tranref, cvv: 'X', avs: 'X' } } });
  return `<?xml version="1.0" encoding="UTF-8"?>${body}`;
}

/**
 * remote.xml as Telr's Remote API answers a follow-up `void` (docs.telr.com, "Request methods" and
 * "Authorisation response"): an XML <remote> with <store>, <key> and <tran> (type, class, currency,
 * amount, ref of the original transaction, test); the answer is <remote><auth> with status A when
 * processed (a new tranref), otherwise E or D with a code and message.
 */
export function answerRemote(
  raw: string,
  contentType: string,
  orders: Map<string, StandInOrder>,
  credentials: { storeId: string; key: string },
): string {
  if (!contentType.includes('xml')) return auth('E', 'E01', 'Invalid request');
  let request: RemoteRequest;
  try {
    request = parser.parse(raw) as RemoteRequest;
  } catch {
    return auth('E', 'E01', 'Invalid request');
  }
  const remote = request.remote;
  if (!remote || remote.store !== credentials.storeId || remote.key !== credentials.key)
    return auth('E', 'E04', 'Invalid store ID or authentication key');
  const tran = remote.tran ?? {};
  if ((tran.type !== 'void' && tran.type !== 'refund') || tran.class !== 'ecom')
    return auth('E', 'E01', 'Invalid transaction type');
  const order = [...orders.values()].find((o) => o.tranref === tran.ref);
  if (!order) return auth('E', 'E30', 'Original transaction not found');
  if (tran.type === 'refund') return answerRefund(order, tran);
  if (tran.currency !== order.currency || tran.amount !== order.amount)
    return auth('E', 'E05', 'Amount or currency does not match the original transaction');
  const rule = order.onVoid;
  order.onVoid = undefined;
  if (rule === 'captured') order.outcome = 'paid';
  if (rule && rule !== 'captured') return auth('D', '51', rule.refuse);
  if (order.outcome === 'paid') return auth('E', 'E31', 'Transaction already captured');
  if (order.outcome !== 'authorised' && order.outcome !== 'on-hold')
    return auth('E', 'E32', 'Transaction cannot be voided');
  order.outcome = 'voided';
  sequence += 1;
  return auth('A', '000000', 'Authorised', `0500${String(sequence).padStart(8, '0')}`);
}
