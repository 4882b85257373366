import { queryOptions, useQueries } from '@tanstack/react-query';
import type { EligibilityResponse } from '@shop/domain/contracts/purchases';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/**
 * GET /api/free-service/eligibility/racket?customerId=&rpId=. A failed check counts as eligible
 * (docs/product/screens.md); the server decides again when the booking is submitted.
 */
export async function getRacketEligibility(customerId: number, rpId: number): Promise<EligibilityResponse> {
  try {
    return await api<EligibilityResponse>('free-service/eligibility/racket', { query: { customerId, rpId } });
  } catch {
    return { eligible: true, nextEligibleDate: null };
  }
}

export function racketEligibilityQueryOptions(customerId: number, rpId: number) {
  return queryOptions({
    queryKey: queryKeys.freeServiceEligibility.of(customerId, rpId),
    queryFn: () => getRacketEligibility(customerId, rpId),
  });
}

export function useRacketEligibilities(customerId: number, rpIds: number[]) {
  return useQueries({ queries: rpIds.map((rpId) => racketEligibilityQueryOptions(customerId, rpId)) });
}
