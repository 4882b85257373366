import { and, asc, eq, isNull } from 'drizzle-orm';
import { publicPhotoUrl } from '@shop/domain/contracts/job-photos';
import {
  STATUS_LINK_DAYS_AFTER_COLLECTION,
  STATUS_LINK_MESSAGES,
  type PublicJobStatus,
} from '@shop/domain/contracts/status-links';
import type { JobStage } from '@shop/domain/stringing/job-stage';
import { fils, toAed } from '@shop/domain/money';
import { DAY_MS } from '@shop/domain/shop-days';
import type { AppContext } from '../../context';
import { bookings, customers, jobPhotos, jobs, jobStatusLinks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { bookingBalances } from '../bookings/booking-balance';
import { inLanguage, loadShopIdentity } from '../settings/shop-settings';
import { statusTokenHash } from './status-token';

/** Tokens are 43 URL-safe characters; anything else is unknown without a database read. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The job of a live status token, with what the page shows of its booking and customer. Unknown, revoked, malformed
 * or expired (30 days after collection) all answer the same 404: the page tells nothing about which.
 */
export async function findStatusJob(ctx: AppContext, token: string, now = new Date()) {
  const unknown = () => notFound(STATUS_LINK_MESSAGES.notFound);
  if (!TOKEN.test(token)) throw unknown();
  const [row] = await ctx.db
    .select({
      job: jobs,
      customerName: bookings.customerName,
      racket: bookings.racketName,
      language: customers.language,
    })
    .from(jobStatusLinks)
    .innerJoin(jobs, eq(jobs.bookingId, jobStatusLinks.bookingId))
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(eq(jobStatusLinks.tokenHash, statusTokenHash(ctx.config, token)), isNull(jobStatusLinks.revokedAt)));
  if (!row) throw unknown();
  const { collectedAt } = row.job;
  if (collectedAt && now.getTime() - collectedAt.getTime() > STATUS_LINK_DAYS_AFTER_COLLECTION * DAY_MS)
    throw unknown();
  return row;
}

/**
 * `GET /api/public/status/:token`: one job's progress for its customer, with no login. Unknown, revoked, malformed
 * or expired all answer the same 404 (findStatusJob). It shows the first name only, never a surname, email, phone or
 * another job, and the intake photos staff chose to show.
 */
export async function getPublicStatus(ctx: AppContext, token: string, now = new Date()): Promise<PublicJobStatus> {
  const row = await findStatusJob(ctx, token, now);
  const { job } = row;
  const shown = await ctx.db
    .select({ id: jobPhotos.id })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.bookingId, job.bookingId), eq(jobPhotos.showToCustomer, true)))
    .orderBy(asc(jobPhotos.id));
  const reached: [JobStage, Date | null][] = [
    ['received', job.createdAt],
    ['in_progress', job.startedAt],
    ['ready', job.readyAt],
    ['collected', job.collectedAt],
    ['canceled', job.canceledAt],
  ];
  const balance = (await bookingBalances(ctx.db, [job.bookingId])).get(job.bookingId);
  const shop = await loadShopIdentity(ctx.db, ctx.config);
  return {
    job_number: job.bookingId,
    first_name: row.customerName.trim().split(/\s+/)[0] ?? '',
    racket: row.racket,
    stage: job.stage,
    history: reached
      .filter((entry): entry is [JobStage, Date] => entry[1] !== null)
      .map(([stage, at]) => ({ stage, at: at.toISOString() })),
    due_at: job.dueAt.toISOString(),
    balance_due: toAed(fils(balance?.balanceDueFils ?? 0)),
    language: row.language,
    photos: shown.map((photo) => publicPhotoUrl(token, photo.id)),
    shop: {
      name: shop.name,
      address: shop.address,
      address_ar: inLanguage(shop.addresses, 'ar'),
      phone: shop.phone,
      opens: ctx.config.jobs.hours.opens,
      closes: ctx.config.jobs.hours.closes,
      hours: { en: shop.hours.en, ar: inLanguage(shop.hours, 'ar') },
      store: job.store,
    },
  };
}
