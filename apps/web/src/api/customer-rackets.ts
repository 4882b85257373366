import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerRacket, CustomerRacketInput } from '@shop/domain/contracts/jobs';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/customers/:id/rackets: the customer's rackets, each with its stringing history (newest first). */
export function customerRacketsQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: queryKeys.customerRackets.of(customerId),
    queryFn: () => api<CustomerRacket[]>(`customers/${customerId}/rackets`),
  });
}

export function useCustomerRackets(customerId: number) {
  return useQuery({ ...customerRacketsQueryOptions(customerId), enabled: customerId > 0 });
}

/** POST /api/customers/:id/rackets (new) or PUT /api/customers/:id/rackets/:racketId (edit). */
export function saveCustomerRacket(input: {
  customerId: number;
  racketId?: number | null;
  racket: CustomerRacketInput;
}): Promise<CustomerRacket> {
  const base = `customers/${input.customerId}/rackets`;
  return input.racketId
    ? api<CustomerRacket>(`${base}/${input.racketId}`, { method: 'PUT', body: input.racket })
    : api<CustomerRacket>(base, { method: 'POST', body: input.racket });
}

export function useSaveCustomerRacket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomerRacket,
    onSuccess: (_saved, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.customerRackets.of(input.customerId) }),
  });
}

/** "Babolat Pure Aero": what the booking's racket_name says for a picked racket. */
export const racketLabel = (r: Pick<CustomerRacket, 'brand' | 'model'>) => `${r.brand} ${r.model}`.trim();
