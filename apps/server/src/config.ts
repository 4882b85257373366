import path from 'node:path';
import { DEFAULT_SHOP_HOURS, shopHoursProblem, type ShopHours } from '@shop/domain/stringing/due-time';
import { parseStringLengths, type StringLengths } from '@shop/domain/stringing/string-length';
import { MIN_SECRET_GUESSES_LOG10, secretGuessesLog10 } from '@shop/domain/password-strength';

/** Every setting of the product, read once from the environment. README.md lists them all. */
export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  /** Uploaded files (intake photos) of the local storage (UPLOAD_DIR; default "uploads" beside DATA_DIR); in every backup. */
  uploadDir: string;
  /** Connections the server keeps to the database (DB_POOL_SIZE). */
  dbPoolSize: number;
  /** A statement running longer is stopped and the request answered 503 (DB_STATEMENT_TIMEOUT_MS; 0: no limit). */
  dbStatementTimeoutMs: number;
  demo: boolean;
  sessionSecret: string;
  sessionHours: number;
  /** How long an instance may answer a session from memory; a logout elsewhere takes effect within this. 0: off. */
  sessionCacheSeconds: number;
  /** One line per API request: all of them, only 4xx/5xx answers, or none. */
  logRequests: 'all' | 'errors' | 'off';
  webDist: string;
  /** Fastify's trustProxy: false (default), a hop count, or addresses/CIDRs of the proxies (TRUST_PROXY). */
  trustProxy: false | number | string[];
  /** Key the shop's site sends in x-api-key to raise support tickets (POST /api/support-tickets/tickets); empty: refused. */
  shopSiteApiKey: string;
  shop: {
    name: string;
    address: string;
    trn: string;
    phone: string;
    supportWhatsapp: string;
    storeUrl: string;
    /** Footer links; `labelAr` is the Arabic screens' label when the shop wrote one. */
    infoLinks: InfoLink[];
  };
  botCheck: {
    provider: 'off' | 'recaptcha';
    secret: string;
    siteKey: string;
    minScore: number;
    hostname: string;
    verifyUrl: string;
  };
  mail: { transport: 'outbox' | 'smtp'; smtpUrl: string; from: string };
  payments: {
    provider: 'sandbox' | 'telr';
    telrStoreId: string;
    telrAuthKey: string;
    telrUrl: string;
    /** Telr's Remote API (remote.xml), for voiding a held payment; its own key when Telr gave one. */
    telrRemoteUrl: string;
    telrRemoteAuthKey: string;
    /**
     * Telr's Service API (tools/api/xml, HTTP Basic with the store ID and its own key): a transaction's linked
     * transactions, read before anything whose answer was lost is sent again (docs/decisions/telr-edge-cases.md).
     */
    telrServiceUrl: string;
    telrServiceKey: string;
    /** How long a call to Telr may take before its answer counts as lost (TELR_TIMEOUT_MS, 15 s). */
    telrTimeoutMs: number;
    telrTestMode: boolean;
    /** An online checkout still unpaid this many minutes after it was opened is re-checked and, if unpaid, canceled. */
    checkoutExpiryMinutes: number;
  };
  /** The stringing job's clock: opening hours (Asia/Dubai) and the regular turnaround (SHOP_OPENS, SHOP_CLOSES, REGULAR_TURNAROUND_HOURS). */
  jobs: { hours: ShopHours };
  /** Restring reminders' automatic sender: off unless REMINDERS_AUTO=on; once a day from REMINDERS_AT (HH:MM, Dubai). */
  reminders: { auto: boolean; at: string };
  /** Centimetres of string a job uses, per racket pattern (STRING_LENGTHS, e.g. "16x19:1100,18x20:1200"). */
  stringLengths: StringLengths;
  /** Backups (docs/decisions/backups.md): the folder, the daily hour (Dubai; null: no daily backup) and how many to keep. */
  backups: { dir: string; hour: number | null; keep: number };
  /**
   * WhatsApp Business Cloud API (docs/decisions/whatsapp.md): on when WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and
   * WHATSAPP_APP_SECRET are all set; off, the job page's click-to-chat link is the way, as before.
   */
  whatsapp: {
    enabled: boolean;
    token: string;
    phoneNumberId: string;
    appSecret: string;
    verifyToken: string;
    apiUrl: string;
    /** The approved templates' names, one per message (the same name in English and Arabic). */
    templates: WhatsAppTemplates;
  };
  store: {
    provider: 'local' | 'bigcommerce';
    bigcommerceStoreHash: string;
    bigcommerceToken: string;
    bigcommerceApiUrl: string;
  };
}

export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me';

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${value}").`);
  return n;
}

function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  unit: string,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || n < min || n > max) {
    throw new Error(`${name} must be a whole number of ${unit} from ${min} to ${max} (got "${value}").`);
  }
  return n;
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${value}").`);
}

const TELR_ORDER_URL = 'https://secure.telr.com/gateway/order.json';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, ['production', 'development', 'test'] as const, 'development');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port number.');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  if (!URL.canParse(publicUrl))
    throw new Error(
      `PUBLIC_URL must be an absolute address such as https://backoffice.example.ae (got "${publicUrl}").`,
    );
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(path.dirname(dataDir), 'uploads')),
    dbPoolSize: wholeNumber('DB_POOL_SIZE', env.DB_POOL_SIZE, 20, 1, 1000, 'connections'),
    dbStatementTimeoutMs: wholeNumber(
      'DB_STATEMENT_TIMEOUT_MS',
      env.DB_STATEMENT_TIMEOUT_MS,
      5000,
      0,
      3_600_000,
      'milliseconds (0: no limit)',
    ),
    demo: bool(env.DEMO_MODE, nodeEnv !== 'production'),
    // Outside production a fixed development secret is used when none is set; production refuses to start without one.
    sessionSecret: env.SESSION_SECRET || (nodeEnv === 'production' ? '' : DEVELOPMENT_SESSION_SECRET),
    sessionHours: Number(env.SESSION_HOURS ?? 12),
    sessionCacheSeconds: wholeNumber('SESSION_CACHE_SECONDS', env.SESSION_CACHE_SECONDS, 5, 0, 60, 'seconds'),
    logRequests: oneOf('LOG_REQUESTS', env.LOG_REQUESTS, ['all', 'errors', 'off'] as const, 'all'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    shopSiteApiKey: env.SHOP_SITE_API_KEY ?? '',
    shop: {
      name: env.SHOP_NAME ?? 'Racket Lab Tennis',
      address: env.SHOP_ADDRESS ?? 'Shop 12, Jumeirah Beach Road, Umm Suqeim 1, Dubai, United Arab Emirates',
      trn: env.SHOP_TRN ?? '100123456700003',
      phone: env.SHOP_PHONE ?? '+971 4 555 0123',
      supportWhatsapp: env.SUPPORT_WHATSAPP ?? '971501234567',
      storeUrl: env.STORE_URL ?? 'https://shop.example.ae',
      infoLinks: parseLinks(env.SHOP_INFO_LINKS),
    },
    botCheck: {
      provider: oneOf('BOT_CHECK', env.BOT_CHECK, ['off', 'recaptcha'] as const, 'off'),
      secret: env.RECAPTCHA_SECRET ?? '',
      siteKey: env.RECAPTCHA_SITE_KEY ?? '',
      minScore: Number(env.RECAPTCHA_MIN_SCORE ?? 0.5),
      hostname: env.RECAPTCHA_HOSTNAME ?? new URL(publicUrl).hostname,
      verifyUrl: env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
    },
    mail: {
      transport: oneOf('MAIL_TRANSPORT', env.MAIL_TRANSPORT, ['outbox', 'smtp'] as const, 'outbox'),
      smtpUrl: env.SMTP_URL ?? '',
      from: env.MAIL_FROM ?? 'Racket Lab Tennis <no-reply@racketlab.example.ae>',
    },
    payments: {
      provider: oneOf('PAYMENT_PROVIDER', env.PAYMENT_PROVIDER, ['sandbox', 'telr'] as const, 'sandbox'),
      telrStoreId: env.TELR_STORE_ID ?? '',
      telrAuthKey: env.TELR_AUTH_KEY ?? '',
      telrUrl: env.TELR_API_URL ?? TELR_ORDER_URL,
      // Beside order.json on the same gateway unless set (the Telr stand-in of the tests serves both).
      telrRemoteUrl: env.TELR_REMOTE_API_URL ?? new URL('remote.xml', env.TELR_API_URL ?? TELR_ORDER_URL).toString(),
      telrRemoteAuthKey: env.TELR_REMOTE_AUTH_KEY || env.TELR_AUTH_KEY || '',
      telrServiceUrl:
        env.TELR_SERVICE_API_URL ?? new URL('/tools/api/xml/', env.TELR_API_URL ?? TELR_ORDER_URL).toString(),
      telrServiceKey: env.TELR_SERVICE_API_KEY ?? '',
      telrTimeoutMs: wholeNumber('TELR_TIMEOUT_MS', env.TELR_TIMEOUT_MS, 15_000, 100, 120_000, 'milliseconds'),
      telrTestMode: bool(env.TELR_TEST_MODE, nodeEnv !== 'production'),
      checkoutExpiryMinutes: positiveInteger('CHECKOUT_EXPIRY_MINUTES', env.CHECKOUT_EXPIRY_MINUTES, 60),
    },
    jobs: { hours: shopHours(env) },
    reminders: { auto: bool(env.REMINDERS_AUTO, false), at: clockTime('REMINDERS_AT', env.REMINDERS_AT, '09:00') },
    stringLengths: parseStringLengths(env.STRING_LENGTHS),
    backups: {
      dir: path.resolve(env.BACKUP_DIR ?? './backups'),
      hour:
        env.BACKUP_HOUR === 'off' ? null : wholeNumber('BACKUP_HOUR', env.BACKUP_HOUR, 3, 0, 23, 'hours (or "off")'),
      keep: wholeNumber('BACKUP_KEEP', env.BACKUP_KEEP, 14, 1, 1000, 'backups'),
    },
    whatsapp: whatsappSettings(env),
    store: {
      provider: oneOf('STORE_PROVIDER', env.STORE_PROVIDER, ['local', 'bigcommerce'] as const, 'local'),
      bigcommerceStoreHash: env.BIGCOMMERCE_STORE_HASH ?? '',
      bigcommerceToken: env.BIGCOMMERCE_TOKEN ?? '',
      bigcommerceApiUrl: env.BIGCOMMERCE_API_URL ?? 'https://api.bigcommerce.com',
    },
  };
}

/**
 * TRUST_PROXY: unset, "false" or "0": no proxy is trusted (the client address is the connection's);
 * a whole number: that many proxy hops in front (e.g. 1 for one load balancer); otherwise a
 * comma-separated list of proxy addresses or CIDR ranges ("10.0.0.0/8,127.0.0.1"). "true" (trust
 * any sender of X-Forwarded-For) is refused: any client could then choose its own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true')
    throw new Error(
      "TRUST_PROXY=true would let any client choose its address: give the number of proxy hops or the proxies' addresses (e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8).",
    );
  const list = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry));
  if (bad.length > 0)
    throw new Error(
      `TRUST_PROXY must be a number of hops or comma-separated addresses/CIDR ranges (not "${bad.join('", "')}").`,
    );
  return list;
}

export interface WhatsAppTemplates {
  received: string;
  ready: string;
  reminder: string;
}

function whatsappSettings(env: NodeJS.ProcessEnv): Config['whatsapp'] {
  const token = env.WHATSAPP_TOKEN ?? '';
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID ?? '';
  const appSecret = env.WHATSAPP_APP_SECRET ?? '';
  const apiUrl = (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/$/, '');
  if (!URL.canParse(apiUrl)) throw new Error(`WHATSAPP_API_URL must be an absolute address (got "${apiUrl}").`);
  return {
    enabled: Boolean(token && phoneNumberId && appSecret),
    token,
    phoneNumberId,
    appSecret,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
    apiUrl,
    templates: {
      received: env.WHATSAPP_TEMPLATE_RECEIVED || 'racket_received',
      ready: env.WHATSAPP_TEMPLATE_READY || 'racket_ready',
      reminder: env.WHATSAPP_TEMPLATE_REMINDER || 'restring_reminder',
    },
  };
}

export interface InfoLink {
  label: string;
  url: string;
  labelAr?: string;
}

function parseLinks(value: string | undefined): InfoLink[] {
  if (!value) {
    return [
      { label: 'About us', url: 'https://shop.example.ae/about' },
      { label: 'Terms & Conditions', url: 'https://shop.example.ae/terms' },
      { label: 'Privacy Policy', url: 'https://shop.example.ae/privacy' },
      { label: 'Contact', url: 'https://shop.example.ae/contact' },
    ];
  }
  // "Label|https://url,Label 2|https://url2|Arabic label" (the Arabic label is optional; docs/decisions/i18n.md)
  return value.split(',').map((entry) => {
    const [label = '', url = '', labelAr = ''] = entry.split('|').map((part) => part.trim());
    return labelAr ? { label, url, labelAr } : { label, url };
  });
}

/**
 * PUBLIC_URL in production: set links in emails, payment returns, unsubscribe links and the tag's QR code point at
 * it, so it must be the absolute https address people reach, never this machine's localhost.
 */
function productionPublicUrlProblem(publicUrl: string): string | null {
  const problem =
    'PUBLIC_URL must be set to the https address people use (e.g. https://backoffice.example.ae): links in emails, payment returns and the tag QR code start with it.';
  const url = new URL(publicUrl);
  const local =
    ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  return url.protocol !== 'https:' || local ? problem : null;
}

/** Production refuses weak settings with a sentence that says what to fix. */
export function assertProductionReady(config: Config): void {
  if (config.env !== 'production') return;
  const problems: string[] = [];
  if (config.sessionSecret.length < 32) problems.push('SESSION_SECRET must be set to at least 32 random characters.');
  else if (
    config.sessionSecret === DEVELOPMENT_SESSION_SECRET ||
    secretGuessesLog10(config.sessionSecret) < MIN_SECRET_GUESSES_LOG10
  )
    problems.push(
      'SESSION_SECRET is easy to guess (repeated characters, a sequence, words or the development value): use 32 or more random characters, e.g. `openssl rand -base64 32`.',
    );
  const publicUrlProblem = productionPublicUrlProblem(config.publicUrl);
  if (publicUrlProblem) problems.push(publicUrlProblem);
  if (config.botCheck.provider === 'off')
    problems.push('BOT_CHECK must be "recaptcha" in production (with RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY).');
  if (config.botCheck.provider === 'recaptcha' && (!config.botCheck.secret || !config.botCheck.siteKey)) {
    problems.push('RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are required when BOT_CHECK=recaptcha.');
  }
  if (config.mail.transport === 'outbox') {
    problems.push(
      'MAIL_TRANSPORT must be "smtp" in production (with SMTP_URL): the outbox alone sends nothing, so set-password and reset links would never arrive.',
    );
  }
  if (config.mail.transport === 'smtp' && !config.mail.smtpUrl)
    problems.push('SMTP_URL is required when MAIL_TRANSPORT=smtp.');
  if (config.demo) problems.push('DEMO_MODE must be off in production.');
  if (config.payments.provider === 'sandbox')
    problems.push('PAYMENT_PROVIDER must be "telr" in production: the sandbox payment page takes no real money.');
  if (config.payments.provider === 'telr' && (!config.payments.telrStoreId || !config.payments.telrAuthKey)) {
    problems.push('TELR_STORE_ID and TELR_AUTH_KEY are required when PAYMENT_PROVIDER=telr.');
  }
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production with weak settings:\n- ${problems.join('\n- ')}`);
  }
}

/** The shop's hours from SHOP_OPENS / SHOP_CLOSES (HH:MM, Dubai) and REGULAR_TURNAROUND_HOURS; refused when they make no sense. */
function shopHours(env: NodeJS.ProcessEnv): ShopHours {
  const hours: ShopHours = {
    opens: env.SHOP_OPENS ?? DEFAULT_SHOP_HOURS.opens,
    closes: env.SHOP_CLOSES ?? DEFAULT_SHOP_HOURS.closes,
    regularHours: env.REGULAR_TURNAROUND_HOURS ? Number(env.REGULAR_TURNAROUND_HOURS) : DEFAULT_SHOP_HOURS.regularHours,
  };
  const problem = shopHoursProblem(hours);
  if (problem) throw new Error(`SHOP_OPENS / SHOP_CLOSES / REGULAR_TURNAROUND_HOURS: ${problem}`);
  return hours;
}

/** A time of day HH:MM (24-hour). */
function clockTime(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(value))
    throw new Error(`${name} must be a time HH:MM, 00:00 to 23:59 (got "${value}").`);
  return value;
}
