import { sql } from 'drizzle-orm';
import { isStopReply, type WhatsAppStatus, type WhatsAppWebhook } from '@shop/domain/contracts/whatsapp';
import { whatsappLink } from '@shop/domain/contracts/patterns';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { whatsappOptOuts } from '../../db/schema';
import { rowsOf } from '../../lib/rows';
import { fallBackToEmail } from './fall-back-to-email';

/**
 * How far a message has got. Statuses may arrive out of order (a read before its delivered): a message only moves
 * forward. A failure after delivered is ignored (the customer has it); delivered after failed is kept (it arrived).
 */
const RANK: Record<WhatsAppStatus, number> = { queued: 0, sending: 0, sent: 1, failed: 2, delivered: 3, read: 4 };
const REPORTED = ['sent', 'delivered', 'read', 'failed'] as const;
const rankSql = sql.raw(
  `CASE status ${Object.entries(RANK)
    .map(([status, rank]) => `WHEN '${status}' THEN ${rank}`)
    .join(' ')} END`,
);

/** One status of one message; a failure falls back to email. Answers whether an email was queued. */
async function recordStatus(
  tx: Tx,
  status: {
    id: string;
    status: string;
    timestamp?: string;
    errors?: { code?: number; title?: string; message?: string }[];
  },
): Promise<boolean> {
  const next = REPORTED.find((s) => s === status.status);
  if (!next) return false;
  const at =
    status.timestamp && /^\d+$/.test(status.timestamp) ? new Date(Number(status.timestamp) * 1000) : new Date();
  const error = status.errors?.[0];
  const reason =
    next === 'failed'
      ? [error?.code !== undefined ? `${error.code}` : '', error?.title ?? error?.message ?? 'Failed']
          .filter(Boolean)
          .join(' ')
          .slice(0, 1000)
      : null;
  const [moved] = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      UPDATE whatsapp_messages SET status = ${next}, status_at = ${at.toISOString()}::timestamptz,
        last_error = coalesce(${reason}, last_error), locked_until = NULL
      WHERE wa_message_id = ${status.id} AND ${rankSql} < ${RANK[next]}
      RETURNING id`),
  );
  return moved !== undefined && next === 'failed' ? fallBackToEmail(tx, Number(moved.id)) : false;
}

/** A customer who replied STOP: every customer with that WhatsApp number is opted out of WhatsApp. */
async function recordStop(tx: Tx, from: string): Promise<void> {
  const digits = from.replace(/\D/g, '');
  if (digits.length < 8) return;
  const candidates = rowsOf<{ id: number; phone: string }>(
    await tx.execute(
      sql`SELECT id, phone FROM customers WHERE right(regexp_replace(phone, '\\D', '', 'g'), 8) = ${digits.slice(-8)}`,
    ),
  );
  const ids = candidates.filter((c) => whatsappLink(c.phone) === `https://wa.me/${digits}`).map((c) => Number(c.id));
  if (ids.length > 0)
    await tx
      .insert(whatsappOptOuts)
      .values(ids.map((customerId) => ({ customerId })))
      .onConflictDoNothing();
}

/** POST /api/webhooks/whatsapp, once its signature is checked: message statuses, and STOP replies. */
export async function recordWhatsAppWebhook(ctx: Pick<AppContext, 'db' | 'kickOutbox'>, body: WhatsAppWebhook) {
  const values = (body.entry ?? []).flatMap((entry) => (entry.changes ?? []).map((change) => change.value));
  const emailed = await ctx.db.transaction(async (tx) => {
    let queued = false;
    for (const value of values) {
      for (const status of value.statuses ?? []) queued = (await recordStatus(tx, status)) || queued;
      for (const message of value.messages ?? []) {
        const text = message.text?.body ?? message.button?.text ?? '';
        if (isStopReply(text)) await recordStop(tx, message.from);
      }
    }
    return queued;
  });
  if (emailed) ctx.kickOutbox();
}
