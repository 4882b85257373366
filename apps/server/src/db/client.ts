import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed) on one dedicated connection, used by migrations. */
  withConnection<T>(fn: (exec: (sql: string) => Promise<unknown[]>) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as a tar, to start test databases from a migrated copy. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<Database> {
  const options = { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    withConnection: (fn) =>
      fn(async (sql) => {
        const results = await client.exec(sql);
        return results.at(-1)?.rows ?? [];
      }),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle pooled connection closed by the server (restart, failover, DROP DATABASE in tests) emits
  // 'error' on the pool; without a listener that would end the process. The pool replaces it.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost (${error.message}); it will be replaced.`));
  // numeric and bigint come back as strings; we keep money in integer fils so int8 stays within safe range.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    withConnection: async (fn) => {
      const connection = await pool.connect();
      try {
        return await fn(async (sql) => {
          const result = (await connection.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result.at(-1) : result;
          return last?.rows ?? [];
        });
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
