import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawOnce } from '../../src/db/fast-path';
import { customers } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { buildTestApp, type TestApp } from '../helpers/app';
import { migratedDataFolder } from '../helpers/cli';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { openPgliteWorker, type Database } from '../../src/db/client';
import { DATABASE_MESSAGES, databaseUnavailable } from '../../src/db/errors';

/**
 * The server's default database end to end: PGlite in a worker thread on a data folder, reached
 * through `pg` (the other server tests use PGlite in memory on their own thread, which is faster
 * to start per file).
 */
describe('the embedded database in its worker thread', () => {
  let dataDir: string;
  let database: Database;
  let t: TestApp;
  const open = () => openPgliteWorker(dataDir, { poolSize: 4, statementTimeoutMs: 3000 });

  beforeAll(async () => {
    // Start the folder from the migrated snapshot of test/global-setup.ts (initdb takes seconds).
    dataDir = await migratedDataFolder();
    database = await open();
    t = await buildTestApp({ database }); // migrates through the worker
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers health, writes a customer and finds it by a trigram search', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'pglite',
    });
    const extensions = rowsOf<{ extname: string }>(await t.ctx.db.execute(sql`SELECT extname FROM pg_extension`));
    expect(extensions.map((e) => e.extname)).toContain('pg_trgm');
    const [match] = rowsOf<{ close: boolean }>(await t.ctx.db.execute(sql`SELECT 'Khanzada' % 'Khanzadah' AS close`));
    expect(match?.close).toBe(true);

    await buildCustomer(t.ctx, { firstName: 'Zainab', lastName: 'Khanzada', email: 'zainab.khanzada@example.ae' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?search=khanzada',
      headers: await authHeaders(t.ctx, 'admin'),
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('zainab.khanzada@example.ae');
  });

  it('keeps transactions of concurrent requests apart on its single session', async () => {
    await t.ctx.db.execute(sql`CREATE TABLE worker_probe (n int NOT NULL)`);
    const runs = Array.from({ length: 8 }, (_, n) =>
      t.ctx.db
        .transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO worker_probe VALUES (${n})`);
          const seen = rowsOf<{ n: number }>(await tx.execute(sql`SELECT n FROM worker_probe`)).map((r) => Number(r.n));
          if (n % 2 === 1) throw new Error(`rolled back ${n}`);
          return seen;
        })
        .catch((error: Error) => error.message),
    );
    const results = await Promise.all(runs);
    // Each transaction saw its own row, and only rows of transactions committed before it.
    results.forEach((seen, n) => (n % 2 === 1 ? expect(seen).toBe(`rolled back ${n}`) : expect(seen).toContain(n)));
    const kept = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT n FROM worker_probe ORDER BY n`)).map((r) =>
      Number(r.n),
    );
    expect(kept).toEqual([0, 2, 4, 6]);
  });

  /** One named statement run by 12 requests at once on the pool's 4 connections: each answer, and its copies. */
  const statements = rawOnce();
  async function namedEverywhere() {
    const count = (id: number) =>
      statements(
        t.ctx.db,
        'named',
        () => sql`SELECT count(*)::int AS n FROM customers WHERE id > ${sql.placeholder('id')}`,
        true,
      ).execute({ id });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => count(-i)));
    const copies = rowsOf<{ name: string }>(
      await t.ctx.db.execute(sql`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%WHERE id > $1%'`),
    );
    return { answers: answers.map((rows) => rowsOf<{ n: number }>(rows)[0]!.n), copies: copies.map((c) => c.name) };
  }

  it('prepares a named statement once per connection on its one session (each under its own name)', async () => {
    const { answers, copies } = await namedEverywhere();
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toBeGreaterThan(0);
    expect(copies.length).toBeGreaterThan(1);
    expect(copies.length).toBeLessThanOrEqual(4);
    expect(new Set(copies.map((name) => name.replace(/_\d+$/, ''))).size).toBe(1);
    // Drizzle's unnamed statements (`.prepare('')`: an empty name) stay unnamed: six texts on the same connections.
    const unnamed = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        t.ctx.db
          .select({ n: sql<number>`${sql.raw(String(n))}::int` })
          .from(customers)
          .limit(1)
          .prepare('')
          .execute(),
      ),
    );
    expect(unnamed.map((rows) => rows[0]?.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('answers the web app while a statement runs, and stops a statement past the timeout with a 503 sentence', async () => {
    let settled = false;
    const slow = t.ctx.db
      .execute(sql`SELECT pg_sleep(600)`)
      .then(
        () => null,
        (error: unknown) => error,
      )
      .finally(() => (settled = true));
    const config = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.statusCode).toBe(200);
    expect(settled).toBe(false);

    expect(databaseUnavailable(await slow)).toBe(DATABASE_MESSAGES.tooSlow);
    await vi.waitFor(
      async () => expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200),
      { timeout: 30_000, interval: 100 },
    );
    const [count] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM customers WHERE email = 'zainab.khanzada@example.ae'`),
    );
    expect(count?.n).toBe(1);
    // The restarted thread has a new session: its connections prepare their statements again.
    const { answers } = await namedEverywhere();
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps what was written when the worker is closed and opened again on the same folder', async () => {
    await t.close();
    await database.close();
    database = await open();
    t = await buildTestApp({ database });
    const [count] = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM worker_probe`));
    expect(count?.n).toBe(4);
  });
});
