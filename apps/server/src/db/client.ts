import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { dumpPglite } from './pglite-dump';
import { useQuickBuilding } from './fast-path';
import * as schema from './schema';

export { openPostgres } from './pool';
export { openPgliteWorker } from './pglite-worker';

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
  /** Whether the database answers, without waiting behind the pool (health checks). */
  ping(): Promise<void>;
  /** PostgreSQL only: where it is (pg_dump and pg_restore connect to it). */
  url?: string;
  /** PGlite only: the whole database as SQL (pg_dump of @electric-sql/pglite-tools), consistent: one session. */
  dumpSql?: () => Promise<string>;
  /** PGlite only: the whole data folder as a tar, to start test databases from a migrated copy. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Settings of the server's database (DB_POOL_SIZE, DB_STATEMENT_TIMEOUT_MS). */
export interface DatabaseOptions {
  poolSize: number;
  /** 0: no limit. */
  statementTimeoutMs: number;
  log?: (message: string) => void;
}

/**
 * PGlite on this thread: for tests and tools (the server runs it in a worker, `openPgliteWorker`).
 * `snapshot` starts from a saved data folder (test/global-setup.ts).
 */
export async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<Database> {
  const options = { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) };
  return pgliteDatabase(dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options));
}

/** The database on an open PGlite (a new handle each call: what the app remembers per handle starts empty). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  useQuickBuilding(db);
  return {
    db,
    engine: 'pglite',
    withConnection: (fn) =>
      fn(async (sql) => {
        const results = await client.exec(sql);
        return results.at(-1)?.rows ?? [];
      }),
    ping: async () => void (await client.query('SELECT 1')),
    dumpSql: () => dumpPglite(client),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
