import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingCompletionResponse } from '@shop/domain/contracts/bookings';
import type { CompleteInstoreRequest } from '@shop/domain/contracts/complete-instore';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/bookings/{id}/complete-instore: records the in-store payment and completes the booking. */
export function completeInstoreBooking(
  input: { bookingId: number } & CompleteInstoreRequest,
): Promise<BookingCompletionResponse> {
  const { bookingId, ...body } = input;
  return api<BookingCompletionResponse>(`bookings/${bookingId}/complete-instore`, { method: 'POST', body });
}

export function useCompleteInstoreBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeInstoreBooking,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
