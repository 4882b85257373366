import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoreLineKind } from '@shop/domain/store-invoice-totals';
import type { Fils } from '@shop/domain/money';

// Matches apps/server/migrations/0005_store_invoices.sql.
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
  unitPriceFils: integer('unit_price_fils').$type<Fils>().notNull(),
  vatFils: integer('vat_fils').$type<Fils>().notNull(),
  totalFils: integer('total_fils').$type<Fils>().notNull(),
});
