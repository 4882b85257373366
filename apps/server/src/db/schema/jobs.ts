// Tables of the stringing job. Matches apps/server/migrations/0018_stringing_jobs.sql, checked by
// test/core/schema-drift.test.ts. Tension in tenths of its unit, as entered.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { requiredRef, ts } from './columns';
import type { IntakeFindings } from '@shop/domain/stringing/intake';
import { JOB_STAGES, type JobStage } from '@shop/domain/stringing/job-stage';
import { TENSION_UNITS, type TensionUnit } from '@shop/domain/stringing/tension';
import type { ServiceType } from '@shop/domain/catalogue';
import { STORES, type Store } from '@shop/domain/pickup';
import { bookings } from './bookings';
import { checkOn, oneOf } from './checks';
import { customers, staffUsers } from './core';
import { customerPurchases, freeStringingEntitlements } from './customers';

export const JOB_EVENT_KINDS = ['created', 'stage', 'spec', 'intake', 'message'] as const;
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number];

/** The drop-off check as stored (jobs.intake). */
export type StoredIntake = IntakeFindings;

/** A customer's racket; one is made by itself for each racket unit bought in store (its entitlement). */
export const customerRackets = pgTable(
  'customer_rackets',
  {
    id: serial('id').primaryKey(),
    customerId: requiredRef('customer_id', () => customers.id, 'cascade'),
    brand: text('brand').notNull(),
    model: text('model').notNull().default(''),
    /** '' until known. */
    pattern: text('pattern').notNull().default(''),
    headSize: integer('head_size'),
    nickname: text('nickname').notNull().default(''),
    notes: text('notes').notNull().default(''),
    purchaseId: integer('purchase_id').references(() => customerPurchases.id, { onDelete: 'set null' }),
    entitlementId: integer('entitlement_id')
      .unique()
      .references(() => freeStringingEntitlements.id, { onDelete: 'set null' }),
    reminderIntervalDays: integer('reminder_interval_days').notNull().default(90),
    createdBy: integer('created_by').references(() => staffUsers.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    checkOn(t.brand, sql`length(trim(brand)) > 0`),
    checkOn(t.pattern, sql`pattern = '' OR pattern ~ '^[0-9]{2}x[0-9]{2}$'`),
    checkOn(t.headSize, sql`head_size BETWEEN 80 AND 130`),
    checkOn(t.reminderIntervalDays, sql`reminder_interval_days BETWEEN 7 AND 730`),
    index('customer_rackets_customer_idx').on(t.customerId, t.id),
  ],
);

const OPEN = sql`stage IN ('received', 'in_progress', 'ready')`;
const CLOSED = sql`stage IN ('collected', 'canceled')`;

/** One job per booking (booking_id is the job's id): spec, intake, stage, due time. */
export const jobs = pgTable(
  'jobs',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<JobStage>().notNull().default('received'),
    store: text('store').$type<Store>().notNull(),
    express: boolean('express').notNull(),
    dueAt: ts('due_at').notNull(),
    racketId: integer('racket_id').references(() => customerRackets.id, { onDelete: 'set null' }),
    racketBrand: text('racket_brand'),
    racketModel: text('racket_model'),
    racketPattern: text('racket_pattern'),
    racketHeadSize: integer('racket_head_size'),
    mainsStringId: integer('mains_string_id'),
    mainsOwnString: text('mains_own_string'),
    mainsTensionTenths: integer('mains_tension_tenths'),
    mainsUnit: text('mains_unit').$type<TensionUnit>(),
    crossesStringId: integer('crosses_string_id'),
    crossesOwnString: text('crosses_own_string'),
    crossesTensionTenths: integer('crosses_tension_tenths'),
    crossesUnit: text('crosses_unit').$type<TensionUnit>(),
    prestretchPercent: integer('prestretch_percent').notNull().default(0),
    knots: integer('knots').$type<2 | 4>().notNull().default(4),
    stencil: text('stencil'),
    notes: text('notes').notNull().default(''),
    specUpdatedAt: ts('spec_updated_at'),
    intake: jsonb('intake').$type<StoredIntake>(),
    intakeBy: integer('intake_by').references(() => staffUsers.id),
    intakeAt: ts('intake_at'),
    crackRiskAcceptedBy: integer('crack_risk_accepted_by').references(() => staffUsers.id),
    crackRiskAcceptedAt: ts('crack_risk_accepted_at'),
    startedBy: integer('started_by').references(() => staffUsers.id),
    startedAt: ts('started_at'),
    readyBy: integer('ready_by').references(() => staffUsers.id),
    readyAt: ts('ready_at'),
    collectedBy: integer('collected_by').references(() => staffUsers.id),
    collectedAt: ts('collected_at'),
    canceledAt: ts('canceled_at'),
    readyNotifiedAt: ts('ready_notified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    // 0026_reports_speed.sql: the booking's kind, type and string, copied by triggers (never written here), and the
    // first stage event to ready (set by a trigger on job_events).
    serviceKind: text('service_kind').$type<'string' | 'grip'>(),
    serviceType: text('service_type').$type<ServiceType>(),
    bookedStringId: integer('booked_string_id'),
    firstReadyAt: ts('first_ready_at'),
  },
  (t) => [
    oneOf(t.stage, JOB_STAGES),
    oneOf(t.store, STORES),
    checkOn(t.racketPattern, sql`racket_pattern ~ '^[0-9]{2}x[0-9]{2}$'`),
    checkOn(t.racketHeadSize, sql`racket_head_size BETWEEN 80 AND 130`),
    oneOf(t.mainsUnit, TENSION_UNITS),
    oneOf(t.crossesUnit, TENSION_UNITS),
    checkOn(t.prestretchPercent, sql`prestretch_percent BETWEEN 0 AND 20`),
    checkOn(t.knots, sql`knots IN (2, 4)`),
    check('jobs_check', sql`(mains_tension_tenths IS NULL) = (mains_unit IS NULL)`),
    check('jobs_check1', sql`(crosses_tension_tenths IS NULL) = (crosses_unit IS NULL)`),
    check(
      'jobs_check2',
      sql`mains_unit IS NULL OR (mains_unit = 'kg' AND mains_tension_tenths BETWEEN 90 AND 350) OR (mains_unit = 'lb' AND mains_tension_tenths BETWEEN 200 AND 770)`,
    ),
    check(
      'jobs_check3',
      sql`crosses_unit IS NULL OR (crosses_unit = 'kg' AND crosses_tension_tenths BETWEEN 90 AND 350) OR (crosses_unit = 'lb' AND crosses_tension_tenths BETWEEN 200 AND 770)`,
    ),
    check('jobs_check4', sql`mains_string_id IS NULL OR mains_own_string IS NULL`),
    check('jobs_check5', sql`crosses_string_id IS NULL OR crosses_own_string IS NULL`),
    index('jobs_open_idx').on(t.express.desc().nullsFirst(), t.dueAt, t.bookingId).where(OPEN),
    index('jobs_open_store_idx').on(t.store, t.express.desc().nullsFirst(), t.dueAt, t.bookingId).where(OPEN),
    // 0019_jobs_paging.sql: finished jobs, newest due first.
    index('jobs_closed_idx').on(t.stage, t.dueAt.desc().nullsFirst(), t.bookingId.desc().nullsFirst()).where(CLOSED),
    index('jobs_closed_store_idx')
      .on(t.store, t.stage, t.dueAt.desc().nullsFirst(), t.bookingId.desc().nullsFirst())
      .where(CLOSED),
    // 0025_jobs_bench_indexes.sql: one stage, and the due filters (not ready yet), in the bench's order.
    ...(['received', 'in_progress', 'ready'] as const).map((stage) =>
      index(`jobs_${stage}_idx`)
        .on(t.express.desc().nullsFirst(), t.dueAt, t.bookingId)
        .where(sql.raw(`stage = '${stage}'`)),
    ),
    index('jobs_not_ready_idx')
      .on(t.express.desc().nullsFirst(), t.dueAt, t.bookingId)
      .where(sql`stage IN ('received', 'in_progress')`),
    // 0059_jobs_due_index.sql: the due filters' count, a range walk in due order.
    index('jobs_not_ready_due_idx')
      .on(t.dueAt)
      .where(sql`stage IN ('received', 'in_progress')`),
    // 0026_reports_speed.sql: the reports' jobs received in a period, with every column the figures read.
    index('jobs_report_idx').on(
      t.createdAt,
      t.stage,
      t.store,
      t.express,
      t.serviceKind,
      t.serviceType,
      t.bookedStringId,
      t.mainsStringId,
      t.mainsOwnString,
      t.crossesStringId,
      t.crossesOwnString,
      t.racketPattern,
      t.firstReadyAt,
      t.readyAt,
    ),
    index('jobs_booking_store_idx').on(t.bookingId, t.store),
    // The cash-up's jobs ready and collected on a day (0044_cash_up.sql).
    index('jobs_ready_day_idx')
      .on(sql`(coalesce(first_ready_at, ready_at))`)
      .where(sql`coalesce(first_ready_at, ready_at) IS NOT NULL`),
    index('jobs_collected_idx')
      .on(t.collectedAt)
      .where(sql`collected_at IS NOT NULL`),
    index('jobs_racket_idx')
      .on(t.racketId, t.createdAt.desc().nullsFirst())
      .where(sql`racket_id IS NOT NULL`),
  ],
);

/** Every change to a job, with who and when: the job page's timeline. */
export const jobEvents = pgTable(
  'job_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: requiredRef('booking_id', () => jobs.bookingId, 'cascade'),
    at: ts('at')
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: integer('actor_id').references(() => staffUsers.id),
    kind: text('kind').$type<JobEventKind>().notNull(),
    what: text('what').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    oneOf(t.kind, JOB_EVENT_KINDS),
    index('job_events_job_idx').on(t.bookingId, t.id),
    // 0023_reports.sql: when a job first became ready (turnaround).
    index('job_events_ready_idx')
      .on(t.bookingId, t.at)
      .where(sql`kind = 'stage' AND details->>'to' = 'ready'`),
  ],
);
