// Restring reminders. Matches apps/server/migrations/0022_reminders.sql, checked by test/core/schema-drift.test.ts.
import { bigserial, date, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { customers, staffUsers } from './core';
import { customerRackets } from './jobs';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const REMINDER_SENT_CHANNELS = ['email', 'whatsapp'] as const;
export type ReminderSentChannel = (typeof REMINDER_SENT_CHANNELS)[number];

/** One reminder per racket and due date (the unique key is the guarantee). sentBy null: the automatic sender. */
export const restringReminders = pgTable(
  'restring_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    racketId: integer('racket_id')
      .notNull()
      .references(() => customerRackets.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ReminderSentChannel>().notNull(),
    sentBy: integer('sent_by').references(() => staffUsers.id),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [oneOf(t.channel, REMINDER_SENT_CHANNELS), unique().on(t.racketId, t.dueDate)],
);

/** Customers who unsubscribed from reminders. */
export const reminderUnsubscribes = pgTable('reminder_unsubscribes', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  unsubscribedAt: ts('unsubscribed_at').notNull().defaultNow(),
});

/** The automatic sender's claim of a Dubai day. */
export const reminderRuns = pgTable('reminder_runs', {
  runDate: date('run_date', { mode: 'string' }).primaryKey(),
  startedAt: ts('started_at').notNull().defaultNow(),
  sent: integer('sent').notNull().default(0),
});
