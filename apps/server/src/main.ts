import { assertProductionReady, loadConfig } from './config';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { seedDemo } from './seed';
import { startOutboxWorker } from './services/outbox/deliver';
import { receiptFileMaker } from './services/receipts/receipt-email';
import { startCheckoutExpirySweep } from './services/payments/expire-abandoned-checkouts';
import { assertPaymentKeys } from './services/payments/check-payment-keys';
import { startReminderSender } from './services/reminders/auto-sender';
import { startDailyBackup } from './services/backups/daily-backup';

async function main() {
  const config = loadConfig();
  assertProductionReady(config);
  const logger = {
    level: process.env.LOG_LEVEL ?? 'info',
    ...(config.env === 'production' ? {} : { transport: undefined }),
  };
  const startedAt = Date.now();
  const bootLog = {
    info: (o: unknown, m?: string) => console.log(m ?? o),
    warn: (o: unknown, m?: string) => console.warn(m ?? o),
  };
  const ctx = await createContext(config, bootLog);
  // A Telr key Telr refuses would show only at the first void, capture or refund: checked now (refused: no start).
  await assertPaymentKeys(ctx, { error: (m) => console.error(m) });
  const app = await buildApp({ ctx, logger });
  const worker = startOutboxWorker(ctx.db, ctx.mail, app.log, 2000, ctx.whatsapp, receiptFileMaker(ctx));
  ctx.kickOutbox = worker.kick;
  // Online checkouts left unpaid past CHECKOUT_EXPIRY_MINUTES are re-checked and, if unpaid, canceled (claims released).
  const checkoutSweep = startCheckoutExpirySweep(ctx, app.log);
  // Restring reminders, once a day at REMINDERS_AT (Dubai) when REMINDERS_AUTO=on; one instance sends.
  const reminderSender = startReminderSender(ctx, app.log);
  // A backup every day from BACKUP_HOUR (Dubai) into BACKUP_DIR, keeping BACKUP_KEEP; one instance makes it.
  const dailyBackup = startDailyBackup(ctx, app.log);
  // A wrong store hash or token would otherwise look like an empty store: say so at start.
  const storeProblem = await ctx.store.checkConnection?.();
  if (storeProblem)
    app.log.error(
      `The store platform (STORE_PROVIDER=${ctx.store.name}) is not reachable with these settings: ${storeProblem}`,
    );
  if (ctx.botCheck.name === 'off')
    app.log.warn(
      'Bot check is OFF (BOT_CHECK=off): login and registration accept any request. Use BOT_CHECK=recaptcha in production.',
    );
  app.log.info(
    ctx.whatsapp.name === 'cloud-api'
      ? 'WhatsApp messages are sent through the Cloud API (received, ready, reminders).'
      : 'WhatsApp is not set up: the job page offers the click-to-chat link (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET).',
  );
  if (ctx.mail.name === 'outbox')
    app.log.warn(
      'Email is kept in the outbox and printed to the log (MAIL_TRANSPORT=outbox). Read it at /dashboard/mailbox.',
    );

  let demoLogins: string[] = [];
  if (config.demo) demoLogins = await seedDemo(ctx);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  Racket stringing back office is running (${ctx.database.engine}, ${Date.now() - startedAt} ms to start)`,
    `  Open: http://localhost:${port}/`,
  ];
  if (demoLogins.length > 0)
    lines.push('  Demo logins (password demo-pass-2026):', ...demoLogins.map((l) => `    ${l}`));
  console.log(lines.join('\n') + '\n');

  // SIGTERM (a deploy, a scale-down) or Ctrl-C: stop listening (new connections are refused), let the
  // requests in flight finish, stop the background workers, close the database, exit 0. A shutdown
  // stuck for SHUTDOWN_TIMEOUT_MS (default 25 s, under the usual 30 s before SIGKILL) exits 1.
  let closing: Promise<void> | null = null;
  const shutdown = (signal: string) => {
    closing ??= (async () => {
      app.log.info(`${signal}: shutting down; finishing the requests in flight`);
      const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000;
      setTimeout(() => {
        app.log.error(`Shutdown did not finish within ${timeoutMs} ms; exiting.`);
        process.exit(1);
      }, timeoutMs).unref();
      await app.close();
      await Promise.all([worker.stop(), checkoutSweep.stop(), reminderSender.stop(), dailyBackup.stop()]);
      await ctx.database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
