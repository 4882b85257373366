// Tables of the customers area. Matches apps/server/migrations/0002_customers.sql.
// (customers and customer_addresses are in core.ts, from 0001_core.sql.)
import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** The local store platform's customers (STORE_PROVIDER=local). */
export const storeCustomers = pgTable('store_customers', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  dateCreated: ts('date_created').notNull().defaultNow(),
});

export const storeProducts = pgTable('store_products', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull(),
  name: text('name').notNull(),
  category: text('category').notNull().default('Accessories'),
  priceFils: integer('price_fils').notNull(),
});

export const storeOrders = pgTable('store_orders', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  billingName: text('billing_name').notNull(),
  email: text('email').notNull(),
  status: text('status').notNull().default('Completed'),
  subtotalIncTaxFils: integer('subtotal_inc_tax_fils').notNull(),
  shippingIncTaxFils: integer('shipping_inc_tax_fils').notNull().default(0),
  totalIncTaxFils: integer('total_inc_tax_fils').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** When the order last changed (0010); the order sync reads from a watermark of these. */
  modifiedAt: ts('modified_at').notNull().defaultNow(),
  /** How much of the order was refunded, VAT included (0010). */
  refundedFils: integer('refunded_fils').notNull().default(0),
});

export const storeOrderProducts = pgTable('store_order_products', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  productId: integer('product_id').notNull(),
  name: text('name').notNull(),
  sku: text('sku').notNull().default(''),
  quantity: integer('quantity').notNull(),
  unitPriceIncTaxFils: integer('unit_price_inc_tax_fils').notNull(),
  totalIncTaxFils: integer('total_inc_tax_fils').notNull(),
});

/** Purchases recorded for a customer; unit price in fils, VAT included. */
export const customerPurchases = pgTable('customer_purchases', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  productId: integer('product_id').notNull(),
  productName: text('product_name').notNull(),
  unitPriceFils: integer('unit_price_fils').notNull(),
  quantity: integer('quantity').notNull(),
  purchaseDate: day('purchase_date').notNull(),
  source: text('source').$type<'in-store' | 'online'>().notNull().default('in-store'),
  recordedBy: integer('recorded_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One racket unit's free stringings; `id` is the API's rp_id. */
export const freeStringingEntitlements = pgTable('free_stringing_entitlements', {
  id: serial('id').primaryKey(),
  purchaseId: integer('purchase_id').notNull(),
  customerId: integer('customer_id').notNull(),
  unitNumber: integer('unit_number').notNull(),
  racketName: text('racket_name').notNull(),
  totalServices: integer('total_services').notNull().default(10),
  serviceValueFils: integer('service_value_fils').notNull().default(7500),
  validFrom: day('valid_from').notNull(),
  validUntil: day('valid_until').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A free stringing taken for a booking date; released claims (declined payments) no longer count. */
export const freeStringingClaims = pgTable('free_stringing_claims', {
  id: serial('id').primaryKey(),
  entitlementId: integer('entitlement_id').notNull(),
  customerId: integer('customer_id').notNull(),
  claimNumber: integer('claim_number').notNull(),
  bookingDate: day('booking_date').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  releasedAt: ts('released_at'),
});
