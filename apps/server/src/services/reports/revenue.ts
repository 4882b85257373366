import { sql } from 'drizzle-orm';
import { FREE_STRINGING } from '@shop/domain/business';
import type { ReportSummary } from '@shop/domain/contracts/reports';
import { timesFils, toAed } from '@shop/domain/money';
import { documentSumsOf, revenueOf } from '@shop/domain/takings';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { readFigure, within, type Figure, type ReportPeriod } from './period';

interface TakingsRow {
  kind: string;
  documents: number;
  fils: string;
  fee_fils: string;
}

/**
 * The revenue of the period (docs/decisions/revenue.md): the invoices of its days less their credit notes, from the
 * per-day totals migration 0051's triggers keep (a few rows per day, store and kind), summed by `revenueOf`.
 */
export function revenueFromDays(period: ReportPeriod): Figure<ReportSummary['revenue'], TakingsRow> {
  return { query: takingsQuery(period), from: (rows) => revenueOf(documentSumsOf(rows)) };
}

/** The documents of the period summed by kind, from the per-day totals (the dashboard's takings read them too). */
export function takingsQuery(period: { from: string; to: string; store: string | null }) {
  return sql`
      SELECT t.kind, sum(t.documents)::int AS documents, sum(t.fils)::text AS fils, sum(t.fee_fils)::text AS fee_fils
        FROM report_takings t
       WHERE t.day >= ${period.from}::date AND t.day <= ${period.to}::date
             ${period.store ? sql`AND t.store = ${period.store}` : sql``}
       GROUP BY t.kind`;
}

export const revenueFromDaysOf = (db: DbOrTx, period: ReportPeriod) => readFigure(db, revenueFromDays(period));

/** Free stringings done: free bookings completed (their job ready) in the period, each worth 75 AED. */
export async function freeStringingsOf(db: DbOrTx, period: ReportPeriod): Promise<ReportSummary['free_stringings']> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n
        FROM bookings b JOIN jobs j ON j.booking_id = b.id
       WHERE b.free_service AND b.status = 'completed' AND ${within(sql`b.completed_at`, period)} ${period.storeFilter}`),
  );
  const count = Number(row?.n ?? 0);
  return { count, value: toAed(timesFils(FREE_STRINGING.valueFils, count)) };
}
