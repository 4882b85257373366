/**
 * HTTP load with autocannon: `connections` keep-alive connections for `seconds`, each request built
 * by the call (writes make a new body per request). Throughput counts 2xx answers only.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  /** Non-2xx answers, connection errors and timeouts. */
  failed: number;
  statuses: string;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: () => unknown;
}

export async function load(options: { baseUrl: string; token: string; request: LoadRequest; connections: number; seconds: number }): Promise<LoadResult> {
  const { request } = options;
  const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
  if (request.body) headers['content-type'] = 'application/json';
  const makeBody = request.body;
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    requests: [
      {
        method: request.method,
        path: request.path,
        headers,
        ...(makeBody ? { setupRequest: (r) => ({ ...r, body: JSON.stringify(makeBody()) }) } : {}),
      },
    ],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  return {
    rps: result['2xx'] / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors,
    statuses,
  };
}
