import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type RunningServer } from './server';

/**
 * Set by the e2e project's global setup: the address of the run's server pool, which keeps the next
 * test file's server (default settings, on a copy of the demo data) started while the current file
 * runs, so a file does not wait for its server's start-up.
 */
export const SERVER_POOL_ENV = 'E2E_SERVER_POOL_URL';

/** The pool, in the process that runs the global setup: `/take` answers a started server, `/stop` stops one. */
export async function startServerPool(): Promise<{ close(): Promise<void> }> {
  const taken = new Map<string, RunningServer>();
  const warm = () => {
    const next = startServer({}, { baselineWasm: true });
    next.catch(() => undefined); // a failed start is reported to the file that takes it
    return next;
  };
  let next = warm();
  const http = createServer((request, response) => {
    const answer = (status: number, body: string) => response.writeHead(status).end(body);
    void (async () => {
      if (request.method === 'POST' && request.url === '/take') {
        const starting = next;
        next = warm();
        const server = await starting;
        taken.set(server.url, server);
        return answer(200, server.url);
      }
      if (request.method === 'POST' && request.url?.startsWith('/stop?url=')) {
        const url = new URL(request.url, 'http://pool').searchParams.get('url')!;
        await taken.get(url)?.stop();
        taken.delete(url);
        return answer(200, '');
      }
      answer(404, '');
    })().catch((error: unknown) => answer(500, error instanceof Error ? error.message : String(error)));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  process.env[SERVER_POOL_ENV] = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    async close() {
      await new Promise((resolve) => http.close(resolve));
      const waiting = await next.catch(() => undefined);
      await Promise.all([waiting, ...taken.values()].map((server) => server?.stop()));
    },
  };
}

/**
 * A test file's server: taken from the run's pool when the file needs no settings of its own and the
 * pool runs (the e2e project), else started here (`startServer`). Stopped and deleted by `stop()`.
 */
export async function takeServer(
  env: Record<string, string> = {},
  options: { embedded?: boolean } = {},
): Promise<RunningServer> {
  const pool = process.env[SERVER_POOL_ENV];
  if (!pool || Object.keys(env).length > 0 || options.embedded)
    return startServer(env, { baselineWasm: true, embedded: options.embedded });
  const response = await fetch(`${pool}/take`, { method: 'POST' });
  const url = await response.text();
  if (!response.ok) throw new Error(`the server pool could not start a server: ${url}`);
  return {
    url,
    async stop() {
      const stopped = await fetch(`${pool}/stop?url=${encodeURIComponent(url)}`, { method: 'POST' });
      if (!stopped.ok) throw new Error(`the server pool could not stop ${url}: ${await stopped.text()}`);
    },
  };
}
