import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CustomerRacket } from '@shop/domain/contracts/jobs';
import type { DbOrTx } from '../../db/client';
import { bookings, customerRackets, jobs, staffUsers } from '../../db/schema';
import { racketHistory, type HistoryJob } from './racket-history';

type RacketRow = typeof customerRackets.$inferSelect;

const starter = alias(staffUsers, 'starter');
const finisher = alias(staffUsers, 'finisher');

/** The jobs of these rackets that are not canceled, with what the history shows of each. */
async function jobsOf(db: DbOrTx, racketIds: number[]): Promise<(HistoryJob & { racketId: number })[]> {
  if (racketIds.length === 0) return [];
  const rows = await db
    .select({
      job: jobs,
      bookingDate: bookings.bookingDate,
      serviceKind: bookings.serviceKind,
      starterFirst: starter.firstName,
      starterLast: starter.lastName,
      finisherFirst: finisher.firstName,
      finisherLast: finisher.lastName,
    })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .leftJoin(starter, eq(starter.id, jobs.startedBy))
    .leftJoin(finisher, eq(finisher.id, jobs.readyBy))
    .where(and(inArray(jobs.racketId, racketIds), ne(jobs.stage, 'canceled'), ne(bookings.status, 'canceled')))
    .orderBy(desc(jobs.bookingId));
  return rows.map((r) => ({
    ...r.job,
    racketId: r.job.racketId!,
    bookingDate: r.bookingDate,
    serviceKind: r.serviceKind,
    strungBy:
      r.starterFirst !== null
        ? `${r.starterFirst} ${r.starterLast}`
        : r.finisherFirst !== null
          ? `${r.finisherFirst} ${r.finisherLast}`
          : null,
  }));
}

export function toCustomerRacket(row: RacketRow, racketJobs: readonly HistoryJob[]): CustomerRacket {
  return {
    racket_id: row.id,
    brand: row.brand,
    model: row.model,
    pattern: row.pattern,
    head_size: row.headSize,
    nickname: row.nickname,
    notes: row.notes,
    purchase_id: row.purchaseId,
    rp_id: row.entitlementId,
    reminder_interval_days: row.reminderIntervalDays,
    ...racketHistory(racketJobs),
  };
}

/**
 * A customer's rackets, oldest first, each with its last spec and its stringing history (newest
 * first); one racket when racketId is given. Two queries whatever the number of rackets.
 */
export async function getCustomerRackets(
  db: DbOrTx,
  input: { customerId: number; racketId?: number },
): Promise<CustomerRacket[]> {
  const rackets = await db
    .select()
    .from(customerRackets)
    .where(
      and(
        eq(customerRackets.customerId, input.customerId),
        input.racketId === undefined ? undefined : eq(customerRackets.id, input.racketId),
      ),
    )
    .orderBy(asc(customerRackets.id));
  const allJobs = await jobsOf(
    db,
    rackets.map((r) => r.id),
  );
  return rackets.map((racket) =>
    toCustomerRacket(
      racket,
      allJobs.filter((job) => job.racketId === racket.id),
    ),
  );
}
