import { mkdir } from 'node:fs/promises';
import type { Config } from './config';
import { openPgliteWorker, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { createBotCheck, type BotCheck } from './adapters/bot-check';
import { createMailTransport, type Logger, type MailTransport } from './adapters/mail';
import { createWhatsAppSender, type WhatsAppSender } from './adapters/whatsapp';
import { createStorePlatform, type StorePlatform } from './adapters/store';
import { createFileStorage, type FileStorage } from './adapters/storage';
import { createPaymentProvider, type PaymentProvider } from './adapters/payments';
import type { AppContext } from './context';
import { SessionCache } from './services/sessions/session-cache';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in a worker thread on DATA_DIR. */
export async function openDatabase(config: Config, log: (message: string) => void = console.warn): Promise<Database> {
  const options = { poolSize: config.dbPoolSize, statementTimeoutMs: config.dbStatementTimeoutMs, log };
  if (config.databaseUrl) return openPostgres(config.databaseUrl, options);
  await mkdir(config.dataDir, { recursive: true });
  const release = await lockDataDir(config.dataDir);
  let database: Database;
  try {
    database = await openPgliteWorker(config.dataDir, options);
  } catch (error) {
    await release();
    throw error;
  }
  const close = database.close.bind(database);
  database.close = async () => {
    try {
      await close();
    } finally {
      await release();
    }
  };
  return database;
}

/** Opens and migrates the database and builds every adapter from the settings. Overrides are for tests. */
export async function createContext(
  config: Config,
  log: Logger,
  overrides: Partial<{
    database: Database;
    mail: MailTransport;
    whatsapp: WhatsAppSender;
    botCheck: BotCheck;
    store: StorePlatform;
    payments: PaymentProvider;
    files: FileStorage;
  }> = {},
): Promise<AppContext> {
  const database = overrides.database ?? (await openDatabase(config));
  await migrate(database);
  const db = database.db;
  return {
    config,
    database,
    db,
    botCheck: overrides.botCheck ?? createBotCheck(config, log),
    mail: overrides.mail ?? createMailTransport(config, log),
    whatsapp: overrides.whatsapp ?? createWhatsAppSender(config),
    store: overrides.store ?? createStorePlatform(config, db),
    payments: overrides.payments ?? createPaymentProvider(config, db),
    files: overrides.files ?? createFileStorage(config),
    sessionCache: new SessionCache(config.sessionCacheSeconds * 1000),
    kickOutbox: () => undefined,
  };
}
