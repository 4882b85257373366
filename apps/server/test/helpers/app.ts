import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import { buildApp } from '../../src/app';
import { createContext } from '../../src/bootstrap';
import { openPostgres, type Database, type DatabaseOptions } from '../../src/db/client';
import type { AppContext } from '../../src/context';
import type { MailTransport, MailMessage } from '../../src/adapters/mail';
import type { BotCheck } from '../../src/adapters/bot-check';
import type { StorePlatform } from '../../src/adapters/store';
import type { PaymentProvider } from '../../src/adapters/payments';
import { pooledPglite } from './pglite-pool';
import { dropDatabase, onServer, pooledPostgres, TEST_POOL, withName } from './postgres-pool';

/** Which engine server tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite in memory. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
export const engine: 'postgres' | 'pglite' = TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A database as migrated, the test file's alone until it closes it: a PGlite in memory, or a database on the
 * PostgreSQL server (with `options` for its pool; `url` then says where it is). Both are copies of the database
 * test/global-setup.ts migrated, reused between files and put back as migrated (pglite-pool.ts, postgres-pool.ts);
 * at another address than the suite's, a new empty database.
 */
export async function freshDatabase(
  url = TEST_DATABASE_URL,
  options: Partial<DatabaseOptions> = {},
): Promise<Database & { url?: string }> {
  // A copy of the database migrated once by test/global-setup.ts (much faster than initdb), reused between files.
  if (!url) return pooledPglite();
  // The suite's server: a copy of its template, reused between files (postgres-pool.ts).
  const template = url === TEST_DATABASE_URL ? process.env.PG_TEMPLATE_DATABASE : undefined;
  if (template) return pooledPostgres(url, template, options);
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  // Elsewhere (another address, or the suite run without its global set-up): an empty database of its own.
  await onServer(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const target = withName(url, name);
  const database: Database & { url?: string } = await openPostgres(target, { ...TEST_POOL, ...options });
  database.url = target;
  const close = database.close;
  database.close = async () => {
    await close();
    await dropDatabase(url, name);
  };
  return database;
}

/** Mail transport that keeps what it sends, for assertions. */
export function memoryMail(): MailTransport & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { name: 'outbox', sent, send: async (m) => void sent.push(m) };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  mail: ReturnType<typeof memoryMail>;
  close(): Promise<void>;
}

/**
 * The whole product on a fresh database, built once per test file (beforeAll) and closed in afterAll.
 * `env` sets configuration exactly as environment variables would.
 */
export interface TestAppOptions {
  env?: Record<string, string>;
  botCheck?: BotCheck;
  mail?: MailTransport & { sent?: MailMessage[] };
  store?: StorePlatform;
  payments?: PaymentProvider;
  /** An existing database (a second instance on the same database); close() then leaves it open for its owner. */
  database?: Database;
  /** Fastify logger options (default: no logging). */
  logger?: object;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Uploaded files go to a folder of this app's own, removed on close (unless the test chose UPLOAD_DIR).
  const uploads = options.env?.UPLOAD_DIR ? null : await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
  const config = loadConfig({
    ...(uploads ? { UPLOAD_DIR: uploads } : {}),
    NODE_ENV: 'test',
    DEMO_MODE: 'false',
    SESSION_SECRET: 'test-secret-test-secret-test-secret!',
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: 'http://shop.test',
    ...options.env,
  });
  const shared = options.database !== undefined;
  const database = options.database ?? (await freshDatabase());
  const mail = (options.mail as ReturnType<typeof memoryMail>) ?? memoryMail();
  const silent = { info: () => undefined, warn: () => undefined };
  const ctx = await createContext(config, silent, {
    database,
    mail,
    botCheck: options.botCheck,
    store: options.store,
    payments: options.payments,
  });
  const app = await buildApp({ ctx, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    ctx,
    config,
    mail,
    async close() {
      await app.close();
      if (!shared) await database.close();
      if (uploads) await rm(uploads, { recursive: true, force: true });
    },
  };
}
