import { sql } from 'drizzle-orm';
import type { DueReminder, ReminderChannel } from '@shop/domain/contracts/reminders';
import { whatsappLink } from '@shop/domain/contracts/patterns';
import type { PreferredChannel } from '@shop/domain/contracts/customer-channel';
import type { ChannelRule } from '@shop/domain/contracts/shop-settings';
import type { Language } from '@shop/domain/i18n/languages';
import { chooseChannel } from '@shop/domain/message-channel';
import { reminderText } from '@shop/domain/reminders/message';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-days';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';

/** The due list is bounded: the rackets due first. */
export const DUE_LIST_LIMIT = 500;

export interface DueRow {
  racket_id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string;
  language: Language;
  brand: string;
  model: string;
  nickname: string;
  interval_days: number;
  last_strung: string;
  due_date: string;
  reminded_at: Date | string | null;
  /** The customer replied STOP on WhatsApp. */
  whatsapp_opted_out: boolean;
  /** The channel the customer wants; null = the shop's default. */
  preferred_channel: PreferredChannel | null;
}

/**
 * Rackets due for restringing on or before `today + within` (docs/product/reminders.md): the last
 * stringing is the Dubai day the latest string job of the racket was made ready (its booking date
 * when that is unknown), counting jobs that are ready or collected; rackets never strung here, with
 * a job on the bench (received or in progress), or of an unsubscribed customer are left out.
 * `racketIds` narrows to those rackets (the send call); `onlyUnreminded` leaves out those reminded for
 * their due date (the automatic sender). Due first, then by racket.
 */
export async function findDueRows(
  db: DbOrTx,
  input: { today: string; within: number; racketIds?: readonly number[]; onlyUnreminded?: boolean },
): Promise<DueRow[]> {
  const only =
    input.racketIds === undefined
      ? sql``
      : sql`AND r.id IN (${sql.join(
          input.racketIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const rows = rowsOf<DueRow>(
    await db.execute(sql`
      WITH last AS (
        SELECT j.racket_id,
               max(coalesce((j.ready_at AT TIME ZONE ${SHOP_TIME_ZONE})::date, b.booking_date)) AS last_strung
        FROM jobs j JOIN bookings b ON b.id = j.booking_id
        WHERE j.racket_id IS NOT NULL AND b.service_kind = 'string'
          AND j.stage IN ('ready', 'collected') AND b.status <> 'canceled'
        GROUP BY j.racket_id
      )
      SELECT r.id AS racket_id, r.customer_id, c.first_name, c.last_name, c.email, c.phone, c.language, c.preferred_channel,
             r.brand, r.model, r.nickname, r.reminder_interval_days AS interval_days,
             to_char(l.last_strung, 'YYYY-MM-DD') AS last_strung,
             to_char(l.last_strung + r.reminder_interval_days, 'YYYY-MM-DD') AS due_date,
             rr.sent_at AS reminded_at,
             EXISTS (SELECT 1 FROM whatsapp_opt_outs w WHERE w.customer_id = r.customer_id) AS whatsapp_opted_out
      FROM last l
      JOIN customer_rackets r ON r.id = l.racket_id
      JOIN customers c ON c.id = r.customer_id
      LEFT JOIN restring_reminders rr
        ON rr.racket_id = r.id AND rr.due_date = l.last_strung + r.reminder_interval_days
      WHERE l.last_strung + r.reminder_interval_days <= ${input.today}::date + ${input.within}::int
        AND NOT EXISTS (SELECT 1 FROM reminder_unsubscribes u WHERE u.customer_id = r.customer_id)
        AND NOT EXISTS (
          SELECT 1 FROM jobs o WHERE o.racket_id = r.id AND o.stage IN ('received', 'in_progress')
        )
        ${only}
        ${input.onlyUnreminded ? sql`AND rr.id IS NULL` : sql``}
      ORDER BY l.last_strung + r.reminder_interval_days, r.id
      LIMIT ${DUE_LIST_LIMIT}`),
  );
  return rows.map((r) => ({ ...r, racket_id: Number(r.racket_id), interval_days: Number(r.interval_days) }));
}

export const customerNameOf = (row: DueRow) => `${row.first_name} ${row.last_name}`.trim();

export function racketName(row: Pick<DueRow, 'brand' | 'model' | 'nickname'>): string {
  const name = `${row.brand} ${row.model}`.replace(/\s+/g, ' ').trim();
  return row.nickname ? `${name} (${row.nickname})` : name;
}

/**
 * The shop's reminder channel setting with the customer's preference (chooseChannel): by default email when they
 * gave one, else WhatsApp when their phone is on it and they did not reply STOP, else none.
 */
export function channelOf(row: DueRow, rule: ChannelRule = 'first_available'): ReminderChannel {
  const reachable = {
    email: Boolean(row.email),
    whatsapp: Boolean(whatsappLink(row.phone)) && !row.whatsapp_opted_out,
  };
  return chooseChannel({ kind: 'reminder', rule, preferred: row.preferred_channel, reachable }) ?? 'none';
}

/** The reminder text in the customer's language. */
export function reminderTextOf(shop: { name: string; phone: string }, row: DueRow): string {
  return reminderText(row.language, {
    customerName: customerNameOf(row),
    racket: racketName(row),
    lastStrungOn: row.last_strung,
    shopName: shop.name,
    shopPhone: shop.phone,
  });
}

/** The click-to-chat link is offered only while the system does not send WhatsApp itself. */
export function toDueReminder(
  config: Config,
  row: DueRow,
  settings: { channels: { reminder: ChannelRule }; name: string; phone: string },
): DueReminder {
  const channel = channelOf(row, settings.channels.reminder);
  const link = channel === 'whatsapp' && !config.whatsapp.enabled ? whatsappLink(row.phone) : null;
  return {
    racket_id: row.racket_id,
    customer_id: row.customer_id,
    customer_name: customerNameOf(row),
    racket: racketName(row),
    last_strung_at: row.last_strung,
    due_at: row.due_date,
    channel,
    reminder_interval_days: row.interval_days,
    reminded_at: row.reminded_at === null ? null : new Date(row.reminded_at).toISOString(),
    whatsapp_url: link ? `${link}?text=${encodeURIComponent(reminderTextOf(settings, row))}` : null,
  };
}
