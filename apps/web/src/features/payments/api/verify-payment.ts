import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifyPaymentResponse } from '@shop/domain/contracts/payments';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/payments/verify?cart_id=: checks the payment with the provider and confirms the bookings once. */
export function verifyPayment(cartId: string): Promise<VerifyPaymentResponse> {
  return api<VerifyPaymentResponse>('payments/verify', { query: { cart_id: cartId } });
}

export function verifyPaymentQueryOptions(cartId: string) {
  return queryOptions({
    queryKey: queryKeys.paymentVerify.of(cartId),
    queryFn: () => verifyPayment(cartId),
    retry: false,
    staleTime: Infinity,
  });
}

export function useVerifyPayment(cartId: string | null) {
  return useQuery({ ...verifyPaymentQueryOptions(cartId ?? ''), enabled: !!cartId });
}
