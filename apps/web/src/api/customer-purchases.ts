import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchasesResponse } from '@shop/domain/contracts/purchases';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/purchases/customer/{customerId}: rackets with free stringings, claims and recorded purchases. */
export function getCustomerPurchases(customerId: number): Promise<PurchasesResponse> {
  return api<PurchasesResponse>(`purchases/customer/${customerId}`);
}

export function customerPurchasesQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: queryKeys.purchases.of(customerId),
    queryFn: () => getCustomerPurchases(customerId),
  });
}

export function useCustomerPurchases(customerId: number) {
  return useQuery({ ...customerPurchasesQueryOptions(customerId), enabled: customerId > 0 });
}
