// Core tables. Matches apps/server/migrations/0001_core.sql (and 0006-0009), checked by
// test/core/schema-drift.test.ts: columns, constraints and indexes alike.
import { sql } from 'drizzle-orm';
import type { Fils } from '@shop/domain/money';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { requiredRef, ts } from './columns';
import { ADDRESS_TYPES } from '@shop/domain/contracts/addresses';
import { STORES, type Store } from '@shop/domain/pickup';
import { ROLES, type Role } from '@shop/domain/roles';
import { LANGUAGES, type Language } from '@shop/domain/i18n/languages';
import { PREFERRED_CHANNELS, type PreferredChannel } from '@shop/domain/contracts/customer-channel';
import { atLeast, checkOn, oneOf } from './checks';

const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** A file sent with an email: its name, type and bytes. */
export interface EmailFile {
  filename: string;
  content_type: string;
  base64: string;
}
/**
 * A file the outbox makes when it sends the email: a job's drop-off receipt (A5 PDF). Queued inside the booking's
 * transaction, the receipt's PDF is not drawn there (docs/product/receipt.md, "Sent to the customer").
 */
export interface EmailFileToMake {
  filename: string;
  content_type: string;
  receipt_job_id: number;
}
/** An email's attachment as the outbox keeps it: the file, or what to make it from when the email is sent. */
export type EmailAttachment = EmailFile | EmailFileToMake;

const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
const PAYMENT_METHODS = ['online', 'in-store', 'free'] as const;

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    requestedRole: text('requested_role').$type<Role>().notNull(),
    role: text('role').$type<Role>(),
    requestStatus: text('request_status').$type<(typeof REQUEST_STATUSES)[number]>().notNull().default('pending'),
    passwordHash: text('password_hash'),
    decidedBy: integer('decided_by').references((): AnyPgColumn => staffUsers.id),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** The account's store, preselected in its in-store bookings (0016). */
    defaultStore: text('default_store').$type<Store>(),
    /** The account's language, remembered across browsers (0020). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Staff who leave: set while the account is deactivated, with who did it (0041). */
    deactivatedAt: ts('deactivated_at'),
    deactivatedBy: integer('deactivated_by').references((): AnyPgColumn => staffUsers.id),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [
    oneOf(t.requestedRole, ROLES),
    oneOf(t.language, LANGUAGES),
    oneOf(t.role, ROLES),
    oneOf(t.defaultStore, STORES),
    oneOf(t.requestStatus, REQUEST_STATUSES),
    uniqueIndex('staff_users_email_key').on(sql`lower(email)`),
    index('staff_users_request_status_idx').on(t.requestStatus, t.createdAt),
    index('staff_users_decided_idx')
      .on(t.decidedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`decided_by IS NOT NULL AND request_status <> 'pending'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => staffUsers.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => staffUsers.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').$type<'set' | 'reset'>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [oneOf(t.purpose, ['set', 'reset'])],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull().default(0),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => staffUsers.id),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    // The Audit screen's list and filters (0042); the table is append-only (a trigger refuses updates and deletes).
    index('audit_log_list_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The tickets resolved in a report's period (0060_report_tickets.sql).
    index('audit_log_ticket_resolved_idx')
      .on(t.createdAt, t.subject)
      .where(sql`action = 'ticket.status' AND details->>'to' = 'resolved'`),
    index('audit_log_area_idx').on(
      sql`split_part(action, '.', 1)`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The email's one attachment (the receipt PDF), base64 (0050). */
    attachment: jsonb('attachment').$type<EmailAttachment>(),
    status: text('status').$type<(typeof OUTBOX_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    oneOf(t.status, OUTBOX_STATUSES),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status IN ('pending', 'sending')`),
    index('email_outbox_to_idx').on(sql`lower(to_address)`, t.createdAt.desc().nullsFirst()),
    index('email_outbox_failed_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`status = 'failed'`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The ticket a "New support ticket" notification announces (0017); resolved when staff read it. */
    ticketId: integer('ticket_id'),
  },
  (t) => [index('notifications_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Null: the customer gave no email (a walk-in); nothing is emailed to them. */
    email: text('email'),
    phone: text('phone').notNull().default(''),
    syncedAt: ts('synced_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(id::text || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || phone || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'))`,
    ),
    /** The nine digits of a UAE mobile ("501234567"), null when the phone is not one. */
    phoneKey: text('phone_key').generatedAlwaysAs(
      sql`CASE WHEN regexp_replace(phone, '[^0-9]', '', 'g') ~ '^(00971|971|0)?5[0-9]{8}$' THEN right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) END`,
    ),
    /** The staff member who added the customer at the counter; null when copied from the online store. */
    createdBy: integer('created_by').references(() => staffUsers.id),
    /** The customer's preferred language: their emails and WhatsApp texts (0020). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** The channel they want messages on; null = the shop's default (0050). */
    preferredChannel: text('preferred_channel').$type<PreferredChannel>(),
  },
  (t) => [
    oneOf(t.language, LANGUAGES),
    oneOf(t.preferredChannel, PREFERRED_CHANNELS),
    index('customers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('customers_email_idx').on(sql`lower(email)`),
    index('customers_phone_key_idx').on(t.phoneKey),
    uniqueIndex('customers_walk_in_phone_key')
      .on(t.phoneKey)
      .where(sql`created_by IS NOT NULL`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: requiredRef('customer_id', () => customers.id, 'cascade'),
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
  },
  (t) => [
    checkOn(t.country, sql`country = 'UAE'`),
    oneOf(t.addressType, ADDRESS_TYPES),
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`is_default`),
  ],
);

/** One line of an invoice, money in fils, VAT included in total_fils. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unit_price_fils: Fils;
  vat_fils: Fils;
  total_fils: Fils;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    amountFils: integer('amount_fils').$type<Fils>().notNull(),
    vatFils: integer('vat_fils').$type<Fils>().notNull(),
    status: text('status').notNull().default('paid'),
    description: text('description').notNull(),
    transactionId: text('transaction_id').notNull(),
    paymentMethod: text('payment_method').$type<(typeof PAYMENT_METHODS)[number]>().notNull(),
    lines: jsonb('lines')
      .$type<InvoiceLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What issued it (e.g. "checkout:12" or "booking:40"): unique, so an invoice is issued once. */
    sourceKey: text('source_key').notNull().unique(),
    transactionDate: ts('transaction_date').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** What the list's search matches (0034_invoices_search_text.sql). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(invoice_number || ' ' || customer_name || ' ' || transaction_id)`,
    ),
  },
  (t) => [
    atLeast(t.amountFils, 0),
    atLeast(t.vatFils, 0),
    oneOf(t.paymentMethod, PAYMENT_METHODS),
    index('invoices_transaction_date_idx').on(t.transactionDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** Numbers of the tax invoices (issue-invoice.ts). */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1001 });
