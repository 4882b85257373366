import { sql } from 'drizzle-orm';
import type { ReportSummary, ReportTurnaround } from '@shop/domain/contracts/reports';
import { SHOP_TIME_ZONE } from '@shop/domain/time';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { hours, within, type ReportPeriod } from './period';

/** The period's jobs: received (jobs.created_at) in it, not canceled, at the chosen store. */
export const periodJobs = (period: ReportPeriod) => sql`
  FROM jobs j JOIN bookings b ON b.id = j.booking_id
  WHERE ${within(sql`j.created_at`, period)} AND j.stage <> 'canceled' ${period.storeFilter}`;

/**
 * When a job first became ready: its first stage event to ready (job_events, on job_events_ready_idx); jobs
 * made before the events existed (0018's backfill) fall back to jobs.ready_at.
 */
export const READY_AT = sql`coalesce((SELECT min(e.at) FROM job_events e
  WHERE e.booking_id = j.booking_id AND e.kind = 'stage' AND e.details->>'to' = 'ready'), j.ready_at)`;

interface DayRow {
  day: string;
  stringing: number;
  grip: number;
  express: number;
}

/** Jobs per Dubai day of receipt: stringing and grip, and how many of them express. */
export async function jobsOf(db: DbOrTx, period: ReportPeriod): Promise<ReportSummary['jobs']> {
  const rows = rowsOf<DayRow>(
    await db.execute(sql`
      SELECT to_char(j.created_at AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') AS day,
             (count(*) FILTER (WHERE b.service_kind = 'string'))::int AS stringing,
             (count(*) FILTER (WHERE b.service_kind = 'grip'))::int AS grip,
             (count(*) FILTER (WHERE j.express))::int AS express
      ${periodJobs(period)}
      GROUP BY 1 ORDER BY 1`),
  );
  const by_day = rows.map((r) => ({
    date: r.day,
    stringing: Number(r.stringing),
    grip: Number(r.grip),
    express: Number(r.express),
  }));
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
 * (percentile_cont, linear between the two nearest jobs), over all, by service type and by store.
 */
export async function turnaroundOf(db: DbOrTx, period: ReportPeriod): Promise<ReportTurnaround[]> {
  const rows = rowsOf<TurnaroundRow>(
    await db.execute(sql`
      WITH t AS (
        SELECT j.store, b.service_type, extract(epoch FROM (${READY_AT} - j.created_at)) / 3600.0 AS h
        ${periodJobs(period)}
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
