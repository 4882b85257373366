import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, freshDatabase, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer, homeAddress } from '../helpers/customers-factories';
import { DATABASE_MESSAGES } from '../../src/db/errors';
import type { Database } from '../../src/db/client';

/**
 * A slow query cannot take the product down (PostgreSQL). A statement is made slow by a second
 * connection holding an exclusive lock on the customers table: the list call then waits for it.
 */
type Fixture = {
  t: TestApp;
  database: Database & { url?: string };
  side: pg.Client;
  headers: { authorization: string };
};

async function fixture(options: { poolSize: number; statementTimeoutMs: number }): Promise<Fixture> {
  const database = await freshDatabase(undefined, options);
  const t = await buildTestApp({ database });
  const headers = await authHeaders(t.ctx, 'admin');
  const side = new pg.Client({ connectionString: database.url });
  await side.connect();
  return { t, database, side, headers };
}

async function release(f: Fixture | undefined) {
  if (!f) return;
  await f.side.end();
  await f.t.close();
  await f.database.close();
}

const lockCustomers = (side: pg.Client) => side.query('BEGIN; LOCK TABLE customers IN ACCESS EXCLUSIVE MODE');

/** Backends of the app waiting for the lock on customers (a fresh view: the side connection is in a transaction). */
async function waitingOnCustomers(side: pg.Client): Promise<number[]> {
  await side.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await side.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'
        AND wait_event_type = 'Lock' AND query ILIKE '%customers%'`,
  );
  return rows.map((r) => r.pid);
}

describe('statement timeout (DB_STATEMENT_TIMEOUT_MS)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture({ poolSize: 5, statementTimeoutMs: 1000 });
  });
  afterAll(async () => release(f));

  it('answers 503 with a sentence when a statement runs past the timeout, and the product still answers', async () => {
    await lockCustomers(f.side);
    try {
      const res = await f.t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: f.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: DATABASE_MESSAGES.tooSlow, message: DATABASE_MESSAGES.tooSlow });
      expect(res.headers['retry-after']).toBe('1');
    } finally {
      await f.side.query('ROLLBACK');
    }
    expect((await f.t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: f.headers })).statusCode).toBe(
      200,
    );
    expect((await f.t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'postgres',
    });
  });
  it('answers 503 on a statement built once (db/fast-path/built-once.ts) as on any other', async () => {
    await lockCustomers(f.side);
    try {
      const res = await f.t.app.inject({ method: 'GET', url: '/api/customer-address/1', headers: f.headers });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: DATABASE_MESSAGES.tooSlow });
    } finally {
      await f.side.query('ROLLBACK');
    }
  });
});

describe('a full pool (no statement timeout, DB_POOL_SIZE=2)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture({ poolSize: 2, statementTimeoutMs: 0 });
  });
  afterAll(async () => release(f));

  it('answers /api/health while every pooled connection waits on a slow statement', async () => {
    await lockCustomers(f.side);
    const lists = Array.from({ length: 4 }, () =>
      f.t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: f.headers }),
    );
    try {
      await vi.waitFor(async () => expect(await waitingOnCustomers(f.side)).toHaveLength(2), {
        timeout: 20_000,
        interval: 50,
      });
      const health = await f.t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: 'postgres' });
    } finally {
      await f.side.query('ROLLBACK');
    }
    expect((await Promise.all(lists)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  });
});

describe('abandoned requests (DB_STATEMENT_TIMEOUT_MS=1000, DB_POOL_SIZE=1)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture({ poolSize: 1, statementTimeoutMs: 1000 });
  });
  afterAll(async () => release(f));

  it('holds its connection no longer than the statement timeout, and the connection serves the next request', async () => {
    await lockCustomers(f.side);
    try {
      await abandonWhileWaiting(f, { method: 'GET', path: '/api/admin/customers' });
    } finally {
      await f.side.query('ROLLBACK');
    }
    expect((await f.t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: f.headers })).statusCode).toBe(
      200,
    );
  });

  it('inside a transaction: its statement ends at the timeout, the transaction is rolled back, nothing is saved', async () => {
    const customer = await buildCustomer(f.t.ctx);
    await f.side.query('BEGIN');
    await f.side.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customer.id]);
    const address = homeAddress({ landmark: '' });
    try {
      await abandonWhileWaiting(f, {
        method: 'POST',
        path: '/api/customer-address',
        headers: { 'customer-id': String(customer.id), 'content-type': 'application/json' },
        body: JSON.stringify(address),
      });
    } finally {
      await f.side.query('ROLLBACK');
    }
    const res = await f.t.app.inject({
      method: 'GET',
      url: `/api/customer-address/${customer.id}`,
      headers: f.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain('Villa 14');
  });
});

/**
 * Sends a request over HTTP, waits until its statement waits for the side connection's lock,
 * goes away, and waits until that statement no longer runs (the lock is still held: only the
 * statement timeout can end the wait; an abandoned request is not cancelled, docs/decisions/database.md).
 */
async function abandonWhileWaiting(
  f: Fixture,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
) {
  if (!f.t.app.server.listening) await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = f.t.app.server.address() as AddressInfo;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: options.method,
    path: options.path,
    headers: { ...f.headers, ...options.headers },
  });
  request.on('error', () => undefined);
  request.end(options.body);
  let pid = 0;
  await vi.waitFor(
    async () => {
      [pid = 0] = await waitingOnCustomers(f.side);
      expect(pid).toBeGreaterThan(0);
    },
    { timeout: 20_000, interval: 50 },
  );
  request.destroy();
  await vi.waitFor(
    async () => {
      await f.side.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await f.side.query<{ state: string }>('SELECT state FROM pg_stat_activity WHERE pid = $1', [
        pid,
      ]);
      expect(rows[0]?.state ?? 'gone').not.toBe('active');
    },
    { timeout: 20_000, interval: 50 },
  );
}
