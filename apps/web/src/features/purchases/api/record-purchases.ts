import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualPurchaseRequest, ManualPurchaseResponse } from '@shop/domain/contracts/purchases';
import { api } from '@/lib/api-client';

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
    onSuccess: (_saved, input) => queryClient.invalidateQueries({ queryKey: ['purchases', input.customerId] }),
  });
}
