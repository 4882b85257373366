import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoreLineKind } from '@shop/domain/store-invoice-totals';

// Matches apps/server/migrations/0005_store_invoices.sql and 0010_store_sync_credit_notes.sql.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A tax invoice made from one store-platform order (order_id is the store's order id). */
export const storeInvoices = pgTable('store_invoices', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  invoiceNumber: text('invoice_number').notNull(),
  customerId: integer('customer_id'),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull().default(''),
  orderDate: ts('order_date').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/** One line: unit price excludes VAT; total = quantity x unit price + VAT. Fils. */
export const storeInvoiceItems = pgTable('store_invoice_items', {
  id: serial('id').primaryKey(),
  storeInvoiceId: integer('store_invoice_id').notNull(),
  position: integer('position').notNull(),
  kind: text('kind').$type<StoreLineKind>().notNull(),
  productId: integer('product_id'),
  item: text('item').notNull(),
  description: text('description').notNull().default(''),
  quantity: integer('quantity').notNull(),
  unitPriceFils: integer('unit_price_fils').notNull(),
  vatFils: integer('vat_fils').notNull(),
  totalFils: integer('total_fils').notNull(),
});

/** A tax credit note for the refunded part of one store invoice (one line). Fils. */
export const storeCreditNotes = pgTable('store_credit_notes', {
  // From the invoices' sequence: one id space for the list of invoices and credit notes.
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('store_invoices_id_seq')`),
  storeInvoiceId: integer('store_invoice_id').notNull(),
  orderId: integer('order_id').notNull(),
  creditNoteNumber: text('credit_note_number').notNull(),
  invoiceNumber: text('invoice_number').notNull(),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull().default(''),
  refundKey: text('refund_key').notNull(),
  reason: text('reason').notNull().default(''),
  storeAmountFils: integer('store_amount_fils').notNull(),
  netFils: integer('net_fils').notNull(),
  vatFils: integer('vat_fils').notNull(),
  totalFils: integer('total_fils').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The one row of the order sync: its watermark and the lease of the instance syncing now. */
export const storeSyncState = pgTable('store_sync_state', {
  id: boolean('id').primaryKey().default(true),
  ordersWatermark: ts('orders_watermark'),
  leaseToken: text('lease_token'),
  leaseUntil: ts('lease_until'),
  lastSyncedAt: ts('last_synced_at'),
});

/** The one row of store settings; prices_include_vat null: not chosen (the store's setting, else true). */
export const storeSettings = pgTable('store_settings', {
  id: boolean('id').primaryKey().default(true),
  pricesIncludeVat: boolean('prices_include_vat'),
  updatedAt: ts('updated_at'),
  updatedBy: integer('updated_by'),
});
