// The owner's reports: per-day totals kept by triggers. Matches apps/server/migrations/0029_report_days.sql, 0030_report_liability_tickets.sql, 0051_report_takings.sql, 0053_report_days_without_money.sql and 0060_report_tickets.sql
// (with 0032_report_slots.sql's slots), checked by test/core/schema-drift.test.ts. Written only by the migration's triggers
// (docs/decisions/reports.md, "Speed"); a key's total is the sum of its slots.
import { TAKINGS_KINDS } from '@shop/domain/takings';
import { bigint, boolean, date, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';

const day = (name: string) => date(name, { mode: 'string' });
const total = (name: string) => integer(name).notNull().default(0);
const totalFils = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/** The writing transaction's slot (migration 0032): rows of one key in several slots add up. */
const slot = () => integer('slot').notNull().default(0);

/** What each booking adds to the job totals, as last counted (store '' when it has no job; no money since 0053). */
export const reportBookingFacts = pgTable('report_booking_facts', {
  bookingId: integer('booking_id').primaryKey(),
  store: text('store').notNull(),
  freeDay: day('free_day'),
  jobDay: day('job_day'),
  serviceKind: text('service_kind'),
  serviceType: text('service_type'),
  express: boolean('express'),
  mains: integer('mains'),
  crosses: integer('crosses'),
  pattern: text('pattern'),
  turnaroundMinutes: integer('turnaround_minutes'),
});

/** Per Dubai day and job store: free stringings done, jobs received (revenue is report_takings'). */
export const reportDays = pgTable(
  'report_days',
  {
    day: day('day').notNull(),
    store: text('store').notNull(),
    freeStringings: total('free_stringings'),
    stringing: total('stringing'),
    grip: total('grip'),
    express: total('express'),
    slot: slot(),
  },
  (t) => [primaryKey({ columns: [t.day, t.store, t.slot] })],
);

/** Jobs that reached ready per day of receipt, store, service type and whole minutes to first ready. */
export const reportTurnaround = pgTable(
  'report_turnaround',
  {
    day: day('day').notNull(),
    store: text('store').notNull(),
    serviceType: text('service_type').notNull(),
    minutes: integer('minutes').notNull(),
    jobs: integer('jobs').notNull(),
    slot: slot(),
  },
  (t) => [primaryKey({ columns: [t.day, t.store, t.serviceType, t.minutes, t.slot] })],
);

/** Stringing jobs per day of receipt, store, mains and crosses (0: none) and pattern ('' unknown). */
export const reportSpecs = pgTable(
  'report_specs',
  {
    day: day('day').notNull(),
    store: text('store').notNull(),
    mains: integer('mains').notNull(),
    crosses: integer('crosses').notNull(),
    pattern: text('pattern').notNull(),
    jobs: integer('jobs').notNull(),
    slot: slot(),
  },
  (t) => [primaryKey({ columns: [t.day, t.store, t.mains, t.crosses, t.pattern, t.slot] })],
);

/** Bookings a transaction wrote, until its commit recounts them. */
export const reportDirty = pgTable(
  'report_dirty',
  {
    txid: bigint('txid', { mode: 'number' }).notNull(),
    bookingId: integer('booking_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.txid, t.bookingId] })],
);

/** Free stringings still owed per last valid day (stringings of the entitlements less their open claims). */
export const reportLiability = pgTable(
  'report_liability',
  {
    validUntil: day('valid_until').notNull(),
    unused: integer('unused').notNull(),
    slot: slot(),
  },
  (t) => [primaryKey({ columns: [t.validUntil, t.slot] })],
);

/**
 * The takings per Dubai day, store ('' without a job) and kind of document (migration 0051): invoices by payment
 * method, credit notes to the card or at the counter; how many, their amount and the invoices' fee lines.
 */
export const reportTakings = pgTable(
  'report_takings',
  {
    day: day('day').notNull(),
    store: text('store').notNull(),
    kind: text('kind').notNull(),
    slot: slot(),
    documents: total('documents'),
    fils: totalFils('fils'),
    feeFils: totalFils('fee_fils'),
  },
  (t) => [primaryKey({ columns: [t.day, t.store, t.kind, t.slot] }), oneOf(t.kind, TAKINGS_KINDS)],
);

/**
 * Tickets per Dubai day of opening, whether they have a first response, and the hours to it (0 without one), as the
 * summary's median orders them (migration 0060).
 */
export const reportTickets = pgTable(
  'report_tickets',
  {
    day: day('day').notNull(),
    responded: boolean('responded').notNull(),
    hours: doublePrecision('hours').notNull(),
    slot: slot(),
    tickets: integer('tickets').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.responded, t.hours, t.slot] })],
);
