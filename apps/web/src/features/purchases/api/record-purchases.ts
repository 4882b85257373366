import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualPurchaseRequest, ManualPurchaseResponse } from '@shop/domain/contracts/purchases';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/manual-purchase/{customerId} with { purchases }: all rows are saved or none. */
export function recordPurchases(input: {
  customerId: number;
  body: ManualPurchaseRequest;
}): Promise<ManualPurchaseResponse> {
  return api<ManualPurchaseResponse>(`manual-purchase/${input.customerId}`, { method: 'POST', body: input.body });
}

export function useRecordPurchases() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPurchases,
    onSuccess: (_saved, input) => {
      // A racket bought now is one of the customer's rackets at once: the cached list (say "No rackets on file yet")
      // is dropped, so the next booking form waits for the new list instead of booking with no racket and no spec.
      queryClient.removeQueries({ queryKey: queryKeys.customerRackets.of(input.customerId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.purchases.of(input.customerId) });
    },
  });
}
