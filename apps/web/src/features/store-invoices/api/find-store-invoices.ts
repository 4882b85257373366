import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreInvoiceListResponse } from '@shop/domain/contracts/store-invoices';
import { api } from '@/lib/api-client';

export interface FindStoreInvoicesQuery {
  search?: string;
  page?: number;
  pageSize?: number;
  /** The previous page's nextCursor, for pages past those that open by number. */
  cursor?: string;
}

export function findStoreInvoices(query: FindStoreInvoicesQuery): Promise<StoreInvoiceListResponse> {
  return api<StoreInvoiceListResponse>('bigcommerce-invoices/metadata', { query: { ...query } });
}

export function findStoreInvoicesQueryOptions(query: FindStoreInvoicesQuery) {
  return queryOptions({
    queryKey: ['store-invoices', query],
    queryFn: () => findStoreInvoices(query),
  });
}

export function useFindStoreInvoices(query: FindStoreInvoicesQuery) {
  return useQuery(findStoreInvoicesQueryOptions(query));
}
