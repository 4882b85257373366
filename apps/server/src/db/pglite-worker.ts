import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { ThreadData } from './pglite.worker';
import { poolDatabase, type Database, type DatabaseOptions } from './pool';

const SOURCE = import.meta.url.endsWith('.ts');
/**
 * The thread's script: beside this file in the source; in the build (scripts/build-server.mjs,
 * every `*.worker.ts` under src is an entry of its own) at db/pglite.worker.js beside main.js.
 */
const THREAD = new URL(SOURCE ? './pglite.worker.ts' : './db/pglite.worker.js', import.meta.url);

/**
 * The embedded default: PGlite in a worker thread on `dataDir`, reached through `pg` over a Unix
 * socket. PGlite cannot interrupt a running statement, so a statement running longer than the
 * statement timeout ends the thread, which is started again on the same folder (PostgreSQL's
 * crash recovery keeps what was committed); requests waiting behind it then get a clear 503.
 */
export async function openPgliteWorker(dataDir: string, options: DatabaseOptions): Promise<Database> {
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-'));
  const data: ThreadData = {
    dataDir,
    socketFile: path.join(socketDir, '.s.PGSQL.5432'),
    busy: new SharedArrayBuffer(8),
  };
  const busySince = new Float64Array(data.busy);
  let worker = await startThread(data, options.log);
  let closing = false;
  let restarting: Promise<void> | null = null;
  let unwatched = 0; // migrations may run long: no watchdog meanwhile
  let generation = 0; // which thread: statements lost with a thread ended for the timeout fail as timeouts
  const timedOut = new Set<number>();

  const restart = (reason: string, timeout = false) => {
    if (closing || restarting) return;
    if (timeout) timedOut.add(generation);
    options.log?.(`The embedded database ${reason}; restarting it on ${dataDir}.`);
    const stuck = worker;
    restarting = (async () => {
      stuck.removeAllListeners('exit');
      await stuck.terminate();
      busySince[0] = 0;
      worker = await startThread(data, options.log);
      generation += 1;
      watch(worker);
    })()
      .catch((error: unknown) =>
        options.log?.(`The embedded database could not be restarted: ${(error as Error).message}`),
      )
      .finally(() => (restarting = null));
  };
  const watch = (thread: Worker) => thread.once('exit', (code) => restart(`stopped (exit code ${code})`));
  watch(worker);

  const timeout = options.statementTimeoutMs;
  const watchdog =
    timeout > 0
      ? setInterval(
          () => {
            const since = busySince[0]!;
            if (since > 0 && unwatched === 0 && Date.now() - since > timeout)
              restart(`ran one statement for more than ${timeout} ms`, true);
          },
          Math.max(10, Math.min(250, timeout / 4)),
        )
      : null;
  watchdog?.unref();

  const connection: pg.PoolConfig = { host: socketDir, port: 5432, user: 'postgres', database: 'postgres' };
  const Client = timeoutReportingClient(
    () => generation,
    (thread) => timedOut.has(thread),
  );
  const main = waitingPool(
    { ...connection, max: options.poolSize, connectionTimeoutMillis: timeout || undefined, Client },
    () => restarting,
  );
  const database = poolDatabase({
    engine: 'pglite',
    main,
    // Health checks go to the front of the thread's queue (application_name "control").
    control: new pg.Pool({
      ...connection,
      max: 1,
      application_name: 'control',
      query_timeout: 2000,
      connectionTimeoutMillis: 2000,
    }),
  });
  const withConnection = database.withConnection;
  database.withConnection = async (fn) => {
    unwatched += 1;
    try {
      return await withConnection(fn);
    } finally {
      unwatched -= 1;
    }
  };
  let dumps = 0;
  database.dumpSql = async () => {
    await restarting;
    const id = (dumps += 1);
    return dumpOf(worker, id);
  };
  const closePools = database.close;
  database.close = async () => {
    closing = true;
    if (watchdog) clearInterval(watchdog);
    await closePools();
    await restarting;
    worker.removeAllListeners('exit');
    await stopThread(worker, Math.max(timeout, 10_000));
    await rm(socketDir, { recursive: true, force: true });
  };
  return database;
}

/** A pool whose new connections, while the thread restarts (`restarting()`), wait for it instead of failing. */
function waitingPool(config: pg.PoolConfig, restarting: () => Promise<void> | null): pg.Pool {
  const pool = new pg.Pool(config);
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    connect: (...args: unknown[]) => {
      const wait = restarting();
      return wait ? wait.then(() => connect(...args)) : connect(...args);
    },
  });
  return pool;
}

/** The thread's dump of the database (`dump` number `id`), or an error when it stops first. */
function dumpOf(thread: Worker, id: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const onExit = () => {
      thread.off('message', onMessage);
      reject(new Error('The embedded database stopped while the backup was being made.'));
    };
    const onMessage = (message: { dumped?: number; sql?: string; error?: string }) => {
      if (message.dumped !== id) return;
      thread.off('message', onMessage).off('exit', onExit);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.sql ?? '');
    };
    thread.on('message', onMessage).once('exit', onExit);
    thread.postMessage({ dump: id });
  });
}

type Callback = (error: Error | null, result?: unknown) => void;

/** Numbers the worker's connections: each names its prepared statements with its own (see WorkerClient). */
let connections = 0;

/**
 * A pg client whose statements lost with a thread ended for the timeout fail like PostgreSQL's
 * timeout (57014). A connection belongs to the thread it was opened on. The error reaches pg-pool
 * both as the client's 'error' event and through the query, so both are rewritten.
 *
 * Every connection shares the thread's one session, so a named statement (db/fast-path/raw-once.ts) prepared by one
 * connection is there for all, while each pg client only knows the ones it prepared itself: the second would prepare
 * the same name again and fail ("already exists"). Each connection sends its statements' names with its own number
 * appended, so each prepares its own copy once, as on PostgreSQL (pool size × shapes, a few hundred at most).
 */
function timeoutReportingClient(current: () => number, endedForTimeout: (thread: number) => boolean): typeof pg.Client {
  return class WorkerClient extends pg.Client {
    private readonly thread = current();
    private readonly suffix = `_${(connections += 1)}`;
    /** The query configs this connection sent named, with its own name (kept: the same config is sent each call). */
    private readonly renamed = new WeakMap<object, object>();

    private own(given: unknown): unknown {
      if (typeof given !== 'object' || given === null) return given;
      const config = given as { name?: unknown };
      // An empty name is an unnamed statement (Drizzle's `.prepare('')`): left as it is.
      const name = config.name;
      if (typeof name !== 'string' || name === '') return config;
      let copy = this.renamed.get(config);
      if (!copy) {
        copy = { ...config, name: `${name}${this.suffix}` };
        this.renamed.set(config, copy);
      }
      return copy;
    }

    private explain(error: unknown): unknown {
      if (!(error instanceof Error) || (error as { code?: string }).code || !endedForTimeout(this.thread)) return error;
      return Object.assign(new Error('canceling statement due to statement timeout', { cause: error }), {
        code: '57014',
      });
    }

    override emit(event: string | symbol, ...args: unknown[]): boolean {
      return super.emit(event, ...(event === 'error' ? [this.explain(args[0])] : args));
    }

    override query(...args: unknown[]): never {
      args[0] = this.own(args[0]);
      const last = args.at(-1);
      if (typeof last === 'function')
        args[args.length - 1] = (error: Error | null, result?: unknown) =>
          (last as Callback)(error && (this.explain(error) as Error), result);
      const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
      return (
        result instanceof Promise ? result.catch((error: unknown) => Promise.reject(this.explain(error))) : result
      ) as never;
    }
  };
}

/** From source (tsx, vitest) the thread is TypeScript too, loaded through tsx's API. */
const TSX_API = SOURCE
  ? pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href
  : '';
const LOAD_FROM_SOURCE = `import(${JSON.stringify(TSX_API)}).then((tsx) => tsx.tsImport(${JSON.stringify(THREAD.href)}, ${JSON.stringify(import.meta.url)}))`;

function startThread(data: ThreadData, log?: (message: string) => void): Promise<Worker> {
  const worker = SOURCE
    ? new Worker(LOAD_FROM_SOURCE, { eval: true, workerData: data })
    : new Worker(THREAD, { workerData: data });
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(new Error(`The embedded database did not start: ${error.message}`));
    worker.once('error', failed);
    worker.once('exit', (code) => failed(new Error(`exit code ${code}`)));
    worker.once('message', (message: { ready?: boolean; error?: string }) => {
      worker.removeAllListeners('error').removeAllListeners('exit');
      worker.on('error', () => undefined); // an 'exit' follows, which restarts the thread
      worker.on(
        'message',
        (later: { error?: string; dumped?: number }) =>
          later.error && later.dumped === undefined && log?.(`The embedded database failed: ${later.error}`),
      );
      if (message.ready) resolve(worker);
      else failed(new Error(message.error ?? 'unexpected message'));
    });
  });
}

/**
 * Asks the thread to finish its running statement and shut PostgreSQL down cleanly; a statement
 * still running after `graceMs` is abandoned (crash recovery on the next start keeps what was committed).
 */
async function stopThread(worker: Worker, graceMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    worker.on('message', (message: { closed?: boolean }) => message.closed && resolve());
    worker.once('exit', () => resolve());
    timer = setTimeout(resolve, graceMs);
    worker.postMessage({ close: true });
  });
  clearTimeout(timer);
  await worker.terminate();
}
