import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, type EmailAttachment, type EmailFile, type EmailFileToMake } from '../../db/schema';
import { PermanentMailRefusal, type MailTransport } from '../../adapters/mail';
import { rowsOf } from '../../lib/rows';
import { pruneRateLimits } from '../../lib/rate-limit';
import { startPeriodicTask } from '../../lib/periodic-task';
import { backoffSeconds, MAX_ATTEMPTS } from './backoff';
import type { WhatsAppSender } from '../../adapters/whatsapp';
import { deliverDueWhatsApp } from '../whatsapp/deliver-whatsapp';

export { backoffSeconds, KEEP_TRYING_HOURS, MAX_ATTEMPTS } from './backoff';

/** Makes a file the outbox keeps as a description (the receipt PDF), when its email is sent. */
export type EmailFileMaker = (file: EmailFileToMake) => Promise<EmailFile>;

/** The attachment's bytes: as kept, or made now (a failure counts as the delivery's, tried again later). */
async function fileOf(attachment: EmailAttachment | null, makeFile?: EmailFileMaker): Promise<EmailFile | null> {
  if (!attachment || 'base64' in attachment) return attachment;
  if (!makeFile) throw new Error(`No file maker for ${attachment.filename}`);
  return makeFile(attachment);
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachment: EmailAttachment | null;
  attempts: number;
}

/**
 * Delivers due emails once. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * server instances can run this together and each mail is sent by one of them.
 */
export async function deliverDueEmails(
  db: Db,
  transport: MailTransport,
  options: { batch?: number; now?: () => Date; makeFile?: EmailFileMaker } = {},
): Promise<{ sent: number; failed: number }> {
  const batch = options.batch ?? 20;
  // The clock is injectable so a test can step past a backoff without waiting for it.
  const now = options.now ?? (() => new Date());
  const at = now().toISOString();
  const claimed = rowsOf<ClaimedRow>(
    await db.execute(sql`
      UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, locked_until = ${at}::timestamptz + interval '2 minutes'
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${at}::timestamptz AND (locked_until IS NULL OR locked_until < ${at}::timestamptz)
        ORDER BY id LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, text_body, html_body, attachment, attempts`),
  );
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachment: await fileOf(row.attachment, options.makeFile),
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, Number(row.id)));
      sent += 1;
    } catch (error) {
      failed += 1;
      const attempts = Number(row.attempts);
      const giveUp = attempts >= MAX_ATTEMPTS || error instanceof PermanentMailRefusal;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: String((error as Error).message ?? error).slice(0, 1000),
          nextAttemptAt: new Date(now().getTime() + backoffSeconds(attempts) * 1000),
        })
        .where(eq(emailOutbox.id, Number(row.id)));
    }
  }
  return { sent, failed };
}

/**
 * Runs deliverDueEmails (after deliverDueWhatsApp, whose failures may queue emails) every `intervalMs` and whenever
 * kicked; stop() waits for the running round.
 */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  log: { error(obj: unknown, msg?: string): void },
  intervalMs = 2000,
  whatsapp?: WhatsAppSender,
  makeFile?: EmailFileMaker,
) {
  let ticks = 0;
  const task = startPeriodicTask(
    () => {
      ticks += 1;
      // About once every ten minutes, old rate-limit windows are cleared as well.
      const prune =
        ticks % Math.max(1, Math.round(600_000 / intervalMs)) === 0 ? pruneRateLimits(db) : Promise.resolve();
      const send = async () => {
        if (whatsapp) await deliverDueWhatsApp(db, whatsapp);
        await deliverDueEmails(db, transport, { makeFile });
      };
      return Promise.all([send(), prune]);
    },
    intervalMs,
    (error) => log.error({ err: error }, 'outbox delivery failed'),
  );
  return { kick: task.run, stop: task.stop };
}
