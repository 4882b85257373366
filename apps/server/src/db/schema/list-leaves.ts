// How many rows have left each remembered list (apps/server/migrations/0037_list_leaves.sql) and the rows per hour of a
// dated list (0055_list_hours.sql), checked by
// test/core/schema-drift.test.ts. Written only by the migration's triggers (services/paging/known-long.ts reads it).
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const listLeaves = pgTable('list_leaves', {
  list: text('list').primaryKey(),
  leaves: bigint('leaves', { mode: 'number' }).notNull().default(0),
});

/**
 * Rows per UTC day of a dated list (migration 0055_list_hours.sql: the bookings by created_at), in the writing
 * transaction's slot; a day's count is the sum of its slots. The deepest numbered pages start from the day they fall
 * in (services/paging/dated-page.ts).
 */
export const listHours = pgTable(
  'list_hours',
  {
    list: text('list').notNull(),
    hour: timestamp('hour', { mode: 'string' }).notNull(),
    slot: integer('slot').notNull().default(0),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.hour, t.slot] })],
);

/**
 * Rows per block of 1,000 ids of an id-ordered list (migration 0057_list_blocks.sql: the customers), in the writing
 * transaction's slot; a block's count is the sum of its slots. The customers' deepest numbered pages start from the
 * block they fall in (services/paging/id-page.ts).
 */
export const listBlocks = pgTable(
  'list_blocks',
  {
    list: text('list').notNull(),
    block: integer('block').notNull(),
    slot: integer('slot').notNull().default(0),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.block, t.slot] })],
);
