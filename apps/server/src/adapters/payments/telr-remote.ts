import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { postToTelr, TelrAnswerLost } from './telr-http';

/**
 * Telr's Remote API (remote.xml): follow-up transactions on an earlier one by its transaction
 * reference, as XML over HTTP POST. `void` releases an authorisation that was not captured (the
 * amount held on the payer's card); `capture` takes it; `refund` gives all or part of a captured payment back to the card. The answer's auth.status is A when Telr processed
 * the request; any other status (E error, D declined) means it did not, with auth.message saying why.
 */
export interface TelrRemoteOptions {
  url: string;
  storeId: string;
  authKey: string;
  testMode: boolean;
  timeoutMs?: number;
}

export interface TelrRemoteAuth {
  status: string;
  code: string;
  message: string;
  tranref: string;
}

const builder = new XMLBuilder({ format: false });
// Values stay text: transaction references have leading zeros.
const parser = new XMLParser({ parseTagValue: false, ignoreDeclaration: true });

export function telrRemoteVoid(
  options: TelrRemoteOptions,
  tran: { ref: string; amount: string; currency: string },
): Promise<TelrRemoteAuth> {
  return telrRemote(options, { type: 'void', ...tran });
}

export function telrRemoteCapture(
  options: TelrRemoteOptions,
  tran: { ref: string; amount: string; currency: string },
): Promise<TelrRemoteAuth> {
  return telrRemote(options, { type: 'capture', ...tran });
}

export function telrRemoteRefund(
  options: TelrRemoteOptions,
  tran: { ref: string; amount: string; currency: string },
): Promise<TelrRemoteAuth> {
  return telrRemote(options, { type: 'refund', ...tran });
}

async function telrRemote(
  options: TelrRemoteOptions,
  tran: { type: 'void' | 'refund' | 'capture'; ref: string; amount: string; currency: string },
): Promise<TelrRemoteAuth> {
  const body = `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    remote: {
      store: options.storeId,
      key: options.authKey,
      tran: {
        type: tran.type,
        class: 'ecom',
        currency: tran.currency,
        amount: tran.amount,
        ref: tran.ref,
        test: options.testMode ? '1' : '0',
      },
    },
  })}`;
  const text = await postToTelr(options.url, {
    body,
    contentType: 'application/xml; charset=utf-8',
    accept: 'application/xml',
    timeoutMs: options.timeoutMs,
  });
  let auth: Partial<Record<keyof TelrRemoteAuth, unknown>> | undefined;
  try {
    auth = (parser.parse(text) as { remote?: { auth?: typeof auth } }).remote?.auth;
  } catch {
    throw new TelrAnswerLost();
  }
  // An answer without a status says nothing of what Telr did with the request: as good as lost.
  if (!auth || typeof auth !== 'object' || typeof auth.status !== 'string') throw new TelrAnswerLost();
  const field = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    status: field(auth.status),
    code: field(auth.code),
    message: field(auth.message),
    tranref: field(auth.tranref),
  };
}
