import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as drizzle from 'drizzle-orm';
import { eq, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { FAST_PATH_DRIZZLE_VERSION } from '../../src/db/fast-path';
import { drizzleBuild } from '../../src/db/fast-path/quick-sql';
import { customers } from '../../src/db/schema';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

/** drizzle-orm's installed version, read from its package.json beside its entry (the package exports no such path). */
async function drizzleVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('drizzle-orm');
  let dir = path.dirname(entry);
  while (!(await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => ''))) dir = path.dirname(dir);
  return (JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The Drizzle internals the fast path relies on (db/fast-path/index.ts, its upgrade checklist): a Drizzle upgrade
 * fails here first, pointing at the item of the checklist to redo.
 */
describe("the fast path's hold on Drizzle", () => {
  it('was checked against the installed Drizzle (checklist: redo every item, then change the version)', async () => {
    expect(await drizzleVersion()).toBe(FAST_PATH_DRIZZLE_VERSION);
  });

  it("builds every statement of the app's database handles, and leaves Drizzle's own classes as they are", () => {
    const handle = (t.ctx.db as unknown as { dialect: PgDialect }).dialect;
    expect(handle.sqlToQuery).not.toBe(PgDialect.prototype.sqlToQuery);
    expect(SQL.prototype.buildQueryFromSourceParams).toBe(drizzleBuild);
    const calls: unknown[] = [];
    const spied = vi.spyOn(SQL.prototype, 'buildQueryFromSourceParams').mockImplementation(function (this: SQL) {
      calls.push(this);
      return { sql: 'not this', params: [] };
    });
    try {
      // The handle's own builder makes the whole statement: Drizzle's is not called for these chunks.
      const built = t.ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.id, 1)).toSQL();
      expect(built).toEqual({ sql: 'select "id" from "customers" where "customers"."id" = $1', params: [1] });
      expect(calls).toEqual([]);
    } finally {
      spied.mockRestore();
    }
  });

  it('finds the builder, the dialect and the row mapping it calls (items 1, 2, 3)', () => {
    expect(typeof SQL.prototype.buildQueryFromSourceParams).toBe('function');
    expect(SQL.prototype.buildQueryFromSourceParams.length).toBe(2);
    expect(typeof PgDialect.prototype.sqlToQuery).toBe('function');
    expect(String(PgDialect.prototype.sqlToQuery)).toMatch(
      /casing[\s\S]*escapeName[\s\S]*escapeParam[\s\S]*escapeString[\s\S]*prepareTyping[\s\S]*invokeSource/,
    );
    expect(typeof (drizzle as unknown as { mapResultRow: unknown }).mapResultRow).toBe('function');
  });

  it("finds a handle's dialect, session and prepared query as it reads them (items 2, 3, 4)", () => {
    const db = t.ctx.db as unknown as {
      dialect: Record<string, unknown>;
      session: { prepareQuery: (...args: unknown[]) => Record<string, unknown> };
    };
    for (const key of ['casing', 'escapeName', 'escapeParam', 'escapeString', 'prepareTyping'])
      expect(db.dialect[key], key).toBeDefined();
    const prepared = t.ctx.db.select({ id: customers.id }).from(customers).prepare('') as unknown as Record<
      string,
      unknown
    >;
    for (const key of ['client', 'params', 'logger', 'rawQueryConfig', 'queryConfig', 'fields', 'execute'])
      expect(prepared[key], key).toBeDefined();
    expect(typeof db.session.prepareQuery).toBe('function');
  });

  it("finds a table's name, schema and alias marks (item 5)", () => {
    const table = customers as unknown as Record<symbol, unknown>;
    expect(table[Symbol.for('drizzle:Name')]).toBe('customers');
    expect(Symbol.for('drizzle:Schema') in table).toBe(true);
    expect(Symbol.for('drizzle:IsAlias') in table).toBe(true);
  });
});
