import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceListResponse } from '@shop/domain/contracts/invoices';
import { api } from '@/lib/api-client';

export interface FindInvoicesQuery {
  search?: string;
  page?: number;
  pageSize?: number;
  /** The previous page's nextCursor, for pages past those that open by number. */
  cursor?: string;
}

export function findInvoices(query: FindInvoicesQuery): Promise<InvoiceListResponse> {
  return api<InvoiceListResponse>('admin/invoices', { query: { ...query } });
}

export function findInvoicesQueryOptions(query: FindInvoicesQuery) {
  return queryOptions({
    queryKey: ['invoices', query],
    queryFn: () => findInvoices(query),
  });
}

export function useFindInvoices(query: FindInvoicesQuery) {
  return useQuery(findInvoicesQueryOptions(query));
}
