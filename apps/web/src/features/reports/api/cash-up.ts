import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { cashUpFileName, type CashUp, type CashUpQuery } from '@shop/domain/contracts/cash-up';
import { api, apiBlob, downloadBlob } from '@/lib/api-client';
import { openPdfInNewTab } from '@/lib/open-pdf';
import { queryKeys } from '@/api/query-keys';

const params = (query: CashUpQuery) => ({ date: query.date, store: query.store });

/** GET /api/reports/cash-up: one Dubai day's takings, one store or all. */
export const cashUpOptions = (query: CashUpQuery) =>
  queryOptions({
    queryKey: queryKeys.reports.cashUp(query.date, query.store ?? ''),
    queryFn: ({ signal }) => api<CashUp>('reports/cash-up', { query: params(query), signal }),
    placeholderData: keepPreviousData,
  });

export function useCashUp(query: CashUpQuery) {
  return useQuery(cashUpOptions(query));
}

/** GET /api/reports/cash-up.csv, saved under the server's name. */
export function useDownloadCashUpCsv() {
  return useMutation({
    mutationFn: async (query: CashUpQuery) =>
      downloadBlob(await apiBlob('reports/cash-up.csv', { query: params(query) }), cashUpFileName(query, 'csv')),
  });
}

/** GET /api/reports/cash-up.pdf opened in a new tab, where the browser's viewer prints it. */
export function usePrintCashUp() {
  return useMutation({
    mutationFn: (query: CashUpQuery) => openPdfInNewTab(() => apiBlob('reports/cash-up.pdf', { query: params(query) })),
  });
}
