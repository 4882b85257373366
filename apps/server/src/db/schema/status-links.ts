import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, requiredRef } from './columns';
import { bookings } from './bookings';
import { staffUsers } from './core';

/** 0046_status_links.sql: a job's public status link, stored as a hash (services/status-links). */
export const jobStatusLinks = pgTable(
  'job_status_links',
  {
    id: serial('id').primaryKey(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'cascade'),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokedBy: integer('revoked_by').references(() => staffUsers.id),
  },
  (t) => [
    uniqueIndex('job_status_links_live_idx')
      .on(t.bookingId)
      .where(sql`revoked_at IS NULL`),
  ],
);
