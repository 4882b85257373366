/**
 * HTTP load with autocannon: `connections` keep-alive connections for `seconds`, from a worker
 * thread so that the app's event loop serves requests only, as it would for an outside client
 * (a fixed number of `requests`, the tests' quick variant, from this thread). Writes send a new
 * body per request (made beforehand: a worker cannot call back into this thread). Throughput
 * counts 2xx answers only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';

type SetupRequest = Exclude<NonNullable<Request['setupRequest']>, string>;

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
  /** Each request's own path (a write on one row each, /api/jobs/:id/stage), else `path` for all. */
  pathOf?: () => string;
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
  const own = request.body !== undefined || request.pathOf !== undefined;
  const dir = own ? await mkdtemp(path.join(os.tmpdir(), 'bench-bodies-')) : null;
  let setupRequest: string | undefined;
  if (dir) {
    // More requests than the run can send at 4,000 a second; each is used once, in order. A write on one row each
    // (pathOf) is given as many as the rows made for it: the rest, if the run could send more, would be refused.
    const count = options.requests ?? Math.ceil(options.seconds * 4_000);
    const made = Array.from({ length: count }, () => ({
      ...(request.pathOf ? { path: request.pathOf() } : {}),
      ...(request.body ? { body: JSON.stringify(request.body()) } : {}),
    }));
    await writeFile(path.join(dir, 'requests.json'), JSON.stringify(made));
    setupRequest = path.join(dir, 'setup-request.cjs');
    await writeFile(
      setupRequest,
      "const made = require('./requests.json');\nlet next = 0;\nmodule.exports = (request) => ({ ...request, ...made[next++ % made.length] });\n",
    );
  }
  // A fixed number of requests (the tests' quick variant: that the calls run, not how fast) is sent from this thread:
  // a worker thread to start for each of its ~70 runs was most of its time on a slow machine.
  const inWorker = !options.requests;
  const setup =
    setupRequest && !inWorker ? (createRequire(import.meta.url)(setupRequest) as SetupRequest) : setupRequest;
  const run = (resolve: (result: Result) => void, reject: (error: unknown) => void) =>
    autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        // A fixed number of requests ends at the first sample after the last answer: with the default sample
        // every second, each quick run took a whole second however few its requests (most of the quick variant's time).
        ...(options.requests ? { amount: options.requests, sampleInt: 20 } : { duration: options.seconds }),
        timeout: 10,
        ...(inWorker ? { workers: 1 } : {}),
        requests: [{ method: request.method, path: request.path, headers, ...(setup ? { setupRequest: setup } : {}) }],
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
