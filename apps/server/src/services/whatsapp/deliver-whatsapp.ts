import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whatsappMessages, whatsappOptOuts } from '../../db/schema';
import { PermanentWhatsAppRefusal, type WhatsAppSender } from '../../adapters/whatsapp';
import { rowsOf } from '../../lib/rows';
import { backoffSeconds, MAX_ATTEMPTS } from '../outbox/backoff';
import { fallBackToEmail } from './fall-back-to-email';

interface ClaimedRow {
  id: number | string;
  customer_id: number;
  to_phone: string;
  template: string;
  language: 'en' | 'ar';
  parameters: string[] | string;
  attempts: number;
  opted_out: boolean;
}

/**
 * Sends due WhatsApp messages once, like the email outbox: rows claimed with FOR UPDATE SKIP LOCKED and a two-minute
 * lease (one instance sends each), retried with the same backoff for a day; refused for good (or the customer opted
 * out meanwhile), the message fails at once. A failed message falls back to email. Answers whether an email was queued.
 */
export async function deliverDueWhatsApp(
  db: Db,
  sender: WhatsAppSender,
  options: { batch?: number; now?: () => Date } = {},
): Promise<{ sent: number; failed: number; emailed: boolean }> {
  const now = options.now ?? (() => new Date());
  const at = now().toISOString();
  const claimed = rowsOf<ClaimedRow>(
    await db.execute(sql`
      UPDATE whatsapp_messages m SET status = 'sending', attempts = attempts + 1, locked_until = ${at}::timestamptz + interval '2 minutes'
      WHERE id IN (
        SELECT id FROM whatsapp_messages
        WHERE status IN ('queued', 'sending') AND next_attempt_at <= ${at}::timestamptz AND (locked_until IS NULL OR locked_until < ${at}::timestamptz)
        ORDER BY id LIMIT ${options.batch ?? 20}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, customer_id, to_phone, template, language, parameters, attempts,
        EXISTS (SELECT 1 FROM ${whatsappOptOuts} o WHERE o.customer_id = m.customer_id) AS opted_out`),
  );
  let sent = 0;
  let failed = 0;
  let emailed = false;
  // In the order they were queued (RETURNING keeps none): a job's received message before its ready one.
  for (const row of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
    const id = Number(row.id);
    try {
      if (row.opted_out) throw new PermanentWhatsAppRefusal('The customer opted out of WhatsApp messages.');
      const parameters = typeof row.parameters === 'string' ? (JSON.parse(row.parameters) as string[]) : row.parameters;
      const { messageId } = await sender.send({
        to: row.to_phone,
        template: row.template,
        language: row.language,
        parameters,
      });
      // A status may already have arrived for this id: never move a message back.
      await db
        .update(whatsappMessages)
        .set({ status: 'sent', statusAt: now(), waMessageId: messageId, lockedUntil: null, lastError: null })
        .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'sending')));
      sent += 1;
    } catch (error) {
      failed += 1;
      const giveUp = Number(row.attempts) >= MAX_ATTEMPTS || error instanceof PermanentWhatsAppRefusal;
      const reason = String((error as Error).message ?? error).slice(0, 1000);
      const fellBack = await db.transaction(async (tx) => {
        await tx
          .update(whatsappMessages)
          .set({
            status: giveUp ? 'failed' : 'queued',
            statusAt: giveUp ? now() : null,
            lockedUntil: null,
            lastError: reason,
            nextAttemptAt: new Date(now().getTime() + backoffSeconds(Number(row.attempts)) * 1000),
          })
          .where(eq(whatsappMessages.id, id));
        return giveUp ? fallBackToEmail(tx, id) : false;
      });
      emailed ||= fellBack;
    }
  }
  return { sent, failed, emailed };
}
