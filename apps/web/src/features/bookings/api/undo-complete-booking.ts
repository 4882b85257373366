import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingCompletionResponse } from '@shop/domain/contracts/bookings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/bookings/{id}/undo-complete: puts a booking completed today back in progress (admins). */
export function undoCompleteBooking(bookingId: number): Promise<BookingCompletionResponse> {
  return api<BookingCompletionResponse>(`bookings/${bookingId}/undo-complete`, { method: 'POST' });
}

export function useUndoCompleteBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoCompleteBooking,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
