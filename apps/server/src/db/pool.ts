import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseOptions, Db } from './client';
import { keepNamedStatements, useQuickBuilding } from './fast-path';
import * as schema from './schema';

export type { Database, DatabaseOptions };

/** How long a health check or a cancel may take on its own small pool. */
const CONTROL_TIMEOUT_MS = 2000;

/**
 * PostgreSQL through a pool of `poolSize` connections, each with the statement timeout. A second,
 * tiny pool answers health checks, so they never wait behind a full pool.
 */
export async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const timeout = options.statementTimeoutMs;
  const control = new pg.Pool({
    connectionString: url,
    max: 2,
    application_name: 'racket-lab-control',
    statement_timeout: CONTROL_TIMEOUT_MS,
    connectionTimeoutMillis: CONTROL_TIMEOUT_MS,
  });
  const main = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    ...(timeout > 0 ? { statement_timeout: timeout, connectionTimeoutMillis: timeout } : {}),
  });
  return { ...poolDatabase({ engine: 'postgres', main, control }), url };
}

/** A Database over a main pool and a control pool (PostgreSQL, or PGlite's worker thread). */
export function poolDatabase({
  engine,
  main,
  control,
}: {
  engine: Database['engine'];
  main: pg.Pool;
  control: pg.Pool;
}): Database {
  // An idle pooled connection closed by the server (restart, failover, DROP DATABASE in tests) emits
  // 'error' on the pool; without a listener that would end the process. The pool replaces it.
  const lost = (error: Error) => console.warn(`Database connection lost (${error.message}); it will be replaced.`);
  main.on('error', lost);
  control.on('error', lost);
  // numeric and bigint come back as strings; we keep money in integer fils so int8 stays within safe range.
  const db = drizzle(main, { schema }) as unknown as Db;
  useQuickBuilding(db);
  // Each connection keeps its own prepared statements (PGlite's worker: one session for all, each connection's names
  // its own, pglite-worker.ts).
  keepNamedStatements(db);
  return {
    db,
    engine,
    withConnection: async (fn) => {
      const connection = await main.connect();
      try {
        // Migrations may build indexes on large tables: no statement timeout on this connection,
        // which is closed afterwards rather than returned to the pool.
        if (engine === 'postgres') await connection.query('SET statement_timeout = 0');
        return await fn(async (sql) => {
          const result = (await connection.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result.at(-1) : result;
          return last?.rows ?? [];
        });
      } finally {
        connection.release(true);
      }
    },
    ping: async () => void (await control.query('SELECT 1')),
    close: async () => {
      await main.end();
      await control.end();
    },
  };
}
