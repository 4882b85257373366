import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelBookingRequest, CancelBookingResponse } from '@shop/domain/contracts/cancellations';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/bookings/{id}/cancel: cancels the booking with a reason; refunds, credits and frees its free stringing. */
export function cancelBooking(input: { bookingId: number } & CancelBookingRequest): Promise<CancelBookingResponse> {
  const { bookingId, ...body } = input;
  return api<CancelBookingResponse>(`bookings/${bookingId}/cancel`, { method: 'POST', body });
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
