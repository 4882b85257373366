import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseOptions, Db } from './client';
import { currentSignal, runWithSignal } from './request-scope';
import { keepNamedStatements, useQuickBuilding } from './fast-path';
import * as schema from './schema';

export type { Database, DatabaseOptions };

/** How long a health check or a cancel may take on its own small pool. */
const CONTROL_TIMEOUT_MS = 2000;

/**
 * PostgreSQL through a pool of `poolSize` connections, each with the statement timeout. A second,
 * tiny pool answers health checks and cancels statements, so neither waits behind a full pool.
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
    Client: cancellableClient((pid) => control.query('SELECT pg_cancel_backend($1)', [pid])),
  });
  bindQueriesToCaller(main);
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

type Query = (...args: unknown[]) => unknown;

function abandoned(): Error {
  return Object.assign(new Error('The request was abandoned by the client.'), { code: 'ABANDONED' });
}

/**
 * A pg client that cancels its running statement (pg_cancel_backend on the control pool) when the
 * HTTP request it runs for is abandoned. Until the cancel has been delivered, the connection takes
 * no other statement, so a late cancel can never hit the next request's statement (PostgreSQL
 * ignores a cancel that arrives while the connection is idle).
 */
function cancellableClient(cancel: (pid: number) => Promise<unknown>): typeof pg.Client {
  return class CancellableClient extends pg.Client {
    private cancelling: Promise<unknown> | null = null;

    override query(...args: unknown[]): never {
      const run = () => (super.query as Query).apply(this, args);
      const last = args.at(-1);
      const callback = typeof last === 'function' ? (last as (error: Error | null, result?: unknown) => void) : null;
      const pending = this.cancelling;
      if (pending) return (callback ? void pending.then(run) : pending.then(run)) as never;
      const signal = currentSignal();
      // Already abandoned: run it (a transaction's ROLLBACK must still reach the server); pool
      // queries of abandoned requests are refused before they take a connection (below).
      if (!signal || signal.aborted) return run() as never;
      const done = signal.onAbort(() => {
        const pid = (this as unknown as { processID?: number | null }).processID;
        if (typeof pid !== 'number') return;
        this.cancelling = cancel(pid)
          .catch(() => undefined)
          .finally(() => (this.cancelling = null));
      });
      if (callback) {
        args[args.length - 1] = (error: Error | null, result?: unknown) => {
          done();
          callback(error, result);
        };
        return run() as never;
      }
      const result = run();
      if (result instanceof Promise) void result.then(done, done);
      else done();
      return result as never;
    }
  };
}

/**
 * Statements outside transactions go through the pool's query; one for a request already
 * abandoned is refused. pg-pool hands a freed connection to the next waiting query from inside
 * the releasing request's callback, so that query would see the wrong request in
 * AsyncLocalStorage: the statement is sent with its own request's signal put back.
 * Callbacks, not promises, up to the one promise returned: with AsyncLocalStorage in use Node runs
 * hooks on every promise, and the async version made five more per statement
 * (docs/decisions/request-path.md).
 */
function bindQueriesToCaller(pool: pg.Pool): void {
  const original = pool.query.bind(pool) as Query;
  const query: Query = (...args) => {
    const signal = currentSignal();
    if (typeof args.at(-1) === 'function' || !signal) return original(...args);
    if (signal.aborted) return Promise.reject(abandoned());
    return new Promise((resolve, reject) => {
      pool.connect((connectError, client, release) => {
        if (connectError || !client) return reject(connectError ?? new Error('No connection'));
        const answered = (error: Error | null, result?: unknown) => {
          release(error ?? undefined);
          if (error) reject(error);
          else resolve(result);
        };
        try {
          runWithSignal(signal, () => (client.query as Query).apply(client, [...args, answered]));
        } catch (error) {
          answered(error as Error);
        }
      });
    });
  };
  Object.assign(pool, { query });
}
