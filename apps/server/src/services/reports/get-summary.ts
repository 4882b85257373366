import type { ReportQuery, ReportSummary } from '@shop/domain/contracts/reports';
import type { StringLengths } from '@shop/domain/stringing/string-length';
import { SHOP_TIME_ZONE, shopDate } from '@shop/domain/time';
import type { DbOrTx } from '../../db/client';
import { dayTotalsOf, liabilityFromDaysOf, specsOf, turnaroundFromDaysOf } from './day-figures';
import { reportPeriod } from './period';
import { ticketsOf } from './tickets-liability';
import { topStringsOf } from './top-strings';

/** The owner's figures of Dubai days `from` to `to` (docs/product/reports.md), one store or all. */
export async function getReportSummary(
  db: DbOrTx,
  query: ReportQuery,
  options: { today?: string; lengths?: StringLengths } = {},
): Promise<ReportSummary> {
  const period = reportPeriod(query);
  // From the totals kept by triggers, one statement per table, and the tickets directly (docs/decisions/reports.md,
  // "Speed").
  const [{ revenue, free_stringings, jobs }, specs, turnaround, tickets, liability] = await Promise.all([
    dayTotalsOf(db, period),
    specsOf(db, period),
    turnaroundFromDaysOf(db, period),
    ticketsOf(db, period),
    liabilityFromDaysOf(db, options.today ?? shopDate()),
  ]);
  const top_strings = topStringsOf(specs, options.lengths);
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
