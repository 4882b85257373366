import type { HttpError } from '../../../lib/errors';
import { badGateway } from '../../../lib/errors';

export interface BigCommerceHttpOptions {
  apiUrl: string;
  storeHash: string;
  token: string;
  /** Retries after a 429 before giving up (each waits X-Rate-Limit-Time-Reset-Ms). */
  maxRateLimitRetries?: number;
  /** Longest wait honoured for one 429, in ms. */
  maxWaitMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface BigCommerceResponse {
  status: number;
  body: unknown;
}

export const STORE_UNREACHABLE = 'The online store could not be reached. Please try again in a minute.';

/** The wait after the n-th 429 (from 0) that did not say how long: 1 s, 2 s, 4 s ... up to maxWaitMs. */
export function unannouncedWaitMs(attempt: number, maxWaitMs: number): number {
  return Math.min(maxWaitMs, 1_000 * 2 ** attempt);
}

/**
 * Requests to the BigCommerce REST API (GET, and POST for creating customers) with the X-Auth-Token header. 404 is returned to the
 * caller (who answers "no such record"); on 429 it waits X-Rate-Limit-Time-Reset-Ms (or, when the
 * store leaves it out, a growing delay) and retries; when an answer says at most one request is left
 * in the window (X-Rate-Limit-Requests-Left), the next request waits for the window to reset first.
 * Other failures become a 502 with a sentence for staff.
 */
export function createBigCommerceHttp(options: BigCommerceHttpOptions) {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const base = `${options.apiUrl.replace(/\/$/, '')}/stores/${encodeURIComponent(options.storeHash)}`;
  const maxRetries = options.maxRateLimitRetries ?? 5;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  /** A wait owed before the next request: the last answer said the window is about to run out. */
  let pauseMs = 0;

  async function request(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string | number | undefined>,
    payload?: unknown,
  ): Promise<BigCommerceResponse> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    for (let attempt = 0; ; attempt += 1) {
      if (pauseMs > 0) {
        const wait = pauseMs;
        pauseMs = 0;
        await sleep(wait);
      }
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
          headers: { 'X-Auth-Token': options.token, Accept: 'application/json', 'Content-Type': 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch {
        throw badGateway(STORE_UNREACHABLE);
      }
      const resetHeader = response.headers.get('x-rate-limit-time-reset-ms');
      const resetMs = resetHeader === null || resetHeader.trim() === '' ? NaN : Number(resetHeader);
      if (response.status === 429 && attempt < maxRetries) {
        await response.body?.cancel();
        await sleep(
          Number.isFinite(resetMs) && resetMs >= 0
            ? Math.min(resetMs, maxWaitMs)
            : unannouncedWaitMs(attempt, maxWaitMs),
        );
        continue;
      }
      const left = Number(response.headers.get('x-rate-limit-requests-left') ?? NaN);
      if (Number.isFinite(left) && left <= 1 && Number.isFinite(resetMs) && resetMs > 0)
        pauseMs = Math.min(resetMs, maxWaitMs);
      const text = response.status === 204 ? '' : await response.text();
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          throw badGateway(STORE_UNREACHABLE);
        }
      }
      if (response.ok || response.status === 404) return { status: response.status, body };
      throw storeError(response.status, body);
    }
  }

  const get = (path: string, query: Record<string, string | number | undefined> = {}) => request('GET', path, query);
  /** A 429 is retried like a GET: BigCommerce did nothing with the refused request. */
  const post = (path: string, payload: unknown) => request('POST', path, {}, payload);
  return { get, post };
}

function storeError(status: number, body: unknown): HttpError {
  if (status === 401 || status === 403)
    return badGateway(
      'The online store refused our API token. Ask an administrator to check the BigCommerce settings.',
    );
  if (status === 429) return badGateway('The online store is busy. Please try again in a minute.');
  if (status === 422 || status === 400) {
    return badGateway(`The online store rejected the request: ${describe(body)}`);
  }
  return badGateway(STORE_UNREACHABLE);
}

/** The first readable sentence of a v3 ({ title, errors }) or v2 ([{ message }]) error body. */
function describe(body: unknown): string {
  if (Array.isArray(body)) {
    const first = body[0] as { message?: string } | undefined;
    if (first?.message) return first.message;
  } else if (body && typeof body === 'object') {
    const b = body as { title?: string; errors?: Record<string, string> };
    const detail = b.errors ? Object.values(b.errors)[0] : undefined;
    if (b.title) return detail ? `${b.title} (${detail})` : b.title;
  }
  return 'unknown error.';
}
