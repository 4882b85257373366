import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmInstorePaymentRequest, ConfirmInstorePaymentResponse } from '@shop/domain/contracts/bookings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/store-payment/confirm-instore-payment: the bookings are created, to be paid at completion. */
export function confirmInstorePayment(body: ConfirmInstorePaymentRequest): Promise<ConfirmInstorePaymentResponse> {
  return api<ConfirmInstorePaymentResponse>('store-payment/confirm-instore-payment', { method: 'POST', body });
}

export function useConfirmInstorePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmInstorePayment,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
