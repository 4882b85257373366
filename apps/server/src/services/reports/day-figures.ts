import { sql } from 'drizzle-orm';
import { FREE_STRINGING } from '@shop/domain/business';
import type { ReportSummary, ReportTurnaround } from '@shop/domain/contracts/reports';
import { timesFils, toAed } from '@shop/domain/money';
import { addDays } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { jobsPerDay, type SpecRow } from './jobs-figures';
import { hours, readFigure, type Figure, type ReportPeriod } from './period';
import { liabilityFigures, resolvedIn, ticketsFromRow, type TicketsRow } from './tickets-liability';

/**
 * The figures of a period from the per-day totals that migration 0029's triggers keep (docs/decisions/reports.md,
 * "Speed"): about 31 rows per store and table for a month. The direct queries (revenue.ts, jobs-figures.ts) count
 * the same from the base tables; test/reports/report-days.test.ts checks that both agree.
 */
const days = (period: ReportPeriod, table: ReturnType<typeof sql>) => sql`
  FROM ${table} d WHERE d.day >= ${period.from}::date AND d.day <= ${period.to}::date
  ${period.store ? sql`AND d.store = ${period.store}` : sql``}`;

interface DayRow {
  day: string;
  free_stringings: number;
  stringing: number;
  grip: number;
  express: number;
}

/**
 * Free stringings done and jobs per day from report_days (the revenue is the documents', revenue.ts; report_days'
 * own money columns are no longer read, docs/decisions/revenue.md).
 */
export function dayTotals(period: ReportPeriod): Figure<Pick<ReportSummary, 'free_stringings' | 'jobs'>, DayRow> {
  const query = sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, sum(d.free_stringings)::int AS free_stringings, sum(d.stringing)::int AS stringing,
             sum(d.grip)::int AS grip, sum(d.express)::int AS express
      ${days(period, sql`report_days`)}
      GROUP BY d.day ORDER BY d.day`;
  return { query, from: dayTotalsFrom };
}

export const dayTotalsOf = (db: DbOrTx, period: ReportPeriod) => readFigure(db, dayTotals(period));

function dayTotalsFrom(rows: DayRow[]): Pick<ReportSummary, 'free_stringings' | 'jobs'> {
  // In day order whoever read them (a JSON aggregate keeps its sorted subquery's order, this makes sure).
  rows.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const total = (pick: (r: DayRow) => string | number) => rows.reduce((n, r) => n + Number(pick(r)), 0);
  const free = total((r) => r.free_stringings);
  return {
    free_stringings: { count: free, value: toAed(timesFils(FREE_STRINGING.valueFils, free)) },
    jobs: jobsPerDay(
      rows
        .filter((r) => Number(r.stringing) + Number(r.grip) > 0)
        .map((r) => ({
          date: r.day,
          stringing: Number(r.stringing),
          grip: Number(r.grip),
          express: Number(r.express),
        })),
    ),
  };
}

/** The stringing jobs per mains, crosses and pattern (top strings) from report_specs. */
export function specs(
  period: ReportPeriod,
): Figure<SpecRow[], { mains: number; crosses: number; pattern: string; n: number }> {
  const query = sql`
      SELECT d.mains, d.crosses, d.pattern, sum(d.jobs)::int AS n
      ${days(period, sql`report_specs`)}
      GROUP BY d.mains, d.crosses, d.pattern HAVING sum(d.jobs) > 0`;
  const id = (value: number) => (Number(value) === 0 ? null : Number(value));
  return {
    query,
    from: (rows) =>
      rows.map((r) => ({ mains: id(r.mains), crosses: id(r.crosses), pattern: r.pattern, n: Number(r.n) })),
  };
}

export const specsOf = (db: DbOrTx, period: ReportPeriod) => readFigure(db, specs(period));

interface PercentileRow {
  grp: ReportTurnaround['group'];
  key: string;
  n: string;
  lo50: number;
  hi50: number;
  f50: number;
  lo90: number;
  hi90: number;
  f90: number;
}

/**
 * Median and 90th percentile of the hours from received to first ready, from the per-day histogram of whole
 * minutes (report_turnaround), as percentile_cont computes them: rank p × (n − 1) from 0, linear between the jobs
 * on either side. Each job's time is rounded to the minute, so a figure is within 30 seconds of the exact one.
 */
export function turnaroundFromDays(period: ReportPeriod): Figure<ReportTurnaround[], PercentileRow> {
  const query = sql`
      WITH h AS (
        SELECT CASE WHEN grouping(d.service_type) = 0 THEN 'service_type'
                    WHEN grouping(d.store) = 0 THEN 'store' ELSE 'all' END AS grp,
               coalesce(d.service_type, d.store, 'all') AS key, d.minutes, sum(d.jobs) AS n
        ${days(period, sql`report_turnaround`)}
        GROUP BY GROUPING SETS ((d.minutes), (d.service_type, d.minutes), (d.store, d.minutes))
        HAVING sum(d.jobs) > 0
      ), c AS (
        SELECT grp, key, minutes, sum(n) OVER (PARTITION BY grp, key ORDER BY minutes) AS cum,
               sum(n) OVER (PARTITION BY grp, key) AS total
          FROM h
      )
      SELECT grp, key, total::text AS n,
             min(minutes) FILTER (WHERE cum > floor(r50)) AS lo50, min(minutes) FILTER (WHERE cum > ceil(r50)) AS hi50,
             r50 - floor(r50) AS f50,
             min(minutes) FILTER (WHERE cum > floor(r90)) AS lo90, min(minutes) FILTER (WHERE cum > ceil(r90)) AS hi90,
             r90 - floor(r90) AS f90
        FROM c CROSS JOIN LATERAL (SELECT 0.5::float8 * (total - 1)::float8 AS r50,
                                          0.9::float8 * (total - 1)::float8 AS r90) r
       GROUP BY grp, key, total, r50, r90`;
  return { query, from: turnaroundFrom };
}

export const turnaroundFromDaysOf = (db: DbOrTx, period: ReportPeriod) => readFigure(db, turnaroundFromDays(period));

function turnaroundFrom(rows: PercentileRow[]): ReportTurnaround[] {
  const lerp = (lo: number, hi: number, f: number) => {
    const first = Number(lo) / 60;
    return hours(first + (Number(hi) / 60 - first) * Number(f));
  };
  const order = { all: 0, service_type: 1, store: 2 } as const;
  // The 'all' line is there when no job reached ready, as percentile_cont's empty grouping set gives it.
  const none = { group: 'all', key: 'all', jobs: 0, median_hours: null, p90_hours: null } as const;
  const figures = rows.map((r) => ({
    group: r.grp,
    key: r.key,
    jobs: Number(r.n),
    median_hours: lerp(r.lo50, r.hi50, r.f50),
    p90_hours: lerp(r.lo90, r.hi90, r.f90),
  }));
  return (figures.length > 0 ? figures : [none]).sort(
    (a, b) => order[a.group] - order[b.group] || a.key.localeCompare(b.key),
  );
}

/**
 * Tickets opened in the period and the median hours to their first response, from the per-day totals of migration
 * 0060 (report_tickets: a row per day and distinct response time), as percentile_cont computes it over the tickets
 * (rank 0.5 × (n − 1) from 0, linear between the values on either side, in float8); the resolved ones from their
 * audit entries. The same figures as `tickets` (tickets-liability.ts) counts from the tickets; tickets have no store.
 */
export function ticketsFromDays(period: ReportPeriod): Figure<ReportSummary['tickets'], TicketsRow> {
  const inPeriod = sql`d.day >= ${period.from}::date AND d.day <= ${period.to}::date`;
  const query = sql`
      WITH h AS (
        SELECT d.hours, sum(d.tickets) AS n FROM report_tickets d WHERE ${inPeriod} AND d.responded
         GROUP BY d.hours HAVING sum(d.tickets) > 0
      ), c AS (
        SELECT hours, sum(n) OVER (ORDER BY hours) AS cum, sum(n) OVER () AS total FROM h
      ), m AS (
        SELECT min(hours) FILTER (WHERE cum > floor(r)) AS lo, min(hours) FILTER (WHERE cum > ceil(r)) AS hi,
               r - floor(r) AS f
          FROM c CROSS JOIN LATERAL (SELECT 0.5::float8 * (total - 1)::float8 AS r) x
         GROUP BY r
      )
      SELECT (SELECT coalesce(sum(d.tickets), 0) FROM report_tickets d WHERE ${inPeriod})::int AS opened,
             ${resolvedIn(period)} AS resolved,
             (SELECT m.lo + m.f * (m.hi - m.lo) FROM m) AS median`;
  return { query, from: ticketsFromRow };
}

export const ticketsFromDaysOf = (db: DbOrTx, period: ReportPeriod) => readFigure(db, ticketsFromDays(period));

/**
 * The free stringings owed on `today` (a Dubai day) from report_liability: entitlements valid today or later, and
 * those whose last valid day is before today + 30 (the same figures as liabilityOf counts from the entitlements).
 */
export function liabilityFromDays(
  today: string,
): Figure<ReportSummary['liability'], { unused: number; expiring: number }> {
  const query = sql`
      SELECT coalesce(sum(l.unused), 0)::int AS unused,
             coalesce(sum(l.unused) FILTER (WHERE l.valid_until < ${addDays(today, 30)}::date), 0)::int AS expiring
        FROM report_liability l WHERE l.valid_until >= ${today}::date`;
  return {
    query,
    from: ([row]) => liabilityFigures(today, Number(row?.unused ?? 0), Number(row?.expiring ?? 0)),
  };
}

export const liabilityFromDaysOf = (db: DbOrTx, today: string) => readFigure(db, liabilityFromDays(today));
