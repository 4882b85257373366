// Tables of booking cancellations, refunds and credit notes. Matches apps/server/migrations/0015_cancellations.sql,
// checked by test/core/schema-drift.test.ts. Money in integer fils.
import { sql } from 'drizzle-orm';
import type { Fils } from '@shop/domain/money';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { requiredRef, ts } from './columns';
import { above, atLeast, oneOf } from './checks';
import { bookings, checkouts, sandboxPayments } from './bookings';
import { invoices, staffUsers, type InvoiceLine } from './core';

export const REFUND_CAUSES = ['cancel', 'change', 'late-payment'] as const;
export const REFUND_ROW_STATUSES = ['pending', 'refunded', 'failed', 'due-in-store', 'unknown'] as const;
export type RefundRowStatus = (typeof REFUND_ROW_STATUSES)[number];

/** A refund of (part of) a booking's online payment: to the card through the provider, or at the counter. */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: requiredRef('booking_id', () => bookings.id),
    checkoutId: requiredRef('checkout_id', () => checkouts.id),
    cause: text('cause').$type<(typeof REFUND_CAUSES)[number]>().notNull(),
    status: text('status').$type<RefundRowStatus>().notNull(),
    amountFils: integer('amount_fils').$type<Fils>().notNull(),
    providerReference: text('provider_reference'),
    failure: text('failure'),
    /** A call to the provider is under way (one at a time). */
    attemptStartedAt: ts('attempt_started_at'),
    createdBy: integer('created_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    oneOf(t.cause, REFUND_CAUSES),
    oneOf(t.status, REFUND_ROW_STATUSES),
    above(t.amountFils, 0),
    index('booking_refunds_booking_idx').on(t.bookingId),
    index('booking_refunds_checkout_idx').on(t.checkoutId),
    // Payments to resolve: refunds whose outcome is unknown (0043_telr_edge_cases.sql).
    index('booking_refunds_unknown_idx')
      .on(t.id)
      .where(sql`status IN ('unknown', 'pending')`),
  ],
);

/** One cancellation per booking: why, who, and what happened to the money and the free stringing. */
export const bookingCancellations = pgTable(
  'booking_cancellations',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    reason: text('reason').notNull(),
    canceledBy: integer('canceled_by').references(() => staffUsers.id),
    claimReleased: boolean('claim_released').notNull().default(false),
    paymentVoided: boolean('payment_voided').notNull().default(false),
    refundId: integer('refund_id')
      .unique()
      .references(() => bookingRefunds.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  () => [check('booking_cancellations_reason_check', sql`length(reason) BETWEEN 3 AND 500`)],
);

/** Numbers of the booking credit notes (CN-0001). */
export const creditNoteNumberSeq = pgSequence('credit_note_number_seq', { startWith: 1 });

/** A tax credit note: the part of a booking invoice given back, one per refund. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    creditNoteNumber: text('credit_note_number').notNull().unique(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    bookingId: requiredRef('booking_id', () => bookings.id),
    refundId: integer('refund_id')
      .notNull()
      .unique()
      .references(() => bookingRefunds.id),
    reason: text('reason').notNull(),
    lines: jsonb('lines')
      .$type<InvoiceLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    amountFils: integer('amount_fils').$type<Fils>().notNull(),
    vatFils: integer('vat_fils').$type<Fils>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    above(t.amountFils, 0),
    atLeast(t.vatFils, 0),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    // The cash-up's credit notes of a day (0044_cash_up.sql).
    index('credit_notes_created_idx').on(t.createdAt),
  ],
);

/** The sandbox provider's refunds, one per refund key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    refundKey: text('refund_key').primaryKey(),
    reference: text('reference')
      .notNull()
      .references(() => sandboxPayments.reference),
    amountFils: integer('amount_fils').$type<Fils>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [above(t.amountFils, 0)],
);
