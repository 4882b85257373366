import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstorePaymentRequest, InstorePaymentResponse } from '@shop/domain/contracts/complete-instore';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/bookings/{id}/instore-payments: a deposit or the balance; the booking and its job stay where they are. */
export function takeInstorePayment(
  input: { bookingId: number } & InstorePaymentRequest,
): Promise<InstorePaymentResponse> {
  const { bookingId, ...body } = input;
  return api<InstorePaymentResponse>(`bookings/${bookingId}/instore-payments`, { method: 'POST', body });
}

/** The bookings and the jobs (their balance) are fetched again after a payment, taken or refused. */
export function useTakeInstorePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: takeInstorePayment,
    // Not awaited: the dialog's own callbacks run first, before the refetch moves the job on and unmounts its button.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
      void client.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
  });
}
