import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { BotCheck } from './adapters/bot-check';
import type { MailTransport } from './adapters/mail';
import type { WhatsAppSender } from './adapters/whatsapp';
import type { StorePlatform } from './adapters/store';
import type { FileStorage } from './adapters/storage';
import type { PaymentProvider } from './adapters/payments';
import type { SessionCache } from './services/sessions/session-cache';

/** What every route and service may use: settings, the database, and the outside services. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  botCheck: BotCheck;
  mail: MailTransport;
  /** WhatsApp template messages (the Cloud API when set up; else none are queued). */
  whatsapp: WhatsAppSender;
  store: StorePlatform;
  payments: PaymentProvider;
  /** Uploaded files (intake photos): UPLOAD_DIR by default. */
  files: FileStorage;
  /** Recently seen sessions of this instance (SESSION_CACHE_SECONDS); logout and reset forget theirs. */
  sessionCache: SessionCache;
  /** Asks the outbox worker to deliver now (after a commit that enqueued mail or WhatsApp messages). */
  kickOutbox(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
