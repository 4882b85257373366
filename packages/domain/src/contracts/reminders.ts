import { z } from 'zod';
import { DEFAULT_DUE_WITHIN_DAYS, MAX_DUE_WITHIN_DAYS } from '../reminders/due';

/** Restring reminders (docs/product/reminders.md): the due list, sending, unsubscribing. */
export const REMINDER_MESSAGES = {
  withinInvalid: `within must be a whole number of days from 0 to ${MAX_DUE_WITHIN_DAYS}.`,
  racketIdsInvalid: 'racket_ids must list 1 to 200 racket ids (positive whole numbers).',
  viaInvalid: 'via must be "email" or "whatsapp".',
  tokenInvalid: 'This unsubscribe link is not valid. Please use the link from the latest reminder email.',
  unsubscribed: 'You will not receive restring reminders any more.',
} as const;

/** How the reminder reaches the customer: email when they gave one, else a WhatsApp click-to-chat link, else none. */
export const REMINDER_CHANNELS = ['email', 'whatsapp', 'none'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const MAX_RACKETS_PER_SEND = 200;

/** `GET /api/reminders/due?within=14`. */
export const dueRemindersQuerySchema = z.object({
  within: z
    .string({ error: REMINDER_MESSAGES.withinInvalid })
    .regex(/^[0-9]{1,3}$/, REMINDER_MESSAGES.withinInvalid)
    .transform(Number)
    .pipe(z.number().max(MAX_DUE_WITHIN_DAYS, REMINDER_MESSAGES.withinInvalid))
    .optional()
    .default(DEFAULT_DUE_WITHIN_DAYS),
});

export const dueReminderSchema = z.object({
  racket_id: z.number().int(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  /** "Babolat Pure Aero (Sunday racket)". */
  racket: z.string(),
  /** YYYY-MM-DD (Dubai) of its last stringing here. */
  last_strung_at: z.string(),
  /** YYYY-MM-DD: last stringing + the racket's interval. */
  due_at: z.string(),
  channel: z.enum(REMINDER_CHANNELS),
  reminder_interval_days: z.number().int(),
  /** When the reminder for this due date went out (ISO), null when not yet. */
  reminded_at: z.string().nullable(),
  /** The reminder text as a WhatsApp click-to-chat link, when the customer has a phone WhatsApp reaches. */
  whatsapp_url: z.string().nullable(),
});
export type DueReminder = z.infer<typeof dueReminderSchema>;

/** `POST /api/reminders/send`: email the reminder (default), or record that it went by WhatsApp. */
export const sendRemindersSchema = z.object({
  racket_ids: z
    .array(z.number({ error: REMINDER_MESSAGES.racketIdsInvalid }).int().positive(REMINDER_MESSAGES.racketIdsInvalid), {
      error: REMINDER_MESSAGES.racketIdsInvalid,
    })
    .min(1, REMINDER_MESSAGES.racketIdsInvalid)
    .max(MAX_RACKETS_PER_SEND, REMINDER_MESSAGES.racketIdsInvalid),
  via: z.enum(['email', 'whatsapp'], { error: REMINDER_MESSAGES.viaInvalid }).optional().default('email'),
});
export type SendRemindersInput = z.input<typeof sendRemindersSchema>;

/** Sent: reminders recorded now. Skipped: not due, already reminded for that due date, unsubscribed, or no way to reach. */
export const sendRemindersResponseSchema = z.object({ sent: z.number().int(), skipped: z.number().int() });
export type SendRemindersResponse = z.infer<typeof sendRemindersResponseSchema>;

/** `POST /api/reminders/unsubscribe` (public): the signed token of the email's link. */
export const unsubscribeSchema = z.object({
  token: z
    .string({ error: REMINDER_MESSAGES.tokenInvalid })
    .min(1, REMINDER_MESSAGES.tokenInvalid)
    .max(200, REMINDER_MESSAGES.tokenInvalid),
});
export const unsubscribeResponseSchema = z.object({ message: z.string() });
