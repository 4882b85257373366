import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceListQuery } from '@shop/domain/contracts/invoices';
import type { ApiListQuery } from '@/lib/list/api-list-query';
import type { InvoiceListResponse } from '@shop/domain/contracts/invoices';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET's query, typed from the domain's (search, page, pageSize, cursor and the filters). */
export type FindInvoicesQuery = ApiListQuery<InvoiceListQuery>;

export function findInvoices(query: FindInvoicesQuery): Promise<InvoiceListResponse> {
  return api<InvoiceListResponse>('admin/invoices', { query: { ...query } });
}

export function findInvoicesQueryOptions(query: FindInvoicesQuery) {
  return queryOptions({
    queryKey: queryKeys.invoices.list(query),
    queryFn: () => findInvoices(query),
  });
}

export function useFindInvoices(query: FindInvoicesQuery) {
  return useQuery(findInvoicesQueryOptions(query));
}
