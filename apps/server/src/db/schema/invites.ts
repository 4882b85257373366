// Customer invites (email lowercased). Matches apps/server/migrations/0004_tickets.sql, checked by
// test/core/schema-drift.test.ts.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOn } from './checks';
import { emailOutbox, staffUsers } from './core';

export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    invitedBy: integer('invited_by').references(() => staffUsers.id),
    emailOutboxId: bigint('email_outbox_id', { mode: 'number' }).references(() => emailOutbox.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    checkOn(t.email, sql`email = lower(email)`),
    index('invites_email_idx').on(t.email, t.createdAt.desc().nullsFirst()),
  ],
);
