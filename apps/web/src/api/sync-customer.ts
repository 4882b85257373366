import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SyncCustomerResponse } from '@shop/domain/contracts/customers';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/sync-customer/{id}: refreshes our copy of the customer from the online store. */
export function syncCustomer(customerId: number): Promise<SyncCustomerResponse> {
  return api<SyncCustomerResponse>(`admin/sync-customer/${customerId}`);
}

export function useSyncCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
