// Backups the server made. Matches apps/server/migrations/0045_backups.sql, checked by test/core/schema-drift.test.ts.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BACKUP_ENGINES, BACKUP_OUTCOMES, BACKUP_REASONS } from '@shop/domain/contracts/backups';
import type { BackupEngine, BackupOutcome, BackupReason } from '@shop/domain/contracts/backups';
import { oneOf } from './checks';
import { ts } from './columns';
import { staffUsers } from './core';

/** One backup: daily (one per Dubai day across instances: daily_date is unique) or asked for by a superadmin; one runs at a time. */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    engine: text('engine').$type<BackupEngine>().notNull(),
    reason: text('reason').$type<BackupReason>().notNull(),
    dailyDate: date('daily_date', { mode: 'string' }).unique(),
    outcome: text('outcome').$type<BackupOutcome>().notNull().default('running'),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    requestedBy: integer('requested_by').references(() => staffUsers.id),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    oneOf(t.engine, BACKUP_ENGINES),
    oneOf(t.reason, BACKUP_REASONS),
    oneOf(t.outcome, BACKUP_OUTCOMES),
    index('backups_started_at_idx').on(t.startedAt),
    // One backup at a time across instances.
    uniqueIndex('backups_one_running_idx')
      .on(t.outcome)
      .where(sql`outcome = 'running'`),
  ],
);
