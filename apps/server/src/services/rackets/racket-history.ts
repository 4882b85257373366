import type { CustomerRacket } from '@shop/domain/contracts/jobs';
import { daysInRange, shopDate } from '@shop/domain/shop-days';
import type { bookings, jobs } from '../../db/schema';
import { specView, stringsText } from '../jobs/spec-columns';

/** A job of the racket as its history reads it: the job row, its booking's date and kind, who strung it. */
export type HistoryJob = typeof jobs.$inferSelect & {
  bookingDate: string;
  serviceKind: (typeof bookings.$inferSelect)['serviceKind'];
  strungBy: string | null;
};

const daysBetween = (later: string, earlier: string) => daysInRange(earlier, later) - 1;

/**
 * The racket's stringing history and last spec from its jobs (canceled ones left out by the caller;
 * docs/decisions/customer-rackets.md). A stringing is a string job; its date is the day it was made
 * ready (Dubai), else the booking's date. Newest first, each with the days since the one before it.
 * The last spec is that of the latest string job (by job number) whose spec names strings.
 */
export function racketHistory(racketJobs: readonly HistoryJob[]): Pick<CustomerRacket, 'history' | 'last_spec'> {
  const stringings = racketJobs
    .filter((job) => job.serviceKind === 'string')
    .map((job) => ({ job, spec: specView(job), date: job.readyAt ? shopDate(job.readyAt) : job.bookingDate }));
  const latest = [...stringings].sort((a, b) => b.job.bookingId - a.job.bookingId).find((s) => s.spec?.mains);
  const newestFirst = stringings.sort((a, b) =>
    a.date === b.date ? b.job.bookingId - a.job.bookingId : a.date < b.date ? 1 : -1,
  );
  return {
    last_spec: latest?.spec ?? null,
    history: newestFirst.map(({ job, spec, date }, index) => {
      const previous = newestFirst[index + 1];
      return {
        job_id: job.bookingId,
        date,
        stage: job.stage,
        strings: stringsText(spec),
        mains: spec?.mains ?? null,
        crosses: spec?.crosses ?? null,
        strung_by: job.strungBy,
        days_since_previous: previous ? daysBetween(date, previous.date) : null,
      };
    }),
  };
}
