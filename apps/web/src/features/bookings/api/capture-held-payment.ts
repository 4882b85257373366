import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptureHeldPaymentResponse } from '@shop/domain/contracts/held-payments';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/bookings/{id}/capture-payment (admin, superadmin): the provider takes the held (authorised) payment. */
export function captureHeldPayment(bookingId: number): Promise<CaptureHeldPaymentResponse> {
  return api<CaptureHeldPaymentResponse>(`bookings/${bookingId}/capture-payment`, { method: 'POST' });
}

export function useCaptureHeldPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: captureHeldPayment,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  });
}
