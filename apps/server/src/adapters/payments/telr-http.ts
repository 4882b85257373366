import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import { badGateway } from '../../lib/errors';

export const TELR_UNEXPECTED = 'The payment provider answered something unexpected. Please try again in a moment.';

/**
 * POSTs to one of Telr's gateways (order.json, remote.xml) and answers the body's text. A network
 * failure, a timeout (15 s unless told) or an HTTP error status is a 502 with a sentence.
 */
export async function postToTelr(
  url: string,
  request: { body: string | URLSearchParams; contentType: string; accept: string; timeoutMs?: number },
): Promise<string> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': request.contentType, accept: request.accept },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
    });
    if (response.ok) return await response.text();
  } catch {
    // Unreachable, timed out, or the body was cut off: the same answer below.
  }
  throw badGateway(PAYMENT_MESSAGES.providerUnavailable);
}
