import type { ReportSummary, ReportTurnaround } from '@shop/domain/contracts/reports';
import type { DbOrTx } from '../../src/db/client';
import { jobCountsOf, turnaroundOf, type SpecRow } from '../../src/services/reports/jobs-figures';
import type { ReportPeriod } from '../../src/services/reports/period';
import { freeStringingsOf, revenueOfDocuments } from '../../src/services/reports/revenue';

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
