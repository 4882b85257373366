import { sql } from 'drizzle-orm';
import type { ReportSummary, ReportTurnaround } from '@shop/domain/contracts/reports';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { hours, within, type ReportPeriod } from './period';

/** The period's jobs `j`: received (jobs.created_at) in it, not canceled, at the chosen store. */
const periodJobsOnly = (period: ReportPeriod) => sql`
  FROM jobs j
  WHERE ${within(sql`j.created_at`, period)} AND j.stage <> 'canceled' ${period.storeFilter}`;

/** The period's jobs `j`, canceled ones included, with their bookings `b` (the CSV's names, prices and refunds). */
export const periodJobs = (period: ReportPeriod) => sql`
  FROM jobs j JOIN bookings b ON b.id = j.booking_id
  WHERE ${within(sql`j.created_at`, period)} ${period.storeFilter}`;

/**
 * When a job first became ready: its first stage event to ready (kept in jobs.first_ready_at by a trigger on
 * job_events, migration 0026); jobs made before the events existed (0018's backfill) fall back to jobs.ready_at.
 */
export const READY_AT = sql`coalesce(j.first_ready_at, j.ready_at)`;

/** A stringing job's strings and pattern with how many jobs share them (top strings). */
export interface SpecRow {
  mains: number | null;
  crosses: number | null;
  pattern: string;
  n: number;
}

interface CountRow {
  by_day: boolean;
  day: string | null;
  mains: number | null;
  crosses: number | null;
  pattern: string | null;
  stringing: number;
  grip: number;
  express: number;
}

/**
 * One pass over the period's jobs (an index-only range scan of jobs_report_idx): jobs per Dubai day of receipt
 * (stringing and grip, and how many of them express) and the stringing jobs per mains, crosses and pattern. Days
 * are 24-hour bins from the period's first Dubai midnight (Dubai keeps UTC+4 all year). Each side uses the job's
 * spec, else the booked string (the job's copy of it); the customer's own string is no catalogue string.
 */
export async function jobCountsOf(
  db: DbOrTx,
  period: ReportPeriod,
): Promise<{ jobs: ReportSummary['jobs']; specs: SpecRow[] }> {
  const rows = rowsOf<CountRow>(
    await db.execute(sql`
      WITH t AS (
        SELECT date_bin('1 day', j.created_at, ${period.start.toISOString()}::timestamptz) AS bin, j.service_kind,
               j.express,
               coalesce(j.mains_string_id, CASE WHEN j.mains_own_string IS NULL THEN j.booked_string_id END) AS mains,
               coalesce(j.crosses_string_id, CASE WHEN j.crosses_own_string IS NULL THEN j.booked_string_id END) AS crosses,
               coalesce(j.racket_pattern, '') AS pattern
        ${periodJobsOnly(period)}
      )
      SELECT grouping(bin) = 0 AS by_day, to_char(bin AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') AS day,
             mains, crosses, pattern,
             (count(*) FILTER (WHERE service_kind = 'string'))::int AS stringing,
             (count(*) FILTER (WHERE service_kind = 'grip'))::int AS grip,
             (count(*) FILTER (WHERE express))::int AS express
        FROM t
       GROUP BY GROUPING SETS ((bin), (mains, crosses, pattern))`),
  );
  const by_day = rows
    .filter((r) => r.by_day)
    .map((r) => ({ date: r.day!, stringing: Number(r.stringing), grip: Number(r.grip), express: Number(r.express) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const specs = rows
    .filter((r) => !r.by_day && Number(r.stringing) > 0)
    .map((r) => ({
      mains: r.mains === null ? null : Number(r.mains),
      crosses: r.crosses === null ? null : Number(r.crosses),
      pattern: r.pattern ?? '',
      n: Number(r.stringing),
    }));
  return { jobs: jobsPerDay(by_day), specs };
}

/** The period's job counts from its days (days without jobs left out). */
export function jobsPerDay(by_day: ReportSummary['jobs']['by_day']): ReportSummary['jobs'] {
  const stringing = by_day.reduce((n, d) => n + d.stringing, 0);
  const grip = by_day.reduce((n, d) => n + d.grip, 0);
  const express = by_day.reduce((n, d) => n + d.express, 0);
  const total = stringing + grip;
  return {
    total,
    stringing,
    grip,
    express,
    express_share: total === 0 ? 0 : Math.round((express / total) * 1000) / 10,
    by_day,
  };
}

interface TurnaroundRow {
  grp: ReportTurnaround['group'];
  key: string;
  n: number;
  median: string | number | null;
  p90: string | number | null;
}

/**
 * Hours from received to first ready of the period's jobs that reached ready: median and 90th percentile
 * (percentile_cont, linear between the two nearest jobs), over all, by service type and by store. Hours are
 * float8 (date_part), which percentile_cont reads anyway: for whole seconds the same value as the exact numeric
 * quotient, at less than half its cost (docs/decisions/reports.md, "Speed").
 */
export async function turnaroundOf(db: DbOrTx, period: ReportPeriod): Promise<ReportTurnaround[]> {
  const rows = rowsOf<TurnaroundRow>(
    await db.execute(sql`
      WITH t AS (
        SELECT j.store, j.service_type, date_part('epoch', ${READY_AT} - j.created_at) / 3600 AS h
        ${periodJobsOnly(period)}
      )
      SELECT CASE WHEN grouping(service_type) = 0 THEN 'service_type'
                  WHEN grouping(store) = 0 THEN 'store' ELSE 'all' END AS grp,
             coalesce(service_type, store, 'all') AS key,
             count(*)::int AS n,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY h) AS median,
             percentile_cont(0.9) WITHIN GROUP (ORDER BY h) AS p90
        FROM t WHERE h IS NOT NULL
       GROUP BY GROUPING SETS ((), (service_type), (store))`),
  );
  const order = { all: 0, service_type: 1, store: 2 } as const;
  return rows
    .map((r) => ({
      group: r.grp,
      key: r.key,
      jobs: Number(r.n),
      median_hours: hours(r.median),
      p90_hours: hours(r.p90),
    }))
    .sort((a, b) => order[a.group] - order[b.group] || a.key.localeCompare(b.key));
}
