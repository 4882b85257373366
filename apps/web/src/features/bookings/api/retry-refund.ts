import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelBookingResponse, RefundTarget } from '@shop/domain/contracts/cancellations';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/bookings/{id}/refund/retry: sends a failed refund to the card again, or moves it to the counter. */
export function retryRefund(input: { bookingId: number; refund_to?: RefundTarget }): Promise<CancelBookingResponse> {
  const { bookingId, ...body } = input;
  return api<CancelBookingResponse>(`bookings/${bookingId}/refund/retry`, { method: 'POST', body });
}

export function useRetryRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
