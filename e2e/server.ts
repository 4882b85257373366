import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The compiled server (`npm run build`, which `npm run test:e2e` runs first): started with plain node. */
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
/**
 * Set by the e2e project's global setup (e2e/global-setup.ts): a data folder migrated and seeded
 * with the demo data once per run. Each server starts on its own copy of it.
 */
export const DEMO_DATA_ENV = 'E2E_DEMO_DATA_DIR';
/**
 * Set by the global setup when the browser tests run on PostgreSQL (E2E_DATABASE_URL): the database migrated and
 * seeded with the demo data once per run. Each server starts on its own copy (`CREATE DATABASE ... TEMPLATE`).
 */
export const DEMO_DATABASE_ENV = 'E2E_DEMO_DATABASE';
/**
 * A PostgreSQL server (any database on it) for the browser tests' servers: `E2E_DATABASE_URL`, else the server tests'
 * `TEST_DATABASE_URL` (the test command sets it: scripts/with-postgres.mjs). Neither set, they run on PGlite.
 */
const postgresServer = () => process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || null;

/** Whether a server started for a file without `embedded` runs on PostgreSQL (else on PGlite). */
export const serversOnPostgres = (): boolean => postgresServer() !== null;

/** The address of `database` on the browser tests' PostgreSQL server. */
function databaseUrl(database: string): string {
  const url = new URL(postgresServer()!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the browser tests' PostgreSQL server (database management: outside any transaction). */
async function onPostgres(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServer()! });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the browser tests' PostgreSQL server, a copy of `template` or empty; answers its name. */
async function newDatabase(prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onPostgres(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return name;
}

const dropDatabase = (name: string) => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** How a server is started (`startServer`). */
export interface StartOptions {
  /**
   * The browser tests' servers: PGlite's WebAssembly (9 MB of PostgreSQL) runs on V8's baseline code (Liftoff,
   * `--liftoff-only`) and is not compiled again by the optimizing compiler in background threads, which at each start
   * and through each file's requests cost a second or more of CPU for a server that lives one file
   * (docs/decisions/ci-speed.md, "The browser tests' servers"). What the server does is the same; bench/ measures
   * speed and starts without it.
   */
  baselineWasm?: boolean;
  /**
   * On the embedded database (PGlite) even when the run's servers use PostgreSQL (`E2E_DATABASE_URL`): the one file
   * that keeps the product's default engine under the browser (docs/decisions/e2e-setup.md).
   */
  embedded?: boolean;
}

export interface RunningServer {
  url: string;
  /** Stops the server (SIGTERM: it finishes its requests and closes the database) and deletes its data folder. */
  stop(): Promise<void>;
}

/**
 * Runs the compiled product (built web app, demo mode, PGlite on `dataDir`) as a child process on
 * a free port and waits until /api/health answers and it has said it is running (demo data seeded).
 */
async function run(
  dataDir: string,
  env: Record<string, string>,
  options: StartOptions,
): Promise<RunningServer & { halt(): Promise<void> }> {
  const webDist = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
  for (const [file, what] of [
    [path.join(webDist, 'index.html'), 'the web app'],
    [SERVER_MAIN, 'the server'],
  ] as const)
    if (!existsSync(file)) throw new Error(`Build ${what} first (npm run build); nothing at ${file}`);
  const port = await freePort();
  let log = '';
  const nodeArgs = ['--enable-source-maps', ...(options.baselineWasm ? ['--liftoff-only'] : []), SERVER_MAIN];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // No daily backup while the browser tests run; one asked for goes beside the copied data folder.
      BACKUP_HOUR: 'off',
      BACKUP_DIR: `${dataDir}-backups`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      // Bounded: whatever else may be listening on the port must not hold the start-up.
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok && log.includes('is running')) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const halt = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return {
    url,
    halt,
    async stop() {
      await halt();
      await rm(dataDir, { recursive: true, force: true });
      await rm(`${dataDir}-backups`, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the product for one test file, isolated from every other: its own port and its own data
 * folder, a copy of the run's demo data folder (or, without the global setup, a fresh one that the
 * server migrates and seeds itself).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  // The port is free when chosen, but another process (a second suite of "npm test", a client's outgoing
  // connection) can take it before the server listens: then the server stops at once, and starts again on
  // a new port and a new copy of the data.
  for (let attempt = 1; ; attempt += 1) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-'));
    const template = process.env[DEMO_DATA_ENV];
    const demoDatabase = options.embedded ? undefined : process.env[DEMO_DATABASE_ENV];
    const database = demoDatabase ? await newDatabase('e2e', demoDatabase) : null;
    if (template && !database) await cp(template, dataDir, { recursive: true });
    try {
      const server = await run(dataDir, database ? { DATABASE_URL: databaseUrl(database), ...env } : env, options);
      return database ? { url: server.url, stop: () => server.stop().then(() => dropDatabase(database)) } : server;
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      if (database) await dropDatabase(database);
      if (attempt < 3 && error instanceof Error && error.message.includes('EADDRINUSE')) continue;
      throw error;
    }
  }
}

/**
 * Creates the run's demo data folder: the server started once on an empty folder migrates it and
 * seeds the demo data, then stops cleanly (its database closed, its lock released). Answers the
 * folder and a function that deletes it.
 */
export async function prepareDemoData(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-demo-'));
  const database = postgresServer() ? await newDatabase('e2e_demo') : null;
  const server = await run(dir, database ? { DATABASE_URL: databaseUrl(database) } : {}, { baselineWasm: true });
  await server.halt();
  if (database) process.env[DEMO_DATABASE_ENV] = database;
  return {
    dir,
    remove: async () => {
      await rm(dir, { recursive: true, force: true });
      if (database) await dropDatabase(database);
    },
  };
}
