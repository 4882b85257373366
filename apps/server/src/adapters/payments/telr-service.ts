import { XMLParser } from 'fast-xml-parser';
import { parseDecimalToFils, type Fils } from '@shop/domain/money';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { badGateway } from '../../lib/errors';
import { postToTelr, TELR_UNEXPECTED } from './telr-http';
import type { FollowUp } from './types';

/**
 * Telr's Service API (docs.telr.com "Services": tools/api/xml, GET, HTTP Basic with the store ID and the API key
 * made for it in Telr's Merchant Administration): `transaction/{tranref}/linked` lists every transaction linked to a
 * payment (the sale or auth, and its refunds, voids and captures), each with its type, status (A processed) and
 * amount. Read before a follow-up whose answer was lost is sent again.
 */
export interface TelrServiceOptions {
  url: string;
  storeId: string;
  key: string;
  timeoutMs?: number;
}

const parser = new XMLParser({
  parseTagValue: false,
  ignoreDeclaration: true,
  isArray: (name) => name === 'transaction',
});

const FOLLOW_UP_TYPES: Record<string, FollowUp['type']> = { refund: 'refund', void: 'void', capture: 'capture' };

export async function telrLinkedTransactions(options: TelrServiceOptions, tranref: string): Promise<FollowUp[]> {
  if (!options.key) throw badGateway(TELR_SERVICE_KEY_MISSING);
  const text = await postToTelr(new URL(`transaction/${encodeURIComponent(tranref)}/linked`, options.url).toString(), {
    method: 'GET',
    accept: 'application/xml',
    authorization: `Basic ${Buffer.from(`${options.storeId}:${options.key}`).toString('base64')}`,
    timeoutMs: options.timeoutMs,
  });
  let list: { transaction?: Record<string, unknown>[] } | undefined;
  try {
    list = (parser.parse(text) as { transactions?: typeof list }).transactions;
  } catch {
    throw badGateway(TELR_UNEXPECTED);
  }
  if (!list || typeof list !== 'object') throw badGateway(TELR_UNEXPECTED);
  const field = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return (list.transaction ?? []).map((tran) => ({
    type: FOLLOW_UP_TYPES[field(tran.type).toLowerCase()] ?? 'other',
    approved: field(tran.status) === 'A',
    amountFils: amountOf(field(tran.amount)),
    reference: field(tran.ref),
  }));
}

/** The Service API's answer to a harmless read: the key accepted (any answer but 401/403), or refused. */
export async function telrServiceAnswers(
  options: TelrServiceOptions,
  tranref: string,
): Promise<'accepted' | 'refused'> {
  try {
    const response = await fetch(new URL(`transaction/${encodeURIComponent(tranref)}/linked`, options.url), {
      headers: {
        accept: 'application/xml',
        authorization: `Basic ${Buffer.from(`${options.storeId}:${options.key}`).toString('base64')}`,
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    return response.status === 401 || response.status === 403 ? 'refused' : 'accepted';
  } catch {
    throw badGateway(PAYMENT_MESSAGES.providerUnavailable);
  }
}

function amountOf(value: string): Fils | null {
  try {
    return value ? parseDecimalToFils(value) : null;
  } catch {
    return null;
  }
}

export const TELR_SERVICE_KEY_MISSING =
  "Telr's Service API key (TELR_SERVICE_API_KEY) is not set, so what happened to this payment cannot be checked with Telr.";
