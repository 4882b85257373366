// Tables of the bookings area. Matches apps/server/migrations/0003_bookings.sql (and 0011_payments_held.sql, 0038_instore_deposits.sql, 0043_telr_edge_cases.sql), checked by
// test/core/schema-drift.test.ts. Money in integer fils.
import { sql } from 'drizzle-orm';
import { fils, type Fils } from '@shop/domain/money';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef, ts } from './columns';
import { BOOKING_STATUSES, PAYMENT_OPTIONS, type BookingStatus, type PaymentOption } from '@shop/domain/booking-status';
import { SERVICE_TYPES, type ServiceType } from '@shop/domain/catalogue';
import { SERVICE_KINDS, type ServiceKind } from '@shop/domain/contracts/bookings';
import { CHECKOUT_STATUSES, type CheckoutStatus } from '@shop/domain/contracts/payments';
import { PICKUP_OPTIONS, STORES, type PickupOption } from '@shop/domain/pickup';
import { above, atLeast, checkOn, oneOf } from './checks';
import { customers, staffUsers } from './core';
import { freeStringingClaims, freeStringingEntitlements } from './customers';

const SANDBOX_STATUSES = ['pending', 'held', 'paid', 'declined', 'canceled', 'voided'] as const;

/** One submission: one cart_id, one pickup fee, one payment (or none when free / paid in store). */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id').notNull().unique(),
    customerId: requiredRef('customer_id', () => customers.id),
    status: text('status').$type<CheckoutStatus>().notNull(),
    paymentOption: text('payment_option').$type<PaymentOption>().notNull(),
    pickupOption: text('pickup_option').$type<PickupOption>().notNull(),
    amountFils: integer('amount_fils').$type<Fils>().notNull(),
    pickupFeeFils: integer('pickup_fee_fils').$type<Fils>().notNull(),
    provider: text('provider').$type<'sandbox' | 'telr'>(),
    providerReference: text('provider_reference'),
    paymentUrl: text('payment_url'),
    paidAt: ts('paid_at'),
    settledAt: ts('settled_at'),
    /** When the provider first reported the payment held (authorised, or on hold for review). */
    heldAt: ts('held_at'),
    /** An admin's void of the held payment is under way at the provider (one at a time). */
    voidStartedAt: ts('void_started_at'),
    /** When the expiry sweep last asked the provider about this held checkout (0043_telr_edge_cases.sql). */
    heldCheckedAt: ts('held_checked_at'),
    /** The provider's raw code of the answer that held it (Telr "3/H"; an unknown answer "3/E", "7"). */
    heldCode: text('held_code'),
    /** An admin's void or capture of the held payment whose answer was lost: checked with the provider before any other. */
    followUpUnknown: text('follow_up_unknown').$type<'void' | 'capture'>(),
    followUpUnknownAt: ts('follow_up_unknown_at'),
    /** Paid after it was canceled (Telr's page stayed payable): Telr's transaction and amount, kept until resolved. */
    latePaidAt: ts('late_paid_at'),
    lateReference: text('late_reference'),
    lateAmountFils: integer('late_amount_fils').$type<Fils>(),
    /** When the sweep last asked the provider about this recently canceled checkout. */
    lateCheckedAt: ts('late_checked_at'),
    /** How an admin resolved the late payment: its bookings restored, or refunded in full (once). */
    resolution: text('resolution').$type<'restored' | 'refunded'>(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => staffUsers.id),
    createdBy: integer('created_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    checkOn(t.cartId, sql`cart_id ~ '^TXN[0-9]{14,16}$'`),
    oneOf(t.status, CHECKOUT_STATUSES),
    oneOf(t.paymentOption, PAYMENT_OPTIONS),
    atLeast(t.amountFils, 0),
    atLeast(t.pickupFeeFils, 0),
    oneOf(t.provider, ['sandbox', 'telr']),
    oneOf(t.followUpUnknown, ['void', 'capture']),
    atLeast(t.lateAmountFils, 0),
    oneOf(t.resolution, ['restored', 'refunded']),
    check('checkouts_check', sql`status <> 'paid' OR paid_at IS NOT NULL`),
    index('checkouts_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    index('checkouts_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
    // The expiry sweep's batch: only what it may cancel (0043_telr_edge_cases.sql).
    index('checkouts_expirable_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending' AND held_at IS NULL`),
    index('checkouts_late_watch_idx')
      .on(t.createdAt)
      .where(sql`status IN ('canceled', 'declined') AND late_paid_at IS NULL AND provider_reference IS NOT NULL`),
    index('checkouts_to_resolve_idx')
      .on(t.latePaidAt)
      .where(sql`late_paid_at IS NOT NULL AND resolution IS NULL`),
    index('checkouts_held_idx')
      .on(t.id)
      .where(sql`status = 'pending' AND held_at IS NOT NULL`),
    // The dashboard's takings of a day (0017_ticket_inbox.sql).
    index('checkouts_paid_at_idx')
      .on(t.paidAt)
      .where(sql`paid_at IS NOT NULL`),
    // The cash-up's voids of a day: held payments given up (0044_cash_up.sql).
    index('checkouts_voided_idx')
      .on(t.settledAt)
      .where(sql`held_at IS NOT NULL AND status = 'canceled'`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    checkoutId: requiredRef('checkout_id', () => checkouts.id),
    customerId: requiredRef('customer_id', () => customers.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    serviceKind: text('service_kind').$type<ServiceKind>().notNull(),
    stringId: integer('string_id'),
    gripId: integer('grip_id'),
    serviceName: text('service_name').notNull(),
    serviceType: text('service_type').$type<ServiceType>().notNull(),
    racketName: text('racket_name').notNull().default(''),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    pickupOption: text('pickup_option').$type<PickupOption>().notNull(),
    deliveryAddress: text('delivery_address'),
    instoreLocation: text('instore_location'),
    priceFils: integer('price_fils').$type<Fils>().notNull(),
    pickupFeeFils: integer('pickup_fee_fils').$type<Fils>().notNull().default(fils(0)),
    /** What a change added to an online-paid booking, collected in store (0015_cancellations.sql). */
    dueInStoreFils: integer('due_in_store_fils').$type<Fils>().notNull().default(fils(0)),
    /** What was actually paid: the online charge's share plus the in-store payments (0038_instore_deposits.sql). */
    paidFils: integer('paid_fils').$type<Fils>().notNull().default(fils(0)),
    freeService: boolean('free_service').notNull().default(false),
    rpId: integer('rp_id').references(() => freeStringingEntitlements.id),
    claimId: integer('claim_id').references(() => freeStringingClaims.id),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    paymentOption: text('payment_option').$type<PaymentOption>().notNull(),
    receiptNumber: text('receipt_number'),
    createdBy: integer('created_by').references(() => staffUsers.id),
    completedBy: integer('completed_by').references(() => staffUsers.id),
    completedAt: ts('completed_at'),
    canceledAt: ts('canceled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(id::text || ' ' || customer_name || ' ' || customer_email || ' ' || customer_phone || ' ' || racket_name || ' ' || service_name)`,
    ),
  },
  (t) => [
    oneOf(t.serviceKind, SERVICE_KINDS),
    oneOf(t.serviceType, SERVICE_TYPES),
    oneOf(t.pickupOption, PICKUP_OPTIONS),
    oneOf(t.instoreLocation, STORES),
    atLeast(t.priceFils, 0),
    atLeast(t.pickupFeeFils, 0),
    atLeast(t.dueInStoreFils, 0),
    atLeast(t.paidFils, 0),
    oneOf(t.status, BOOKING_STATUSES),
    oneOf(t.paymentOption, PAYMENT_OPTIONS),
    check(
      'bookings_check',
      sql`(service_kind = 'string' AND string_id IS NOT NULL AND grip_id IS NULL) OR (service_kind = 'grip' AND grip_id IS NOT NULL AND string_id IS NULL)`,
    ),
    check('bookings_check1', sql`NOT free_service OR (service_kind = 'string' AND rp_id IS NOT NULL)`),
    check('bookings_check2', sql`(pickup_option = 'in-store') = (instore_location IS NOT NULL)`),
    check('bookings_check3', sql`status <> 'completed' OR completed_at IS NOT NULL`),
    index('bookings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bookings_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // With what the reports' revenue sums (0026_reports_speed.sql).
    index('bookings_checkout_idx').on(
      t.checkoutId,
      t.paymentOption,
      t.status,
      t.priceFils,
      t.dueInStoreFils,
      t.pickupFeeFils,
      t.id,
    ),
    index('bookings_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    index('bookings_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('bookings_claim_key')
      .on(t.claimId)
      .where(sql`claim_id IS NOT NULL`),
    // The reports' free stringings done in a period (0023_reports.sql).
    index('bookings_free_completed_idx')
      .on(t.completedAt)
      .where(sql`free_service AND status = 'completed'`),
  ],
);

export const instorePayments = pgTable(
  'instore_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    receiptNumber: text('receipt_number').notNull(),
    amountFils: integer('amount_fils').$type<Fils>().notNull(),
    recordedBy: integer('recorded_by').references(() => staffUsers.id),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    above(t.amountFils, 0),
    uniqueIndex('instore_payments_receipt_key').on(sql`lower(receipt_number)`),
    index('instore_payments_recorded_idx').on(t.recordedAt, t.bookingId, t.amountFils),
    // A booking's payments: a deposit, then the balance (0038_instore_deposits.sql).
    index('instore_payments_booking_idx').on(t.bookingId),
  ],
);

export type SandboxLedgerStatus = 'pending' | 'held' | 'paid' | 'declined' | 'canceled' | 'voided';

/** The sandbox provider's ledger: its own record of each payment, as a real provider keeps. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    reference: text('reference').primaryKey(),
    cartId: text('cart_id').notNull().unique(),
    amountFils: integer('amount_fils').$type<Fils>().notNull(),
    description: text('description').notNull(),
    status: text('status').$type<(typeof SANDBOX_STATUSES)[number]>().notNull().default('pending'),
    returnUrl: text('return_url').notNull(),
    declineUrl: text('decline_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [above(t.amountFils, 0), oneOf(t.status, SANDBOX_STATUSES)],
);
