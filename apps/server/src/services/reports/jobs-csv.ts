import { sql } from 'drizzle-orm';
import { JOBS_CSV_COLUMNS, type ReportQuery } from '@shop/domain/contracts/reports';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@shop/domain/booking-status';
import { JOB_STAGE_LABELS, type JobStage } from '@shop/domain/stringing/job-stage';
import { SHOP_TIME_ZONE } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { csvDocument, csvNumber } from '../../lib/csv';
import { rowsOf } from '../../lib/rows';
import { periodJobs, READY_AT } from './jobs-figures';
import { hours, reportPeriod } from './period';

interface JobRow {
  id: number;
  received: string;
  store: string;
  service_kind: 'string' | 'grip';
  service_type: string;
  service_name: string;
  customer_name: string;
  stage: JobStage;
  ready: string | null;
  h: string | number | null;
  price_fils: number;
  free_service: boolean;
  booking_status: BookingStatus;
  refunded_fils: string;
  refund_statuses: string | null;
  voided: boolean;
}

/** Two decimals from integer fils, without a thousands separator (a spreadsheet reads it as a number). */
export function aedCell(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The period's jobs as CSV (csvDocument: RFC 4180, UTF-8 with a BOM, formulas neutralised): one row per job received in the
 * period, canceled ones included with their booking's status, what was refunded and the refunds' states (a voided held
 * payment: "voided"), oldest first, times in Dubai.
 */
export async function jobsCsv(db: DbOrTx, query: ReportQuery): Promise<string> {
  const period = reportPeriod(query);
  const local = (column: ReturnType<typeof sql>) =>
    sql`to_char(${column} AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`;
  const rows = rowsOf<JobRow>(
    await db.execute(sql`
      SELECT j.booking_id AS id, ${local(sql`j.created_at`)} AS received, j.store, b.service_kind, b.service_type,
             b.service_name, b.customer_name, j.stage, ${local(READY_AT)} AS ready,
             extract(epoch FROM (${READY_AT} - j.created_at)) / 3600.0 AS h, b.price_fils, b.free_service,
             b.status AS booking_status,
             (SELECT coalesce(sum(r.amount_fils), 0)::bigint::text FROM booking_refunds r WHERE r.booking_id = b.id)
               AS refunded_fils,
             (SELECT string_agg(DISTINCT r.status, ', ') FROM booking_refunds r WHERE r.booking_id = b.id)
               AS refund_statuses,
             EXISTS (SELECT 1 FROM booking_cancellations x WHERE x.booking_id = b.id AND x.payment_voided) AS voided
      ${periodJobs(period)}
      ORDER BY j.created_at, j.booking_id`),
  );
  const records = rows.map((r) => [
    csvNumber(r.id),
    r.received,
    r.store,
    r.service_kind === 'string' ? 'Stringing' : 'Grip',
    r.service_type,
    r.service_name,
    r.customer_name,
    JOB_STAGE_LABELS[r.stage],
    r.ready ?? '',
    r.h === null ? '' : csvNumber(String(hours(r.h))),
    csvNumber(aedCell(Number(r.price_fils))),
    r.free_service ? 'Yes' : 'No',
    BOOKING_STATUS_LABELS[r.booking_status],
    csvNumber(aedCell(Number(r.refunded_fils))),
    r.refund_statuses ?? (r.voided ? 'voided' : ''),
  ]);
  return csvDocument(JOBS_CSV_COLUMNS, records);
}

/** The download's file name: jobs-2026-03-01-to-2026-03-31[-marina-store].csv */
export function jobsCsvFileName(query: ReportQuery): string {
  const store = query.store ? `-${query.store.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
  return `jobs-${query.from}-to-${query.to}${store}.csv`;
}
