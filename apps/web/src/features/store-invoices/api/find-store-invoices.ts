import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreInvoiceListQuery } from '@shop/domain/contracts/store-invoices';
import type { ApiListQuery } from '@/lib/list/api-list-query';
import type { StoreInvoiceListResponse } from '@shop/domain/contracts/store-invoices';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET's query, typed from the domain's (search, page, pageSize, cursor and the filters). */
export type FindStoreInvoicesQuery = ApiListQuery<StoreInvoiceListQuery>;

export function findStoreInvoices(query: FindStoreInvoicesQuery): Promise<StoreInvoiceListResponse> {
  return api<StoreInvoiceListResponse>('bigcommerce-invoices/metadata', { query: { ...query } });
}

export function findStoreInvoicesQueryOptions(query: FindStoreInvoicesQuery) {
  return queryOptions({
    queryKey: queryKeys.storeInvoices.list(query),
    queryFn: () => findStoreInvoices(query),
  });
}

export function useFindStoreInvoices(query: FindStoreInvoicesQuery) {
  return useQuery(findStoreInvoicesQueryOptions(query));
}
