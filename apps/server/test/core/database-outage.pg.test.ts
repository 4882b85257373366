import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, freshDatabase, TEST_DATABASE_URL, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { DATABASE_MESSAGES } from '../../src/db/errors';
import type { Database } from '../../src/db/client';

/** The database server refuses this database's connections and drops the open ones (an outage). */
async function outage(database: Database & { url?: string }, down: boolean) {
  const name = new URL(database.url!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${down ? 'false' : 'true'}`);
    if (down)
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
  } finally {
    await admin.end();
  }
}

let database: Database & { url?: string };
let t: TestApp;
beforeAll(async () => {
  database = await freshDatabase();
  t = await buildTestApp({ database });
});
afterAll(async () => {
  await t?.close();
  await outage(database, false).catch(() => undefined);
  await database?.close();
});

describe('a database outage', () => {
  it('answers reads and writes with 503, Retry-After and a sentence, then serves again when the database is back', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: admin })).statusCode).toBe(200);
    await outage(database, true);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: admin });
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { firstName: 'Out', lastName: 'Age', email: 'outage@shop.test' },
    });
    for (const answer of [read, write]) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json().error).toBe(DATABASE_MESSAGES.unreachable);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    await outage(database, false);
    await vi.waitUntil(
      async () =>
        (await t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: admin })).statusCode === 200,
      { timeout: 15_000, interval: 100 },
    );
  });
});
