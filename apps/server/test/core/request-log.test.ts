import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';

/** Log lines the app writes, parsed from pino's JSON. */
function logSink() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as { level: number; msg: string });
      callback();
    },
  });
  return { lines, stream };
}

async function appLogging(mode: string) {
  const sink = logSink();
  const t = await buildTestApp({ env: { LOG_REQUESTS: mode }, logger: { level: 'info', stream: sink.stream } });
  return { t, lines: sink.lines };
}

let all: Awaited<ReturnType<typeof appLogging>>;
let errors: Awaited<ReturnType<typeof appLogging>>;
beforeAll(async () => {
  all = await appLogging('all');
  errors = await appLogging('errors');
});
afterAll(async () => {
  await all?.t.close();
  await errors?.t.close();
});

const requestLines = (lines: { msg: string }[]) =>
  lines.map((l) => l.msg).filter((m) => /^(GET|POST|PATCH|PUT|DELETE) \/api\//.test(m));

describe('request log', () => {
  it('writes one line per API request with method, path (no query), status and time; none for health checks', async () => {
    const headers = await authHeaders(all.t.ctx, 'admin');
    await all.t.app.inject({ method: 'GET', url: '/api/admin/customers?search=secret-term', headers });
    await all.t.app.inject({ method: 'GET', url: '/api/admin/customers' });
    await all.t.app.inject({ method: 'GET', url: '/api/health' });
    const logged = requestLines(all.lines);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/^GET \/api\/admin\/customers 200 \d+\.\dms$/);
    expect(logged[1]).toMatch(/^GET \/api\/admin\/customers 401 /);
    expect(all.lines.map((l) => l.msg).join('\n')).not.toContain('secret-term');
    // Fastify's own two lines per request (incoming request, request completed) are off.
    expect(all.lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  });

  it('LOG_REQUESTS=errors writes only answers of 400 and above', async () => {
    const headers = await authHeaders(errors.t.ctx, 'admin');
    await errors.t.app.inject({ method: 'GET', url: '/api/admin/customers', headers });
    await errors.t.app.inject({ method: 'GET', url: '/api/admin/customers?page=0', headers });
    expect(requestLines(errors.lines)).toEqual([expect.stringMatching(/^GET \/api\/admin\/customers 400 /)]);
  });

  it('refuses an unknown LOG_REQUESTS or SESSION_CACHE_SECONDS value with a sentence', async () => {
    await expect(buildTestApp({ env: { LOG_REQUESTS: 'loud' } })).rejects.toThrow(
      'LOG_REQUESTS must be one of all, errors, off (got "loud").',
    );
    await expect(buildTestApp({ env: { SESSION_CACHE_SECONDS: '-1' } })).rejects.toThrow(
      'SESSION_CACHE_SECONDS must be a whole number of seconds from 0 to 60 (got "-1").',
    );
  });
});
