import { sql } from 'drizzle-orm';
import type { ReportQuery, ReportSummary } from '@shop/domain/contracts/reports';
import type { StringLengths } from '@shop/domain/stringing/string-length';
import { SHOP_TIME_ZONE, shopDate } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { namedStatement } from '../../db/fast-path';
import { rowsOf } from '../../lib/rows';
import { dayTotals, liabilityFromDays, specs, ticketsFromDays, turnaroundFromDays } from './day-figures';
import { reportPeriod, type Figure } from './period';
import { revenueFromDays } from './revenue';
import { topStringsOf } from './top-strings';

/** A figure's rows as one JSON text column of the summary's statement (ints and floats as numbers, text as strings). */
const rowsAsJson = (figure: Figure<unknown>) =>
  sql`(SELECT coalesce(json_agg(q), '[]') FROM (${figure.query}) q)::text`;

/** The figure from its column: the rows parsed, then mapped as if read alone. */
const fromJson = <T, R>(figure: Figure<T, R>, text: string): T => figure.from(JSON.parse(text) as R[]);

/** The owner's figures of Dubai days `from` to `to` (docs/product/reports.md), one store or all. */
export async function getReportSummary(
  db: DbOrTx,
  query: ReportQuery,
  options: { today?: string; lengths?: StringLengths } = {},
): Promise<ReportSummary> {
  const period = reportPeriod(query);
  // From the totals kept by triggers, one query per table (docs/decisions/reports.md, "Speed"; the tickets' since
  // migration 0060), all six in one statement: a round trip costs the app more CPU than these small reads cost the
  // database (docs/decisions/request-path.md). Named: PostgreSQL parses it once per connection.
  const days = dayTotals(period);
  const money = revenueFromDays(period);
  const spec = specs(period);
  const turnaround = turnaroundFromDays(period);
  const ticket = ticketsFromDays(period);
  const liability = liabilityFromDays(options.today ?? shopDate());
  const [row] = rowsOf<{ d: string; m: string; s: string; t: string; k: string; l: string }>(
    await namedStatement(
      db,
      sql`
      SELECT ${rowsAsJson(days)} AS d, ${rowsAsJson(money)} AS m, ${rowsAsJson(spec)} AS s,
             ${rowsAsJson(turnaround)} AS t, ${rowsAsJson(ticket)} AS k, ${rowsAsJson(liability)} AS l`,
    ).execute({}),
  );
  const { free_stringings, jobs } = fromJson(days, row!.d);
  const revenue = fromJson(money, row!.m);
  return {
    from: period.from,
    to: period.to,
    store: period.store,
    time_zone: SHOP_TIME_ZONE,
    revenue,
    free_stringings,
    jobs,
    turnaround: fromJson(turnaround, row!.t),
    top_strings: topStringsOf(fromJson(spec, row!.s), options.lengths),
    tickets: fromJson(ticket, row!.k),
    liability: fromJson(liability, row!.l),
  };
}
