import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { ts, requiredRef } from './columns';
import { bookings } from './bookings';
import { staffUsers } from './core';

/** 0048_job_photos.sql: a job's intake photos, at most 4 (slots 1-4); the file is in the storage adapter. */
export const jobPhotos = pgTable(
  'job_photos',
  {
    id: serial('id').primaryKey(),
    bookingId: requiredRef('booking_id', () => bookings.id, 'cascade'),
    slot: smallint('slot').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    showToCustomer: boolean('show_to_customer').notNull().default(false),
    createdBy: integer('created_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('job_photos_slot_check', sql`slot BETWEEN 1 AND 4`), unique().on(t.bookingId, t.slot)],
);
