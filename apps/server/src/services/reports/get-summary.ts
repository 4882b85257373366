import type { ReportQuery, ReportSummary } from '@shop/domain/contracts/reports';
import type { StringLengths } from '@shop/domain/stringing/string-length';
import { SHOP_TIME_ZONE, shopDate } from '@shop/domain/time';
import type { DbOrTx } from '../../db/client';
import { jobCountsOf, turnaroundOf } from './jobs-figures';
import { reportPeriod } from './period';
import { freeStringingsOf, revenueOf } from './revenue';
import { liabilityOf, ticketsOf } from './tickets-liability';
import { topStringsOf } from './top-strings';

/** The owner's figures of Dubai days `from` to `to` (docs/product/reports.md), one store or all. */
export async function getReportSummary(
  db: DbOrTx,
  query: ReportQuery,
  options: { today?: string; lengths?: StringLengths } = {},
): Promise<ReportSummary> {
  const period = reportPeriod(query);
  // One statement per figure group (docs/decisions/reports.md, "Speed").
  const [revenue, free_stringings, counts, turnaround, tickets, liability] = await Promise.all([
    revenueOf(db, period),
    freeStringingsOf(db, period),
    jobCountsOf(db, period),
    turnaroundOf(db, period),
    ticketsOf(db, period),
    liabilityOf(db, options.today ?? shopDate()),
  ]);
  const { jobs } = counts;
  const top_strings = topStringsOf(counts.specs, options.lengths);
  return {
    from: period.from,
    to: period.to,
    store: period.store,
    time_zone: SHOP_TIME_ZONE,
    revenue,
    free_stringings,
    jobs,
    turnaround,
    top_strings,
    tickets,
    liability,
  };
}
