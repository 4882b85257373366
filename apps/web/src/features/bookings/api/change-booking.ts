import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeBookingRequest, ChangeBookingResponse } from '@shop/domain/contracts/cancellations';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/bookings/{id}/change: a new string or grip, date or store before work starts; the server reprices. */
export function changeBooking(input: { bookingId: number } & ChangeBookingRequest): Promise<ChangeBookingResponse> {
  const { bookingId, ...body } = input;
  return api<ChangeBookingResponse>(`bookings/${bookingId}/change`, { method: 'POST', body });
}

export function useChangeBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeBooking,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
