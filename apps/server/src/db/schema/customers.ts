// Tables of the customers area. Matches apps/server/migrations/0002_customers.sql, checked by
// test/core/schema-drift.test.ts. (customers and customer_addresses are in core.ts, from 0001_core.sql.)
// The claim rule's trigger (free_stringing_claim_guard) and the racket-only entitlement trigger
// (free_stringing_entitlement_racket_guard, 0012_purchase_category.sql) live only in the SQL.
import { sql } from 'drizzle-orm';
import { fils, type Fils } from '@shop/domain/money';
import { PURCHASE_CATEGORIES, type PurchaseCategory } from '@shop/domain/purchase-category';
import { FREE_STRINGING } from '@shop/domain/business';
import { check, date, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef, ts } from './columns';
import { above, atLeast, checkOn, oneOf } from './checks';
import { customers, staffUsers } from './core';

const day = (name: string) => date(name, { mode: 'string' });

/** The local store platform's customers (STORE_PROVIDER=local). */
export const storeCustomers = pgTable(
  'store_customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone').notNull().default(''),
    dateCreated: ts('date_created').notNull().defaultNow(),
  },
  () => [uniqueIndex('store_customers_email_key').on(sql`lower(email)`)],
);

export const storeProducts = pgTable(
  'store_products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    category: text('category').notNull().default('Accessories'),
    priceFils: integer('price_fils').$type<Fils>().notNull(),
  },
  (t) => [atLeast(t.priceFils, 0)],
);

export const storeOrders = pgTable(
  'store_orders',
  {
    id: serial('id').primaryKey(),
    customerId: requiredRef('customer_id', () => storeCustomers.id),
    billingName: text('billing_name').notNull(),
    email: text('email').notNull(),
    status: text('status').notNull().default('Completed'),
    subtotalIncTaxFils: integer('subtotal_inc_tax_fils').$type<Fils>().notNull(),
    shippingIncTaxFils: integer('shipping_inc_tax_fils').$type<Fils>().notNull().default(fils(0)),
    totalIncTaxFils: integer('total_inc_tax_fils').$type<Fils>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the order last changed (0010); the order sync reads from a watermark of these. */
    modifiedAt: ts('modified_at').notNull().defaultNow(),
    /** How much of the order was refunded, VAT included (0010). */
    refundedFils: integer('refunded_fils').$type<Fils>().notNull().default(fils(0)),
  },
  (t) => [
    atLeast(t.subtotalIncTaxFils, 0),
    atLeast(t.shippingIncTaxFils, 0),
    atLeast(t.totalIncTaxFils, 0),
    atLeast(t.refundedFils, 0),
    index('store_orders_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    index('store_orders_modified_idx').on(t.modifiedAt, t.id),
  ],
);

export const storeOrderProducts = pgTable(
  'store_order_products',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => storeOrders.id, 'cascade'),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceIncTaxFils: integer('unit_price_inc_tax_fils').$type<Fils>().notNull(),
    totalIncTaxFils: integer('total_inc_tax_fils').$type<Fils>().notNull(),
  },
  (t) => [
    above(t.quantity, 0),
    atLeast(t.unitPriceIncTaxFils, 0),
    atLeast(t.totalIncTaxFils, 0),
    index('store_order_products_order_idx').on(t.orderId),
  ],
);

/** Purchases recorded for a customer; unit price in fils, VAT included. */
export const customerPurchases = pgTable(
  'customer_purchases',
  {
    id: serial('id').primaryKey(),
    customerId: requiredRef('customer_id', () => customers.id, 'cascade'),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    unitPriceFils: integer('unit_price_fils').$type<Fils>().notNull(),
    quantity: integer('quantity').notNull(),
    purchaseDate: day('purchase_date').notNull(),
    source: text('source').$type<'in-store' | 'online'>().notNull().default('in-store'),
    category: text('category').$type<PurchaseCategory>().notNull().default('racket'),
    recordedBy: integer('recorded_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    above(t.productId, 0),
    checkOn(t.productName, sql`length(trim(product_name)) > 0`),
    atLeast(t.unitPriceFils, 0),
    checkOn(t.quantity, sql`quantity BETWEEN 1 AND 100`),
    oneOf(t.source, ['in-store', 'online']),
    oneOf(t.category, PURCHASE_CATEGORIES),
    index('customer_purchases_customer_idx').on(
      t.customerId,
      t.purchaseDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** One racket unit's free stringings; `id` is the API's rp_id. */
export const freeStringingEntitlements = pgTable(
  'free_stringing_entitlements',
  {
    id: serial('id').primaryKey(),
    purchaseId: requiredRef('purchase_id', () => customerPurchases.id, 'cascade'),
    customerId: requiredRef('customer_id', () => customers.id, 'cascade'),
    unitNumber: integer('unit_number').notNull(),
    racketName: text('racket_name').notNull(),
    totalServices: integer('total_services').notNull().default(10),
    serviceValueFils: integer('service_value_fils').$type<Fils>().notNull().default(FREE_STRINGING.valueFils),
    validFrom: day('valid_from').notNull(),
    validUntil: day('valid_until').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    atLeast(t.unitNumber, 1),
    checkOn(t.totalServices, sql`total_services = 10`),
    checkOn(t.serviceValueFils, sql`service_value_fils = 7500`),
    unique().on(t.purchaseId, t.unitNumber),
    check('free_stringing_entitlements_check', sql`valid_until = (valid_from + interval '12 months')::date`),
    index('free_stringing_entitlements_customer_idx').on(t.customerId, t.validUntil.desc().nullsFirst()),
    // 0023_reports.sql: the free-stringing liability reads the entitlements still valid.
    index('free_stringing_entitlements_valid_until_idx').on(t.validUntil),
  ],
);

/** A free stringing taken for a booking date; released claims (declined payments) no longer count. */
export const freeStringingClaims = pgTable(
  'free_stringing_claims',
  {
    id: serial('id').primaryKey(),
    entitlementId: requiredRef('entitlement_id', () => freeStringingEntitlements.id, 'cascade'),
    customerId: requiredRef('customer_id', () => customers.id, 'cascade'),
    claimNumber: integer('claim_number').notNull(),
    bookingDate: day('booking_date').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    releasedAt: ts('released_at'),
  },
  (t) => [
    checkOn(t.claimNumber, sql`claim_number BETWEEN 1 AND 10`),
    uniqueIndex('free_stringing_claims_number_key')
      .on(t.entitlementId, t.claimNumber)
      .where(sql`released_at IS NULL`),
    index('free_stringing_claims_entitlement_idx').on(t.entitlementId, t.bookingDate),
    index('free_stringing_claims_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
  ],
);
