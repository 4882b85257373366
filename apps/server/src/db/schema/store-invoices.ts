// Matches apps/server/migrations/0005_store_invoices.sql, 0010_store_sync_credit_notes.sql and 0013_store_invoice_replacement.sql, checked by test/core/schema-drift.test.ts.
import type { ShopSettingsValues } from '@shop/domain/contracts/shop-settings';
import { sql } from 'drizzle-orm';
import type { Fils } from '@shop/domain/money';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { requiredRef, ts } from './columns';
import { STORE_LINE_KINDS, type StoreLineKind } from '@shop/domain/store-invoice-totals';
import { above, atLeast, checkOn, oneOf } from './checks';
import { staffUsers } from './core';

/** Numbers of the store invoices ('SI-' and the next value; import-store-invoices.ts). */
export const storeInvoiceNumberSeq = pgSequence('store_invoice_number_seq', { startWith: 1001 });

/**
 * A tax invoice made from one store-platform order (order_id is the store's order id). An edit
 * issues a replacement (replaces_id) and marks the original (replaced_by_id); one original per order.
 */
export const storeInvoices = pgTable(
  'store_invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    customerId: integer('customer_id'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    orderDate: ts('order_date').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staffUsers.id),
    replacesId: integer('replaces_id')
      .unique()
      .references((): AnyPgColumn => storeInvoices.id),
    replacedById: integer('replaced_by_id')
      .unique()
      .references((): AnyPgColumn => storeInvoices.id),
  },
  (t) => [
    uniqueIndex('store_invoices_order_id_key')
      .on(t.orderId)
      .where(sql`replaces_id IS NULL`),
    index('store_invoices_order_idx').on(t.orderId),
    index('store_invoices_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('store_invoices_search_trgm_idx').using(
      'gin',
      sql`lower(invoice_number || ' ' || customer_name || ' ' || order_id::text) gin_trgm_ops`,
    ),
  ],
);

/**
 * One line, fils. price_includes_vat: total = quantity x unit price (VAT inside it); otherwise
 * total = quantity x unit price + VAT.
 */
export const storeInvoiceItems = pgTable(
  'store_invoice_items',
  {
    id: serial('id').primaryKey(),
    storeInvoiceId: requiredRef('store_invoice_id', () => storeInvoices.id, 'cascade'),
    position: integer('position').notNull(),
    kind: text('kind').$type<StoreLineKind>().notNull(),
    productId: integer('product_id'),
    item: text('item').notNull(),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceFils: integer('unit_price_fils').$type<Fils>().notNull(),
    vatFils: integer('vat_fils').$type<Fils>().notNull(),
    totalFils: integer('total_fils').$type<Fils>().notNull(),
    priceIncludesVat: boolean('price_includes_vat').notNull().default(false),
  },
  (t) => [
    oneOf(t.kind, STORE_LINE_KINDS),
    atLeast(t.quantity, 1),
    check('store_invoice_items_check', sql`kind <> 'product' OR product_id IS NOT NULL`),
    checkOn(
      t.totalFils,
      sql`total_fils = CASE WHEN price_includes_vat THEN quantity * unit_price_fils ELSE quantity * unit_price_fils + vat_fils END`,
    ),
    unique().on(t.storeInvoiceId, t.position),
  ],
);

/** Numbers of the store credit notes ('SCN-' and the next value). */
export const storeCreditNoteNumberSeq = pgSequence('store_credit_note_number_seq', { startWith: 1001 });

/** A tax credit note for the refunded part of one store invoice (one line). Fils. */
export const storeCreditNotes = pgTable(
  'store_credit_notes',
  {
    // From the invoices' sequence: one id space for the list of invoices and credit notes.
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('store_invoices_id_seq')`),
    storeInvoiceId: requiredRef('store_invoice_id', () => storeInvoices.id, 'cascade'),
    orderId: integer('order_id').notNull(),
    creditNoteNumber: text('credit_note_number').notNull().unique(),
    invoiceNumber: text('invoice_number').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    refundKey: text('refund_key').notNull(),
    reason: text('reason').notNull().default(''),
    storeAmountFils: integer('store_amount_fils').$type<Fils>().notNull(),
    netFils: integer('net_fils').$type<Fils>().notNull(),
    vatFils: integer('vat_fils').$type<Fils>().notNull(),
    totalFils: integer('total_fils').$type<Fils>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    above(t.storeAmountFils, 0),
    above(t.netFils, 0),
    atLeast(t.vatFils, 0),
    checkOn(t.totalFils, sql`total_fils = net_fils + vat_fils`),
    unique().on(t.storeInvoiceId, t.refundKey),
    index('store_credit_notes_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('store_credit_notes_search_trgm_idx').using(
      'gin',
      sql`lower(credit_note_number || ' ' || customer_name || ' ' || order_id::text) gin_trgm_ops`,
    ),
  ],
);

/** The one row of the order sync: its watermark and the lease of the instance syncing now. */
export const storeSyncState = pgTable(
  'store_sync_state',
  {
    id: boolean('id').primaryKey().default(true),
    ordersWatermark: ts('orders_watermark'),
    leaseToken: text('lease_token'),
    leaseUntil: ts('lease_until'),
    lastSyncedAt: ts('last_synced_at'),
  },
  (t) => [checkOn(t.id, sql`id`)],
);

/** The one row of store settings; prices_include_vat null: not chosen (the store's setting, else true). */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: boolean('id').primaryKey().default(true),
    pricesIncludeVat: boolean('prices_include_vat'),
    /** The shop's default spec for a new racket (a job spec input); null = the product's default (0018). */
    defaultSpec: jsonb('default_spec').$type<Record<string, unknown>>(),
    /** Show numbers in Arabic-Indic digits in Arabic (0020); Latin digits by default. */
    arabicDigits: boolean('arabic_digits').notNull().default(false),
    /** The superadmin's message settings (shop-settings contract); null = the env settings (0050). */
    shopSettings: jsonb('shop_settings').$type<ShopSettingsValues>(),
    updatedAt: ts('updated_at'),
    updatedBy: integer('updated_by').references(() => staffUsers.id),
  },
  (t) => [checkOn(t.id, sql`id`)],
);
