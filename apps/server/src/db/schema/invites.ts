// Customer invites (email lowercased). Matches apps/server/migrations/0004_tickets.sql.
import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const invites = pgTable('invites', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  invitedBy: integer('invited_by'),
  emailOutboxId: bigint('email_outbox_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
