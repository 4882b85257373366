import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentRequest, CreatePaymentResponse } from '@shop/domain/contracts/bookings';
import { apiWithStatus } from '@/lib/api-client';

/** What payment creation answered: the HTTP status (200 or 201, docs/product/api.md) and the body. */
export interface CreatePaymentResult {
  status: number;
  body: Partial<CreatePaymentResponse> | undefined;
}

/** POST /api/payments/create: free checkouts answer data.bookings, paid ones data.payment_url. */
export function createPayment(body: CreatePaymentRequest): Promise<CreatePaymentResult> {
  return apiWithStatus<Partial<CreatePaymentResponse> | undefined>('payments/create', { method: 'POST', body });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
