// Tables of the bookings area. Matches apps/server/migrations/0003_bookings.sql (and 0010_payments_held.sql).
// Money in integer fils.
import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BookingStatus, PaymentOption } from '@shop/domain/booking-status';
import type { ServiceType } from '@shop/domain/catalogue';
import type { ServiceKind } from '@shop/domain/contracts/bookings';
import type { CheckoutStatus } from '@shop/domain/contracts/payments';
import type { PickupOption } from '@shop/domain/pickup';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One submission: one cart_id, one pickup fee, one payment (or none when free / paid in store). */
export const checkouts = pgTable('checkouts', {
  id: serial('id').primaryKey(),
  cartId: text('cart_id').notNull(),
  customerId: integer('customer_id').notNull(),
  status: text('status').$type<CheckoutStatus>().notNull(),
  paymentOption: text('payment_option').$type<PaymentOption>().notNull(),
  pickupOption: text('pickup_option').$type<PickupOption>().notNull(),
  amountFils: integer('amount_fils').notNull(),
  pickupFeeFils: integer('pickup_fee_fils').notNull(),
  provider: text('provider').$type<'sandbox' | 'telr'>(),
  providerReference: text('provider_reference'),
  paymentUrl: text('payment_url'),
  paidAt: ts('paid_at'),
  settledAt: ts('settled_at'),
  /** When the provider first reported the payment held (authorised, or on hold for review). */
  heldAt: ts('held_at'),
  /** An admin's void of the held payment is under way at the provider (one at a time). */
  voidStartedAt: ts('void_started_at'),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const bookings = pgTable('bookings', {
  id: serial('id').primaryKey(),
  checkoutId: integer('checkout_id').notNull(),
  customerId: integer('customer_id').notNull(),
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
  priceFils: integer('price_fils').notNull(),
  pickupFeeFils: integer('pickup_fee_fils').notNull().default(0),
  freeService: boolean('free_service').notNull().default(false),
  rpId: integer('rp_id'),
  claimId: integer('claim_id'),
  status: text('status').$type<BookingStatus>().notNull().default('pending'),
  paymentOption: text('payment_option').$type<PaymentOption>().notNull(),
  receiptNumber: text('receipt_number'),
  createdBy: integer('created_by'),
  completedBy: integer('completed_by'),
  completedAt: ts('completed_at'),
  canceledAt: ts('canceled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  searchText: text('search_text').generatedAlwaysAs(sql``),
});

export const instorePayments = pgTable('instore_payments', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id').notNull(),
  receiptNumber: text('receipt_number').notNull(),
  amountFils: integer('amount_fils').notNull(),
  recordedBy: integer('recorded_by'),
  recordedAt: ts('recorded_at').notNull().defaultNow(),
});

export type SandboxLedgerStatus = 'pending' | 'held' | 'paid' | 'declined' | 'canceled' | 'voided';

/** The sandbox provider's ledger: its own record of each payment, as a real provider keeps. */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  cartId: text('cart_id').notNull(),
  amountFils: integer('amount_fils').notNull(),
  description: text('description').notNull(),
  status: text('status').$type<SandboxLedgerStatus>().notNull().default('pending'),
  returnUrl: text('return_url').notNull(),
  declineUrl: text('decline_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
});
