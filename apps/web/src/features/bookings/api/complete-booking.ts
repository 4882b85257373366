import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingCompletionResponse } from '@shop/domain/contracts/bookings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** PATCH /api/bookings/{id}/status: completes an online-paid (or free) booking. */
export function completeBooking(bookingId: number): Promise<BookingCompletionResponse> {
  return api<BookingCompletionResponse>(`bookings/${bookingId}/status`, { method: 'PATCH' });
}

export function useCompleteBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeBooking,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
