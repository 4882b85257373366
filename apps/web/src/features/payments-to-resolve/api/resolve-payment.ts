import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveAction, ResolvePaymentResponse } from '@shop/domain/contracts/payments-to-resolve';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/payments/{cartId}/resolve: restore the late payment's bookings, or refund it in full (once). */
export function resolvePayment(input: { cartId: string; action: ResolveAction }): Promise<ResolvePaymentResponse> {
  return api<ResolvePaymentResponse>(`payments/${input.cartId}/resolve`, {
    method: 'POST',
    body: { action: input.action },
  });
}

export function useResolvePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolvePayment,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.paymentsToResolve.all });
      void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}
