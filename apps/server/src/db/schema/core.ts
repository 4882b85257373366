import { sql } from 'drizzle-orm';
import { bigserial, boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role } from '@shop/domain/roles';
import { fils, type Fils } from '@shop/domain/money';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  requestedRole: text('requested_role').$type<Role>().notNull(),
  role: text('role').$type<Role>(),
  requestStatus: text('request_status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
  passwordHash: text('password_hash'),
  decidedBy: integer('decided_by'),
  decidedAt: ts('decided_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const passwordTokens = pgTable('password_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  purpose: text('purpose').$type<'set' | 'reset'>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull().default(fils(0)),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorId: integer('actor_id'),
  action: text('action').notNull(),
  subject: text('subject'),
  details: jsonb('details')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const emailOutbox = pgTable('email_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  status: text('status').$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(fils(0)),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const customers = pgTable('customers', {
  id: integer('id').primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  searchText: text('search_text').generatedAlwaysAs(
    sql`lower(id::text || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'))`,
  ),
  syncedAt: ts('synced_at').notNull().defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const customerAddresses = pgTable('customer_addresses', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  addressLine: text('address_line').notNull(),
  area: text('area').notNull(),
  landmark: text('landmark').notNull().default(''),
  pincode: text('pincode').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull().default('UAE'),
  addressType: text('address_type').$type<'Home' | 'Office' | 'Other'>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One line of an invoice, money in fils, VAT included in total_fils. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unit_price_fils: Fils;
  vat_fils: Fils;
  total_fils: Fils;
}

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  invoiceNumber: text('invoice_number').notNull(),
  customerId: integer('customer_id'),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull().default(''),
  amountFils: integer('amount_fils').$type<Fils>().notNull(),
  vatFils: integer('vat_fils').$type<Fils>().notNull(),
  status: text('status').notNull().default('paid'),
  description: text('description').notNull(),
  transactionId: text('transaction_id').notNull(),
  paymentMethod: text('payment_method').$type<'online' | 'in-store' | 'free'>().notNull(),
  lines: jsonb('lines')
    .$type<InvoiceLine[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** What issued it (e.g. "checkout:12" or "booking:40"): unique, so an invoice is issued once. */
  sourceKey: text('source_key').notNull(),
  transactionDate: ts('transaction_date').notNull().defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
