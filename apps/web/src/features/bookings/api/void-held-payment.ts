import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoidHeldPaymentResponse } from '@shop/domain/contracts/held-payments';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/bookings/{id}/void-payment (admin, superadmin): the provider releases the held payment. */
export function voidHeldPayment(bookingId: number): Promise<VoidHeldPaymentResponse> {
  return api<VoidHeldPaymentResponse>(`bookings/${bookingId}/void-payment`, { method: 'POST' });
}

export function useVoidHeldPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: voidHeldPayment,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
