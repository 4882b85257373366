import type { ReportSummary, ReportTurnaround } from '@shop/domain/contracts/reports';
import { revenueOf } from '@shop/domain/takings';
import type { DbOrTx } from '../../src/db/client';
import { jobCountsOf, turnaroundOf, type SpecRow } from '../../src/services/reports/jobs-figures';
import type { ReportPeriod } from '../../src/services/reports/period';
import { freeStringingsOf } from '../../src/services/reports/revenue';
import { creditNotesOf, documentSumsOfLists, invoicesOf } from '../../src/services/reports/takings';

/**
 * The figures the per-day totals hold, counted directly from the base tables (revenue from the invoices and credit
 * notes one by one, as the cash-up counts them) (the truth they are checked against,
 * report-days.test.ts; the CSV reads the same jobs).
 */
export async function directFiguresOf(
  db: DbOrTx,
  period: ReportPeriod,
): Promise<
  Pick<ReportSummary, 'revenue' | 'free_stringings' | 'jobs'> & {
    specs: SpecRow[];
    turnaround: ReportTurnaround[];
  }
> {
  const [revenue, free_stringings, counts, turnaround] = await Promise.all([
    revenueOfDocuments(db, period),
    freeStringingsOf(db, period),
    jobCountsOf(db, period),
    turnaroundOf(db, period),
  ]);
  return { revenue, free_stringings, jobs: counts.jobs, specs: counts.specs, turnaround };
}

/** The revenue counted from the documents themselves, one by one, as the cash-up counts it (what the totals hold). */
export async function revenueOfDocuments(db: DbOrTx, period: ReportPeriod): Promise<ReportSummary['revenue']> {
  const [invoices, notes] = await Promise.all([invoicesOf(db, period), creditNotesOf(db, period)]);
  return revenueOf(documentSumsOfLists(invoices, notes));
}
