// How many rows have left each remembered list: matches apps/server/migrations/0037_list_leaves.sql, checked by
// test/core/schema-drift.test.ts. Written only by the migration's triggers (services/paging/known-long.ts reads it).
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const listLeaves = pgTable('list_leaves', {
  list: text('list').primaryKey(),
  leaves: bigint('leaves', { mode: 'number' }).notNull().default(0),
});
