import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { StandInOrder } from './telr-stand-in';

/**
 * What a follow-up's answer meets after Telr processed it: lost, as a 5xx status (503) or a timeout (no answer until
 * the caller gives up). Telr keeps what it did: its linked transactions list it.
 */
export type LostAnswer = 'lost-5xx' | 'lost-timeout';

/** What a refund meets: Telr declines it with `message`, or processes it and the answer is lost. */
export type RemoteRefundRule = { refuse: string } | LostAnswer;

/** The answer to a remote.xml request, and whether it is lost on the way back. */
export interface RemoteReply {
  xml: string;
  lost?: LostAnswer;
}

/** Records a processed follow-up among the order's linked transactions and answers its authorisation. */
function processed(order: StandInOrder, type: 'refund' | 'void' | 'capture', amount: string, prefix: string): string {
  sequence += 1;
  const tranref = `${prefix}${String(sequence).padStart(8, '0')}`;
  order.linked.push({ type, status: 'A', amount, currency: order.currency, ref: tranref });
  return auth('A', '000000', 'Authorised', tranref);
}

/**
 * A follow-up `refund` (docs.telr.com, "Request and response": type refund, class ecom, currency,
 * amount, ref): only a captured (paid) transaction, in its currency, for at most what is left of it.
 */
function answerRefund(order: StandInOrder, tran: { currency?: string; amount?: string }): RemoteReply {
  const rule = order.onRefund;
  order.onRefund = undefined;
  if (rule && typeof rule === 'object') return { xml: auth('D', '51', rule.refuse) };
  if (order.outcome !== 'paid') return { xml: auth('E', 'E33', 'Transaction cannot be refunded') };
  if (tran.currency !== order.currency || !/^\d+\.\d{2}$/.test(tran.amount ?? ''))
    return { xml: auth('E', 'E05', 'Transaction cost or currency not valid') };
  const cents = (value: string) => Math.round(Number(value) * 100);
  const left = cents(order.amount) - order.refunds.reduce((sum, r) => sum + cents(r), 0);
  if (cents(tran.amount!) <= 0 || cents(tran.amount!) > left)
    return { xml: auth('E', 'E34', 'Refund amount exceeds the amount left on the transaction') };
  order.refunds.push(tran.amount!);
  return { xml: processed(order, 'refund', tran.amount!, '0600'), lost: rule };
}

/**
 * What a void (or a capture) meets: Telr refuses it (status D, with `message`), the order was captured just before
 * (a void), or Telr processes it and the answer is lost.
 */
export type RemoteVoidRule = { refuse: string } | 'captured' | LostAnswer;

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

/** A follow-up Telr processed on an order, as its linked transactions list it. */
export interface LinkedTransaction {
  type: 'refund' | 'void' | 'capture';
  status: 'A';
  amount: string;
  currency: string;
  ref: string;
}

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
): RemoteReply {
  if (!contentType.includes('xml')) return { xml: auth('E', 'E01', 'Invalid request') };
  let request: RemoteRequest;
  try {
    request = parser.parse(raw) as RemoteRequest;
  } catch {
    return { xml: auth('E', 'E01', 'Invalid request') };
  }
  const remote = request.remote;
  if (!remote || remote.store !== credentials.storeId || remote.key !== credentials.key)
    return { xml: auth('E', 'E04', 'Invalid store ID or authentication key') };
  const tran = remote.tran ?? {};
  if (!['void', 'refund', 'capture'].includes(tran.type ?? '') || tran.class !== 'ecom')
    return { xml: auth('E', 'E01', 'Invalid transaction type') };
  const order = [...orders.values()].find((o) => o.tranref === tran.ref);
  if (!order) return { xml: auth('E', 'E30', 'Original transaction not found') };
  if (tran.type === 'refund') return answerRefund(order, tran);
  if (tran.currency !== order.currency || tran.amount !== order.amount)
    return { xml: auth('E', 'E05', 'Amount or currency does not match the original transaction') };
  const rule = order.onVoid;
  order.onVoid = undefined;
  if (rule === 'captured') order.outcome = 'paid';
  if (rule && typeof rule === 'object') return { xml: auth('D', '51', rule.refuse) };
  if (order.outcome === 'paid') return { xml: auth('E', 'E31', 'Transaction already captured') };
  if (order.outcome !== 'authorised' && order.outcome !== 'on-hold')
    return { xml: auth('E', 'E32', `Transaction cannot be ${tran.type === 'void' ? 'voided' : 'captured'}`) };
  const lost = rule === 'lost-5xx' || rule === 'lost-timeout' ? rule : undefined;
  if (tran.type === 'capture') {
    order.outcome = 'paid';
    return { xml: processed(order, 'capture', tran.amount!, '0700'), lost };
  }
  order.outcome = 'voided';
  return { xml: processed(order, 'void', tran.amount!, '0500'), lost };
}

/**
 * Telr's Service API, `transaction/{tranref}/linked` (docs.telr.com "Services"): every transaction linked to the
 * order's own (the sale or auth first, then its refunds, voids and captures), as <transactions> of <transaction>
 * with ref, type, class, status, amount and currency.
 */
export function answerLinked(order: StandInOrder, tranType: string): string {
  const first = { ref: order.tranref, type: tranType, status: 'A', amount: order.amount, currency: order.currency };
  const list = [first, ...order.linked].map((t) => ({ ...t, class: 'ecom' }));
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    transactions: { trancount: String(list.length), transaction: list },
  })}`;
}
