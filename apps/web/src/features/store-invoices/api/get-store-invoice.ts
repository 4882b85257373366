import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreInvoiceDetail } from '@shop/domain/contracts/store-invoices';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

export function getStoreInvoice(invoiceId: string): Promise<StoreInvoiceDetail> {
  return api<StoreInvoiceDetail>(`bcinvoices/${encodeURIComponent(invoiceId)}`);
}

export function getStoreInvoiceQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: queryKeys.storeInvoices.detail(invoiceId),
    queryFn: () => getStoreInvoice(invoiceId),
  });
}

export function useStoreInvoice(invoiceId: string) {
  return useQuery(getStoreInvoiceQueryOptions(invoiceId));
}
