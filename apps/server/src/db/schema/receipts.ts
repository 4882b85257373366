// The drop-off receipts sent to customers. Matches apps/server/migrations/0050_receipts.sql (test/core/schema-drift.test.ts).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { ts } from './columns';
import { bookings } from './bookings';

export const RECEIPT_CHANNELS = ['email', 'whatsapp', 'none'] as const;

/** One row per job whose receipt was sent (or could reach no channel): the claim that makes it once. */
export const jobReceipts = pgTable(
  'job_receipts',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<(typeof RECEIPT_CHANNELS)[number]>().notNull(),
    sentTo: text('sent_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [oneOf(t.channel, RECEIPT_CHANNELS)],
);
