/**
 * A benchmark target: a database (a dedicated PostgreSQL database, recreated, or a PGlite data
 * folder) opened and migrated by the product's own code, seeded with plain SQL, and the real app
 * (createContext + buildApp, production settings) listening on a loopback port, signed in as a
 * superadmin through POST /api/admin/login.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { buildApp } from '../../apps/server/src/app';
import { createContext, openDatabase } from '../../apps/server/src/bootstrap';
import { migrate } from '../../apps/server/src/db/migrate';
import type { Database } from '../../apps/server/src/db/client';
import type { AppContext } from '../../apps/server/src/context';
import { staffUsers } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/lib/crypto';
import { seedDatabase } from './seed';
import type { DataShape } from './seed-shape';
import { FULL, type Volumes } from './volumes';

export type Engine = 'postgres' | 'pglite';

export interface Target {
  engine: Engine;
  /** The PostgreSQL database's URL (pgbench connects to it); null on PGlite. */
  url: string | null;
  baseUrl: string;
  token: string;
  ctx: AppContext;
  app: FastifyInstance;
  seedSeconds: number;
  counts: Record<string, number>;
  close(): Promise<void>;
}

const PASSWORD = 'Bench-pass-2026';
const SECRET = 'bench-secret-bench-secret-bench-secret!';

/** postgres://.../<name>: the same server, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

const COUNTED = [
  'customers',
  'customer_purchases',
  'free_stringing_entitlements',
  'checkouts',
  'bookings',
  'jobs',
  'invoices',
  'tickets',
  'ticket_responses',
  'store_invoices',
];

async function countRows(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await database.withConnection(async (exec) => {
    for (const table of COUNTED) {
      const [row] = (await exec(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[];
      counts[table] = Number(row?.n ?? 0);
    }
  });
  return counts;
}

/**
 * Opens, migrates and seeds a database, then starts the app on it. `postgresUrl` is the database to
 * use (recreated by the caller); null means PGlite in a fresh temporary data folder.
 */
export async function startTarget(options: {
  postgresUrl: string | null;
  volumes: Volumes;
  /** false: the database was seeded by an earlier run (--reuse); only migrations run. */
  seed?: boolean;
  /** The data's shape when seeding (seed-shape.ts); default friendly. */
  data?: DataShape;
  log: (line: string) => void;
}): Promise<Target> {
  const dataDir = options.postgresUrl ? null : await mkdtemp(path.join(os.tmpdir(), 'bench-pglite-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DEMO_MODE: 'false',
    SESSION_SECRET: SECRET,
    DATABASE_URL: options.postgresUrl ?? '',
    DATA_DIR: dataDir ?? '',
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: 'http://127.0.0.1',
    BOT_CHECK: 'off',
    MAIL_TRANSPORT: 'outbox',
    PAYMENT_PROVIDER: 'sandbox',
    STORE_PROVIDER: 'local',
  });
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const seedSeconds =
      options.seed === false
        ? 0
        : await seedDatabase(database, options.volumes, options.data ?? 'friendly', options.log);
    const counts = await countRows(database);
    const quiet = { info: () => undefined, warn: () => undefined };
    const ctx = await createContext(config, quiet, { database });
    // Request logging as in production (main.ts: LOG_LEVEL, default info), written to a sink.
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    const app = await buildApp({ ctx, logger: { level: process.env.LOG_LEVEL ?? 'info', stream: sink } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await signIn(ctx, baseUrl);
    return {
      engine: database.engine,
      url: options.postgresUrl,
      baseUrl,
      token,
      ctx,
      app,
      seedSeconds,
      counts,
      async close() {
        await app.close();
        await database.close();
        if (dataDir) await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A superadmin account (every list, including store invoices) and a session from the login endpoint. */
async function signIn(ctx: AppContext, baseUrl: string): Promise<string> {
  const email = 'bench.admin@racketlab.test';
  // onConflictDoNothing: a reused database (--reuse) already has the account, with the same password.
  await ctx.db
    .insert(staffUsers)
    .values({
      firstName: 'Bench',
      lastName: 'Admin',
      email,
      requestedRole: 'superadmin',
      role: 'superadmin',
      requestStatus: 'approved',
      passwordHash: await hashPassword(PASSWORD),
    })
    .onConflictDoNothing();
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(`Login failed (${response.status}): ${body.message ?? ''}`);
  return body.token;
}

/** The PostgreSQL server the bench's tools use: DATABASE_URL, else the local one. */
export const benchServerUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The app on an already seeded copy of the full set (`database` on benchServerUrl()), quiet: what the one-call tools
 * (profile-request.ts, capture-call.ts) measure or watch.
 */
export function startOnSeededCopy(database: string): Promise<Target> {
  return startTarget({
    postgresUrl: databaseUrl(benchServerUrl(), database),
    volumes: FULL,
    seed: false,
    log: () => undefined,
  });
}
