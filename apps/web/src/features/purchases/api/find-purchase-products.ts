import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseProductsResponse } from '@shop/domain/contracts/purchases';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/purchases/products?search=: store products by name, SKU or id, with price and category. */
export function findPurchaseProducts(search: string): Promise<PurchaseProductsResponse> {
  return api<PurchaseProductsResponse>('purchases/products', { query: { search } });
}

export function purchaseProductsQueryOptions(search: string) {
  return queryOptions({
    queryKey: queryKeys.purchaseProducts.of(search),
    queryFn: () => findPurchaseProducts(search),
    staleTime: 60_000,
  });
}

/** Searches once something is typed (already debounced by the caller). */
export function usePurchaseProducts(search: string) {
  const term = search.trim();
  return useQuery({
    ...purchaseProductsQueryOptions(term),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
  });
}
