import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { badGateway, HttpError } from '../../lib/errors';

export const TELR_UNEXPECTED = 'The payment provider answered something unexpected. Please try again in a moment.';

/**
 * Telr may have processed the request but its answer was lost: it timed out, came back with a 5xx status, or its
 * body was cut off. A 502 for a reader; a follow-up (refund, void, capture) that meets it is recorded as unknown.
 */
export class TelrAnswerLost extends HttpError {
  constructor() {
    super(502, PAYMENT_MESSAGES.providerUnavailable);
  }
}

/**
 * Calls one of Telr's gateways (order.json, remote.xml, the Service API) and answers the body's text. Not reached
 * (refused, or an HTTP 4xx): a 502 with a sentence; reached but the answer lost (a timeout, 15 s unless told, a 5xx,
 * a body cut off): TelrAnswerLost, also a 502.
 */
export async function postToTelr(
  url: string,
  request: {
    body?: string | URLSearchParams;
    contentType?: string;
    accept: string;
    timeoutMs?: number;
    method?: 'GET' | 'POST';
    authorization?: string;
  },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'POST',
      headers: {
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        accept: request.accept,
        ...(request.authorization ? { authorization: request.authorization } : {}),
      },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
    });
  } catch (error) {
    // Timed out: Telr may have it. Refused or unreachable: it never got there.
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new TelrAnswerLost();
    throw badGateway(PAYMENT_MESSAGES.providerUnavailable);
  }
  if (response.status >= 500) throw new TelrAnswerLost();
  if (!response.ok) throw badGateway(PAYMENT_MESSAGES.providerUnavailable);
  try {
    return await response.text();
  } catch {
    throw new TelrAnswerLost();
  }
}
