// WhatsApp messages sent by the system. Matches apps/server/migrations/0047_whatsapp.sql (test/core/schema-drift.test.ts).
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  WHATSAPP_MESSAGE_KINDS,
  WHATSAPP_STATUSES,
  type WhatsAppMessageKind,
  type WhatsAppStatus,
} from '@shop/domain/contracts/whatsapp';
import { oneOf } from './checks';
import { ts } from './columns';
import { bookings } from './bookings';
import { customers, type EmailAttachment } from './core';

/** The email sent instead when WhatsApp fails. */
export interface FallbackEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The receipt PDF of a received message's fallback. */
  attachment?: EmailAttachment;
}

export const WHATSAPP_LANGUAGES = ['en', 'ar'] as const;

/** The WhatsApp outbox and each message's delivery status (services/whatsapp). */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<WhatsAppMessageKind>().notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    toPhone: text('to_phone').notNull(),
    template: text('template').notNull(),
    language: text('language').$type<'en' | 'ar'>().notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    fallbackEmail: jsonb('fallback_email').$type<FallbackEmail>(),
    status: text('status').$type<WhatsAppStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    waMessageId: text('wa_message_id').unique(),
    fellBackAt: ts('fell_back_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    statusAt: ts('status_at'),
  },
  (t) => [
    oneOf(t.kind, WHATSAPP_MESSAGE_KINDS),
    oneOf(t.language, WHATSAPP_LANGUAGES),
    oneOf(t.status, WHATSAPP_STATUSES),
    uniqueIndex('whatsapp_messages_job_kind_idx')
      .on(t.bookingId, t.kind)
      .where(sql`booking_id IS NOT NULL`),
    index('whatsapp_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status IN ('queued', 'sending')`),
  ],
);

/** Customers who replied STOP on WhatsApp. */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  optedOutAt: ts('opted_out_at').notNull().defaultNow(),
});
