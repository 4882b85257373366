import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { toNavCustomer } from '../lib/nav-customer';
import { syncCustomer } from './sync-customer';

/**
 * A customer by id, for screens opened by a direct link (no navigation state): refreshed from
 * the store through the sync call, which answers our copy's fields.
 */
export function customerQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: ['customer', customerId],
    queryFn: async (): Promise<NavCustomer> => toNavCustomer((await syncCustomer(customerId)).customer),
    staleTime: 5 * 60_000,
  });
}

export function useCustomer(customerId: number, enabled: boolean) {
  return useQuery({ ...customerQueryOptions(customerId), enabled: enabled && customerId > 0 });
}
