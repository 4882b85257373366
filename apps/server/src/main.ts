import { assertProductionReady, loadConfig } from './config';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { seedDemo } from './seed';
import { startOutboxWorker } from './services/outbox/deliver';
import { startCheckoutExpirySweep } from './services/payments/expire-abandoned-checkouts';

async function main() {
  const config = loadConfig();
  assertProductionReady(config);
  const logger = { level: process.env.LOG_LEVEL ?? 'info', ...(config.env === 'production' ? {} : { transport: undefined }) };
  const startedAt = Date.now();
  const bootLog = { info: (o: unknown, m?: string) => console.log(m ?? o), warn: (o: unknown, m?: string) => console.warn(m ?? o) };
  const ctx = await createContext(config, bootLog);
  const app = await buildApp({ ctx, logger });
  const worker = startOutboxWorker(ctx.db, ctx.mail, app.log);
  ctx.kickOutbox = worker.kick;
  // Online checkouts left unpaid past CHECKOUT_EXPIRY_MINUTES are re-checked and, if unpaid, canceled (claims released).
  const checkoutSweep = startCheckoutExpirySweep(ctx, app.log);
  if (ctx.botCheck.name === 'off') app.log.warn('Bot check is OFF (BOT_CHECK=off): login and registration accept any request. Use BOT_CHECK=recaptcha in production.');
  if (ctx.mail.name === 'outbox') app.log.warn('Email is kept in the outbox and printed to the log (MAIL_TRANSPORT=outbox). Read it at /dashboard/mailbox.');

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
  if (demoLogins.length > 0) lines.push('  Demo logins (password demo-pass-2026):', ...demoLogins.map((l) => `    ${l}`));
  console.log(lines.join('\n') + '\n');

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await worker.stop();
    await checkoutSweep.stop();
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
