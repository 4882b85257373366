import { DEFAULT_DUE_WITHIN_DAYS } from '@shop/domain/reminders/due';
import { reminderSubject, unsubscribeLine } from '@shop/domain/reminders/message';
import type { SendRemindersResponse } from '@shop/domain/contracts/reminders';
import { shopDate } from '@shop/domain/shop-days';
import { formatShopDate } from '@shop/domain/time';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { restringReminders } from '../../db/schema';
import { audit } from '../../lib/audit';
import { arabicHtml } from '../outbox/arabic-email';
import { enqueueEmail } from '../outbox/enqueue';
import { channelOf, customerNameOf, findDueRows, racketName, reminderTextOf, type DueRow } from './find-due';
import { enqueueWhatsApp, whatsappRecipient } from '../whatsapp/enqueue-whatsapp';
import { reminderValues } from '../whatsapp/template-values';
import { getShopSettings } from '../settings/shop-settings';
import type { ShopSettingsValues } from '@shop/domain/contracts/shop-settings';
import { unsubscribeUrl } from './unsubscribe-token';

type SendContext = Pick<AppContext, 'config'>;

/**
 * Records the reminder of one due racket and, by email, queues it in the customer's language with
 * the unsubscribe link. The row's UNIQUE (racket_id, due_date) makes this happen once per due date:
 * a second sender (another staff member, another instance) inserts nothing, waiting for the first
 * to commit on PostgreSQL, and sends nothing.
 */
async function remindOne(
  tx: Tx,
  ctx: SendContext,
  row: DueRow,
  input: { actorId: number | null; via: 'email' | 'whatsapp'; settings: ShopSettingsValues },
): Promise<boolean> {
  // The shop's reminder channel and the customer's preference say which one reaches them (chooseChannel).
  if (channelOf(row, input.settings.channels.reminder) !== input.via) return false;
  // WhatsApp set up: the system sends the approved reminder template; else the reminder is only recorded.
  const to =
    input.via === 'whatsapp' && ctx.config.whatsapp.enabled
      ? await whatsappRecipient(tx, ctx.config, { id: row.customer_id, phone: row.phone })
      : null;
  if (input.via === 'whatsapp' && ctx.config.whatsapp.enabled && !to) return false;
  const [won] = await tx
    .insert(restringReminders)
    .values({
      racketId: row.racket_id,
      dueDate: row.due_date,
      customerId: row.customer_id,
      channel: input.via,
      sentBy: input.actorId,
    })
    .onConflictDoNothing()
    .returning({ id: restringReminders.id });
  if (!won) return false;
  if (to) {
    await enqueueWhatsApp(tx, {
      kind: 'reminder',
      customerId: row.customer_id,
      to,
      template: input.settings.whatsapp_templates.reminder,
      language: row.language,
      parameters: reminderValues(row.language, {
        customerName: customerNameOf(row),
        racket: racketName(row),
        lastStrungOn: formatShopDate(row.last_strung, row.language),
        shopName: input.settings.name,
        shopPhone: input.settings.phone,
      }),
      // A WhatsApp reminder goes only to a customer without email: nothing to fall back to.
      fallbackEmail: null,
    });
  }
  if (input.via === 'email') {
    const { config } = ctx;
    const link = unsubscribeUrl(config.publicUrl, config.sessionSecret, row.customer_id);
    const text = `${reminderTextOf(input.settings, row)}\n\n${unsubscribeLine(row.language, link)}`;
    await enqueueEmail(tx, {
      kind: 'restring-reminder',
      to: row.email!,
      subject: reminderSubject(row.language, input.settings.name),
      text,
      // Arabic also as right-to-left HTML, like the other customer emails (docs/decisions/i18n-emails.md).
      ...(row.language === 'ar' ? { html: arabicHtml(text) } : {}),
    });
  }
  return true;
}

/**
 * Sends the reminders of these rackets (due now or within the due list's 14 days), inside `tx`.
 * Skipped: not due, already reminded for this due date, unsubscribed, or not reachable that way.
 */
export async function sendRemindersWith(
  tx: Tx,
  ctx: SendContext,
  input: {
    actorId: number | null;
    racketIds?: readonly number[];
    via: 'email' | 'whatsapp';
    today: string;
    within: number;
    onlyUnreminded?: boolean;
  },
): Promise<SendRemindersResponse> {
  // Lock nothing: the unique key decides. Rackets are taken in id order so concurrent senders meet in the same order.
  const rows = (await findDueRows(tx, input)).sort((a, b) => a.racket_id - b.racket_id);
  const settings = await getShopSettings(tx, ctx.config);
  let sent = 0;
  for (const row of rows)
    if (row.reminded_at === null && (await remindOne(tx, ctx, row, { ...input, settings }))) sent += 1;
  const asked = input.racketIds ? new Set(input.racketIds).size : rows.length;
  return { sent, skipped: asked - sent };
}

/** `POST /api/reminders/send`: staff send by email or WhatsApp (only recorded when WhatsApp is not set up) the reminders of the rackets they chose. */
export async function sendReminders(
  ctx: Pick<AppContext, 'config' | 'db' | 'kickOutbox'>,
  input: { actorId: number; racketIds: readonly number[]; via: 'email' | 'whatsapp'; now?: Date },
): Promise<SendRemindersResponse> {
  const result = await ctx.db.transaction(async (tx) => {
    const r = await sendRemindersWith(tx, ctx, {
      ...input,
      today: shopDate(input.now ?? new Date()),
      within: DEFAULT_DUE_WITHIN_DAYS,
    });
    if (r.sent > 0) {
      await audit(tx, {
        actorId: input.actorId,
        action: 'reminders.send',
        subject: `rackets:${input.racketIds.length}`,
        details: { via: input.via, sent: r.sent, skipped: r.skipped },
      });
    }
    return r;
  });
  if (result.sent > 0 && (input.via === 'email' || ctx.config.whatsapp.enabled)) ctx.kickOutbox();
  return result;
}
