// The narrow copies the bookings' and invoices' searches walk (apps/server/migrations/0056_list_search.sql), checked by
// test/core/schema-drift.test.ts. Written only by the migration's triggers; read by the searches of
// services/bookings/find-bookings.ts and services/invoices/find-invoices.ts (docs/decisions/lists.md).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { bookings } from './bookings';
import { invoices } from './core';

export const bookingSearch = pgTable(
  'booking_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('booking_search_walk_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.searchText),
    index('booking_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const invoiceSearch = pgTable(
  'invoice_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    transactionDate: ts('transaction_date').notNull(),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('invoice_search_walk_idx').on(t.transactionDate.desc().nullsFirst(), t.id.desc().nullsFirst(), t.searchText),
    index('invoice_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
