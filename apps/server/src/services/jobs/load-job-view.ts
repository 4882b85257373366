import { jobPageUrl } from '@shop/domain/contracts/job-tag';
import { jobPhotoUrl } from '@shop/domain/contracts/job-photos';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SYSTEM_ACTOR, type JobView } from '@shop/domain/contracts/jobs';
import { whatsappLink } from '@shop/domain/contracts/patterns';
import type { WhatsAppMessageView } from '@shop/domain/contracts/whatsapp';
import { balanceDueFils } from '@shop/domain/booking-balance';
import { fils, toAed, type Fils } from '@shop/domain/money';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { builtOnce } from '../../db/fast-path';
import { bookings, checkouts, customers, jobs, staffUsers } from '../../db/schema';
import { paymentStatusOf } from '../bookings/booking-view';
import { toJobListItem } from './job-list-item';
import { shopNameOf } from '../settings/shop-settings';
import { readyMessage, whatsappReadyUrl } from './ready-message';
import { specView, type SpecColumns } from './spec-columns';

const staffName = (first: string | null, last: string | null) =>
  first === null ? SYSTEM_ACTOR : `${first} ${last ?? ''}`.trim();

/** AED left to pay in store: the booking's balance due (docs/decisions/instore-deposits.md); nothing once collected. */
function amountDueInStore(balanceFils: Fils, stage: string): Fils {
  return stage === 'collected' ? fils(0) : balanceFils;
}

/**
 * The job page's one statement, built once per database handle: Drizzle assembles the SQL and its row mapping
 * when the query is prepared, not on every request (a fifth of a request's CPU before). Prepared without a name, so
 * PostgreSQL still plans it as an unnamed statement: the embedded database's connections share one PGlite session,
 * where a second connection preparing the same name fails ("already exists"; docs/decisions/jobs-speed.md).
 */
/** The spec's columns (spec-columns.ts), as the page's selection reads them. */
const SPEC_COLUMNS = {
  racketBrand: jobs.racketBrand,
  racketModel: jobs.racketModel,
  racketPattern: jobs.racketPattern,
  racketHeadSize: jobs.racketHeadSize,
  mainsStringId: jobs.mainsStringId,
  mainsOwnString: jobs.mainsOwnString,
  mainsTensionTenths: jobs.mainsTensionTenths,
  mainsUnit: jobs.mainsUnit,
  crossesStringId: jobs.crossesStringId,
  crossesOwnString: jobs.crossesOwnString,
  crossesTensionTenths: jobs.crossesTensionTenths,
  crossesUnit: jobs.crossesUnit,
  prestretchPercent: jobs.prestretchPercent,
  knots: jobs.knots,
  stencil: jobs.stencil,
  notes: jobs.notes,
} satisfies Record<keyof SpecColumns, unknown>;

function buildJobViewQuery(db: DbOrTx) {
  const checker = alias(staffUsers, 'checker');
  return db
    .select({
      // Only the columns the page shows: the driver sets up a parser and Drizzle maps a value for each column read.
      job: {
        bookingId: jobs.bookingId,
        stage: jobs.stage,
        store: jobs.store,
        express: jobs.express,
        dueAt: jobs.dueAt,
        intake: jobs.intake,
        intakeAt: jobs.intakeAt,
        crackRiskAcceptedAt: jobs.crackRiskAcceptedAt,
        readyNotifiedAt: jobs.readyNotifiedAt,
        racketId: jobs.racketId,
        ...SPEC_COLUMNS,
      },
      booking: {
        customerId: bookings.customerId,
        customerName: bookings.customerName,
        customerEmail: bookings.customerEmail,
        customerPhone: bookings.customerPhone,
        racketName: bookings.racketName,
        serviceKind: bookings.serviceKind,
        serviceType: bookings.serviceType,
        serviceName: bookings.serviceName,
        bookingDate: bookings.bookingDate,
        status: bookings.status,
        paymentOption: bookings.paymentOption,
        receiptNumber: bookings.receiptNumber,
        priceFils: bookings.priceFils,
        pickupFeeFils: bookings.pickupFeeFils,
        dueInStoreFils: bookings.dueInStoreFils,
        paidFils: bookings.paidFils,
      },
      checkoutStatus: checkouts.status,
      email: customers.email,
      phone: customers.phone,
      language: customers.language,
      checkerFirst: checker.firstName,
      checkerLast: checker.lastName,
      // The timeline in the same statement (one round trip): [{ at (ms), what, first, last }] as JSON text.
      history: sql<string>`(SELECT coalesce(json_agg(json_build_object(
          'at', floor(extract(epoch FROM e.at) * 1000)::float8, 'what', e.what, 'first', s.first_name, 'last', s.last_name)
          ORDER BY e.id), '[]'::json)::text
        FROM job_events e LEFT JOIN staff_users s ON s.id = e.actor_id WHERE e.booking_id = ${jobs.bookingId})`,
      // Its WhatsApp messages with their statuses, as JSON text too.
      whatsapp: sql<string>`(SELECT coalesce(json_agg(json_build_object(
          'id', w.id, 'kind', w.kind, 'status', w.status, 'error', CASE WHEN w.status = 'failed' THEN w.last_error END,
          'fell_back_to_email', w.fell_back_at IS NOT NULL, 'created_at', w.created_at, 'status_at', w.status_at)
          ORDER BY w.id), '[]'::json)::text
        FROM whatsapp_messages w WHERE w.booking_id = ${jobs.bookingId})`,
      // The intake photos: [{ id, at (ms), shown }] as JSON text, oldest first.
      photos: sql<string>`(SELECT coalesce(json_agg(json_build_object(
          'id', p.id, 'at', floor(extract(epoch FROM p.created_at) * 1000)::float8, 'shown', p.show_to_customer)
          ORDER BY p.id), '[]'::json)::text
        FROM job_photos p WHERE p.booking_id = ${jobs.bookingId})`,
      // The shop's name in its settings (null: none saved), for the ready message (shopNameOf falls back to the env's).
      savedShopName: sql<string | null>`(SELECT s.shop_settings->>'name' FROM store_settings s WHERE s.id)`,
    })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .innerJoin(checkouts, eq(checkouts.id, bookings.checkoutId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(checker, eq(checker.id, jobs.intakeBy))
    .where(eq(jobs.bookingId, sql.placeholder('id')))
    .prepare('');
}

/** Built once per database handle (db/fast-path/built-once.ts). */
const jobViewQuery = builtOnce(buildJobViewQuery);

/** The job page (GET /api/jobs/:id) read through `db` (a transaction sees its own changes); null when no such job. */
export async function loadJobViewWith(
  db: DbOrTx,
  config: Config,
  id: number,
  now = new Date(),
): Promise<JobView | null> {
  const [row] = await jobViewQuery(db).execute({ id });
  if (!row) return null;
  const { job, booking } = row;
  const events = JSON.parse(row.history) as { at: number; what: string; first: string | null; last: string | null }[];

  const paymentStatus = paymentStatusOf({
    paymentOption: booking.paymentOption,
    checkoutStatus: row.checkoutStatus,
    receiptNumber: booking.receiptNumber,
  });
  const balanceFils = balanceDueFils({ ...booking, paymentStatus });
  const dueFils = amountDueInStore(balanceFils, job.stage);
  const spec = specView(job);
  const email = row.email ?? booking.customerEmail;
  const phone = row.phone || booking.customerPhone;
  const message = readyMessage({
    shopName: shopNameOf(row.savedShopName, config),
    customerName: booking.customerName,
    jobId: job.bookingId,
    store: job.store,
    racket: booking.racketName,
    serviceName: booking.serviceName,
    spec,
    amountDueInStoreFils: dueFils,
    language: row.language ?? 'en',
  });
  return {
    ...toJobListItem(job, booking, now),
    customer_id: booking.customerId,
    customer_email: email,
    customer_phone: phone,
    racket_id: job.racketId,
    service_name: booking.serviceName,
    booking_date: booking.bookingDate,
    booking_status: booking.status,
    payment_status: paymentStatus,
    amount_due_in_store: toAed(dueFils),
    amount_paid: toAed(booking.paidFils),
    balance_due: toAed(balanceFils),
    spec,
    intake:
      job.intake && job.intakeAt
        ? {
            ...job.intake,
            crack_risk_accepted: job.crackRiskAcceptedAt !== null,
            checked_by: staffName(row.checkerFirst, row.checkerLast),
            checked_at: job.intakeAt.toISOString(),
          }
        : null,
    history: events.map((e) => ({ at: new Date(e.at).toISOString(), by: staffName(e.first, e.last), what: e.what })),
    photos: (JSON.parse(row.photos) as { id: number; at: number; shown: boolean }[]).map((p) => ({
      id: p.id,
      url: jobPhotoUrl(job.bookingId, p.id),
      created_at: new Date(p.at).toISOString(),
      show_to_customer: p.shown,
    })),
    ready_notified_at: job.readyNotifiedAt ? job.readyNotifiedAt.toISOString() : null,
    ready_message: message,
    whatsapp_url: whatsappReadyUrl(phone ? whatsappLink(phone) : null, message),
    whatsapp_messages: (JSON.parse(row.whatsapp) as WhatsAppMessageView[]).map((m) => ({
      ...m,
      id: Number(m.id),
      created_at: new Date(m.created_at).toISOString(),
      status_at: m.status_at ? new Date(m.status_at).toISOString() : null,
    })),
    job_url: jobPageUrl(config.publicUrl, job.bookingId),
  };
}

/** GET /api/jobs/:id: the job with its spec, intake, timeline and ready message; null when there is none. */
export async function loadJobView(ctx: AppContext, id: number): Promise<JobView | null> {
  return loadJobViewWith(ctx.db, ctx.config, id);
}
