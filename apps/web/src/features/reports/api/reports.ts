import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportQuery, ReportSummary } from '@shop/domain/contracts/reports';
import { api, apiBlob, downloadBlob } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

const params = (query: ReportQuery) => ({ from: query.from, to: query.to, store: query.store });

/** GET /api/reports/summary: the period's figures (Dubai days, one store or all). */
export const reportSummaryOptions = (query: ReportQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.summary(query.from, query.to, query.store ?? ''),
    queryFn: ({ signal }) => api<ReportSummary>('reports/summary', { query: params(query), signal }),
    placeholderData: keepPreviousData,
  });

export function useReportSummary(query: ReportQuery) {
  return useQuery(reportSummaryOptions(query));
}

/** GET /api/reports/jobs.csv, saved as the server names it. */
export async function downloadJobsCsv(query: ReportQuery): Promise<void> {
  const blob = await apiBlob('reports/jobs.csv', { query: params(query) });
  const store = query.store ? `-${query.store.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : '';
  downloadBlob(blob, `jobs-${query.from}-to-${query.to}${store}.csv`);
}
