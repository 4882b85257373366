// The jobs per stage and store, kept by triggers: matches apps/server/migrations/0054_job_counts.sql, checked by
// test/core/schema-drift.test.ts. Written only by the migration's triggers, in the writing transaction's slot (as the
// report totals, 0032_report_slots.sql); a key's count is the sum of its slots (services/jobs/find-jobs.ts reads it).
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const jobCounts = pgTable(
  'job_counts',
  {
    stage: text('stage').notNull(),
    store: text('store').notNull(),
    slot: integer('slot').notNull().default(0),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.stage, t.store, t.slot] })],
);
