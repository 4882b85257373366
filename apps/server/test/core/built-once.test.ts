import { asc, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce } from '../../src/db/fast-path';
import { rawOnce } from '../../src/db/fast-path';
import type { Database } from '../../src/db/client';
import { customerAddresses, customers } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { freshDatabase } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';

/**
 * Built-once statements run through a quicker `execute` than Drizzle's (db/fast-path/built-once.ts): the same rows, mapped the
 * same way (a left join's missing side as null, timestamps as dates), and a failure the same DrizzleQueryError.
 */
describe('statements built once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => database.close());

  const build = (db: Database['db']) =>
    db
      .select({ id: customers.id, createdAt: customers.createdAt, address: customerAddresses })
      .from(customers)
      .leftJoin(customerAddresses, eq(customerAddresses.customerId, customers.id))
      .where(eq(customers.id, sql.placeholder('id')))
      .orderBy(asc(customerAddresses.id))
      .prepare('');
  const quick = builtOnce(build);

  it('answer the rows Drizzle maps, a missing joined row as null', async () => {
    const { db } = database;
    const customer = await buildCustomer({ db });
    const fast = await quick(db).execute({ id: customer.id });
    const drizzle = await build(db).execute({ id: customer.id });
    expect(fast).toEqual(drizzle);
    expect(fast).toHaveLength(1);
    expect(fast[0]!.address).toBeNull();
    expect(fast[0]!.createdAt).toBeInstanceOf(Date);
    expect(await quick(db).execute({ id: -1 })).toEqual([]);
  });

  it("run in a transaction on the transaction's connection, built once for the database", async () => {
    const { db } = database;
    await quick(db).execute({ id: -1 });
    const statements = rawOnce();
    const count = (handle: typeof db) =>
      statements(
        handle,
        'count',
        () => sql`SELECT count(*)::int AS n FROM customers WHERE id = ${sql.placeholder('id')}`,
      );
    const rollback = new Error('rollback');
    let id = 0;
    const inside = await db
      .transaction(async (tx) => {
        id = (await buildCustomer({ db: tx as unknown as typeof db })).id;
        const seen = {
          built: await quick(tx as unknown as typeof db).execute({ id }),
          raw: await count(tx as unknown as typeof db).execute({ id }),
        };
        throw Object.assign(rollback, { seen });
      })
      .catch((error: unknown) => (error as { seen: { built: unknown[]; raw: unknown } }).seen);
    // The transaction's own row, read through the statements built before it began: they ran on its connection.
    expect(inside.built).toHaveLength(1);
    expect(rowsOf<{ n: number }>(inside.raw)[0]!.n).toBe(1);
    // Rolled back: the database never had it, and the same statements answer so outside.
    expect(await quick(db).execute({ id })).toEqual([]);
    expect(rowsOf<{ n: number }>(await count(db).execute({ id }))[0]!.n).toBe(0);
  });

  it('named: prepared once per PostgreSQL connection whatever its values (unnamed on PGlite), only when asked', async () => {
    const { db } = database;
    const statements = rawOnce();
    const text = () => sql`SELECT count(*)::int AS n FROM customers WHERE id > ${sql.placeholder('id')}`;
    const prepared = await db.transaction(async (tx) => {
      const handle = tx as unknown as typeof db;
      const answers = [];
      for (const id of [0, 1, 2])
        answers.push(rowsOf<{ n: number }>(await statements(handle, 'named', text, true).execute({ id })));
      await statements(handle, 'unnamed', () => sql`SELECT ${sql.placeholder('n')}::int AS n`).execute({ n: 1 });
      const names = await tx.execute(sql`SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'q\\_%'`);
      return { answers, names: rowsOf<{ name: string; statement: string }>(names) };
    });
    expect(prepared.answers.every((rows) => typeof rows[0]!.n === 'number')).toBe(true);
    if (process.env.TEST_DATABASE_URL) {
      expect(prepared.names).toHaveLength(1);
      expect(prepared.names[0]!.statement).toContain('WHERE id > $1');
    } else expect(prepared.names).toHaveLength(0);
  });

  it('answer a raw statement as db.execute does, and wrap a failure in DrizzleQueryError', async () => {
    const { db } = database;
    const statements = rawOnce();
    const one = statements(db, 'one', () => sql`SELECT ${sql.placeholder('n')}::int + 1 AS n, now() AS at`);
    const fast = rowsOf<{ n: number; at: unknown }>(await one.execute({ n: 41 }));
    const drizzle = rowsOf<{ n: number; at: unknown }>(await db.execute(sql`SELECT ${41}::int + 1 AS n, now() AS at`));
    expect(fast[0]!.n).toBe(42);
    expect(typeof fast[0]!.at).toBe(typeof drizzle[0]!.at);
    const failing = statements(db, 'fails', () => sql`SELECT 1 / ${sql.placeholder('zero')}::int AS n`);
    const error = await failing.execute({ zero: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).query).toContain('SELECT 1 /');
    expect((error as DrizzleQueryError).params).toEqual([0]);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('22012');
  });
});
