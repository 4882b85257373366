import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import type { Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { engine, freshDatabase } from '../helpers/app';
import { schemaDrift } from '../helpers/schema-drift';

/**
 * The tables are written twice: SQL migrations (what the database is) and Drizzle definitions
 * (what queries are typed against). This test migrates a fresh database and compares it with the
 * Drizzle schema: tables, columns, types, NOT NULL, defaults, generated columns, constraints,
 * indexes and sequences (test/helpers/schema-drift.ts). A change on one side only fails here.
 */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
});
afterAll(async () => database?.close());

describe(`schema drift (${engine})`, () => {
  it('finds the migrated database and the Drizzle schema identical', async () => {
    expect(await schemaDrift(database, Object.values(schema))).toEqual([]);
  });

  describe('on a small table written on both sides', () => {
    const SQL_SIDE = `CREATE SCHEMA fixture_sql;
      CREATE TABLE fixture_sql.rackets (
        id serial PRIMARY KEY,
        name text NOT NULL,
        weight_grams integer NOT NULL DEFAULT 300 CHECK (weight_grams > 0)
      );
      CREATE INDEX rackets_name_idx ON fixture_sql.rackets (lower(name));`;
    beforeAll(async () => database.withConnection((exec) => exec(SQL_SIDE)));
    const drift = (table: unknown) =>
      schemaDrift(database, [table], { databaseSchema: 'fixture_sql', scratchSchema: 'fixture_drizzle' });

    // The Drizzle side of the same table; each test changes one thing on this side only.
    const rackets = (
      change: {
        columns?: Partial<Record<'name' | 'weightGrams' | 'gripSize', PgColumnBuilderBase>>;
        weightCheck?: SQL;
        withIndex?: boolean;
      } = {},
    ) =>
      pgTable(
        'rackets',
        {
          id: serial('id').primaryKey(),
          name: text('name').notNull(),
          weightGrams: integer('weight_grams').notNull().default(300),
          ...change.columns,
        },
        () => [
          check('rackets_weight_grams_check', change.weightCheck ?? sql`weight_grams > 0`),
          ...(change.withIndex === false ? [] : [index('rackets_name_idx').on(sql`lower(name)`)]),
        ],
      );

    it('reports nothing when both sides agree', async () => {
      expect(await drift(rackets())).toEqual([]);
    });

    it("reports exactly a column's nullability changed on one side", async () => {
      expect(await drift(rackets({ columns: { name: text('name') } }))).toEqual([
        'column rackets.name: database "text NOT NULL", Drizzle "text"',
      ]);
    });

    it("reports exactly a column's type changed on one side", async () => {
      expect(
        await drift(
          rackets({ columns: { weightGrams: bigint('weight_grams', { mode: 'number' }).notNull().default(300) } }),
        ),
      ).toEqual([
        'column rackets.weight_grams: database "integer NOT NULL DEFAULT 300", Drizzle "bigint NOT NULL DEFAULT 300"',
      ]);
    });

    it('reports a default, a column, a check and an index that differ', async () => {
      const changed = rackets({
        columns: { weightGrams: integer('weight_grams').notNull(), gripSize: text('grip_size') },
        weightCheck: sql`weight_grams >= 0`,
        withIndex: false,
      });
      expect(await drift(changed)).toEqual([
        'column rackets.grip_size: only in Drizzle',
        'column rackets.weight_grams: database "integer NOT NULL DEFAULT 300", Drizzle "integer NOT NULL"',
        'constraint on rackets: CHECK ((weight_grams > 0)): only in the database',
        'constraint on rackets: CHECK ((weight_grams >= 0)): only in Drizzle',
        'index rackets.rackets_name_idx: only in the database',
      ]);
    });
  });
});
