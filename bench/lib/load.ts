/**
 * HTTP load with autocannon: `connections` keep-alive connections for `seconds`, from a worker
 * thread so that the app's event loop serves requests only, as it would for an outside client.
 * Writes send a new body per request (made beforehand: a worker cannot call back into this
 * thread). Throughput counts 2xx answers only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  /** Non-2xx answers, connection errors and timeouts. */
  failed: number;
  statuses: string;
  /** Requests still waiting for an answer when the run ended (every one, when the call is slower than the run). */
  unanswered: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: () => unknown;
}

export async function load(options: {
  baseUrl: string;
  token: string;
  request: LoadRequest;
  connections: number;
  seconds: number;
  /** A fixed number of requests instead of a duration (the quick variant in the tests). */
  requests?: number;
}): Promise<LoadResult> {
  const { request } = options;
  const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
  if (request.body) headers['content-type'] = 'application/json';
  const dir = request.body ? await mkdtemp(path.join(os.tmpdir(), 'bench-bodies-')) : null;
  let setupRequest: string | undefined;
  if (dir && request.body) {
    // More bodies than the run can send at 4,000 requests a second; each is used once, in order.
    const count = options.requests ?? Math.ceil(options.seconds * 4_000);
    const bodies = Array.from({ length: count }, () => JSON.stringify(request.body!()));
    await writeFile(path.join(dir, 'bodies.json'), JSON.stringify(bodies));
    setupRequest = path.join(dir, 'setup-request.cjs');
    await writeFile(
      setupRequest,
      "const bodies = require('./bodies.json');\nlet next = 0;\nmodule.exports = (request) => ({ ...request, body: bodies[next++ % bodies.length] });\n",
    );
  }
  const run = (resolve: (result: Result) => void, reject: (error: unknown) => void) =>
    autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        // A fixed number of requests ends at the first sample after the last answer: with the default sample
        // every second, each quick run took a whole second however few its requests (most of the quick variant's time).
        ...(options.requests ? { amount: options.requests, sampleInt: 20 } : { duration: options.seconds }),
        timeout: 10,
        workers: 1,
        requests: [{ method: request.method, path: request.path, headers, ...(setupRequest ? { setupRequest } : {}) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  const result = await new Promise<Result>(run).finally(() =>
    dir ? rm(dir, { recursive: true, force: true }) : undefined,
  );
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
    unanswered: Math.max(0, result.requests.sent - result.requests.total - result.errors),
  };
}
