import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreProductItem } from '@shop/domain/contracts/store-invoices';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

export function findStoreProducts(): Promise<StoreProductItem[]> {
  return api<StoreProductItem[]>('bigcommerce/products');
}

export function findStoreProductsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.storeInvoices.products(),
    queryFn: findStoreProducts,
    staleTime: 5 * 60_000,
  });
}

export function useStoreProducts() {
  return useQuery(findStoreProductsQueryOptions());
}
