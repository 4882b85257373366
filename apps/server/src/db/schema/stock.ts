// String stock. Matches apps/server/migrations/0021_string_stock.sql, checked by test/core/schema-drift.test.ts.
// Lengths in integer centimetres; a string's stock is the sum of its ledger, kept as a running total on its row by the
// ledger's triggers (migration 0058).
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STOCK_ENTRY_KINDS, type StockEntryKind } from '@shop/domain/contracts/stock';
import { bookings } from './bookings';
import { checkOn, oneOf } from './checks';
import { staffUsers } from './core';

/**
 * One row per stocked string: its stock (the running total of its ledger, moved by the ledger's triggers), its
 * threshold and whether admins were told it fell below it.
 */
export const stringStock = pgTable(
  'string_stock',
  {
    stringId: integer('string_id').primaryKey(),
    thresholdCm: integer('threshold_cm').notNull().default(2400),
    stockCm: integer('stock_cm').notNull().default(0),
    lowNotified: boolean('low_notified').notNull().default(false),
  },
  (t) => [checkOn(t.stringId, sql`string_id BETWEEN 1 AND 99`), checkOn(t.thresholdCm, sql`threshold_cm >= 0`)],
);

/** Every move of a string's stock, with who, when and (for used and returned string) the job. */
export const stringStockLedger = pgTable(
  'string_stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stringId: integer('string_id')
      .notNull()
      .references(() => stringStock.stringId),
    deltaCm: integer('delta_cm').notNull(),
    kind: text('kind').$type<StockEntryKind>().notNull(),
    reason: text('reason'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    byStaff: integer('by_staff').references(() => staffUsers.id),
    at: timestamp('at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    checkOn(t.deltaCm, sql`delta_cm <> 0`),
    oneOf(t.kind, STOCK_ENTRY_KINDS),
    check(
      'string_stock_ledger_check',
      sql`(kind = 'received' AND delta_cm > 0) OR (kind = 'used' AND delta_cm < 0) OR (kind = 'returned' AND delta_cm > 0) OR kind = 'adjusted'`,
    ),
    check('string_stock_ledger_check1', sql`kind <> 'adjusted' OR length(trim(reason)) >= 3`),
    check('string_stock_ledger_check2', sql`booking_id IS NULL OR kind IN ('used', 'returned')`),
    index('string_stock_ledger_string_idx').on(t.stringId, t.id),
    uniqueIndex('string_stock_ledger_job_key')
      .on(t.bookingId, t.stringId, t.kind)
      .where(sql`booking_id IS NOT NULL`),
  ],
);
