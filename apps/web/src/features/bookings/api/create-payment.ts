import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentRequest, CreatePaymentResponse } from '@shop/domain/contracts/bookings';
import { api } from '@/lib/api-client';

/** POST /api/payments/create: free checkouts answer data.bookings, paid ones data.payment_url. */
export function createPayment(body: CreatePaymentRequest): Promise<Partial<CreatePaymentResponse>> {
  return api<Partial<CreatePaymentResponse>>('payments/create', { method: 'POST', body });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
