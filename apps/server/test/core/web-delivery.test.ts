import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseTrustProxy } from '../../src/config';
import { rowsOf } from '../../src/lib/rows';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildInvoice } from '../helpers/invoices-factories';

// A built web app as apps/web's build writes it: hashed files under assets/ with .br and .gz beside them.
const script = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-Abc123.js"></script></head><body>${'<!-- -->'.repeat(300)}</body></html>`;
let webDist = '';
let t: TestApp;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  for (const [file, body] of [
    ['assets/index-Abc123.js', script],
    ['index.html', html],
  ] as const) {
    await writeFile(path.join(webDist, file), body);
    await writeFile(path.join(webDist, `${file}.br`), brotliCompressSync(body));
    await writeFile(path.join(webDist, `${file}.gz`), gzipSync(body));
  }
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe(`the web app's files (${engine})`, () => {
  it('sends the precompressed brotli or gzip copy the browser accepts, or the file itself', async () => {
    const br = await get('/assets/index-Abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    const gz = await get('/assets/index-Abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(script))).toBe(true);
    const plain = await get('/assets/index-Abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year as immutable; index.html and other files are revalidated', async () => {
    expect((await get('/assets/index-Abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const page = await get('/dashboard/manage-customer', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe(`API compression (${engine})`, () => {
  it('compresses JSON above 1 kB and leaves small answers alone', async () => {
    const big = await get('/api/openapi.json', 'gzip, br');
    expect(big.headers['content-encoding']).toBe('br');
    const small = await get('/api/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('sends PDFs as they are (already compressed)', async () => {
    const headers = await headersByRole(t.ctx);
    const invoice = await buildInvoice(t.ctx);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.invoiceNumber}`,
      headers: { ...headers.staff, 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, a hop count, or listed addresses and ranges; refuses "true" and junk', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => parseTrustProxy('true')).toThrow('TRUST_PROXY=true would let any client choose its address');
    expect(() => parseTrustProxy('proxy.local')).toThrow(
      'TRUST_PROXY must be a number of hops or comma-separated addresses/CIDR ranges (not "proxy.local").',
    );
  });

  it('takes the client address from X-Forwarded-For only from a trusted proxy', async () => {
    // The address a request is counted under (rate limits) as each setting sees it.
    const clientAddress = async (env: Record<string, string>, remoteAddress: string) => {
      const other = await buildTestApp({ env, database: t.ctx.database });
      try {
        const email = `ip-${Math.random().toString(36).slice(2)}@shop.test`;
        await other.app.inject({
          method: 'POST',
          url: '/api/admin/forgot-password',
          payload: { email },
          remoteAddress,
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        const rows = rowsOf<{ key: string }>(
          await t.ctx.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'forgot:ip:%' RETURNING key`),
        );
        return rows.map((r) => r.key.replace('forgot:ip:', ''));
      } finally {
        await other.close();
      }
    };
    expect(await clientAddress({}, '10.1.2.3')).toEqual(['10.1.2.3']);
    expect(await clientAddress({ TRUST_PROXY: '10.0.0.0/8' }, '10.1.2.3')).toEqual(['203.0.113.7']);
    expect(await clientAddress({ TRUST_PROXY: '10.0.0.0/8' }, '192.0.2.1')).toEqual(['192.0.2.1']);
    expect(await clientAddress({ TRUST_PROXY: '1' }, '192.0.2.1')).toEqual(['203.0.113.7']);
  });
});
