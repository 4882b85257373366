import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsToResolveResponse } from '@shop/domain/contracts/payments-to-resolve';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/payments/to-resolve (admin, superadmin): late payments, and refunds, voids or captures of unknown outcome. */
export function findPaymentsToResolve(): Promise<PaymentsToResolveResponse> {
  return api<PaymentsToResolveResponse>('payments/to-resolve');
}

export const paymentsToResolveQueryOptions = queryOptions({
  queryKey: queryKeys.paymentsToResolve.all,
  queryFn: findPaymentsToResolve,
});

export function usePaymentsToResolve() {
  return useQuery(paymentsToResolveQueryOptions);
}
