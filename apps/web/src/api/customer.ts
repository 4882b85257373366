import { useParams } from 'react-router';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NavCustomer } from '@shop/domain/contracts/customers';
import { toNavCustomer, useNavCustomer } from '@/lib/nav-customer';
import { syncCustomer } from '@/api/sync-customer';
import { queryKeys } from '@/api/query-keys';

/**
 * A customer by id, for screens opened by a direct link (no navigation state): refreshed from
 * the store through the sync call, which answers our copy's fields.
 */
export function customerQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: queryKeys.customer.of(customerId),
    queryFn: async (): Promise<NavCustomer> => toNavCustomer((await syncCustomer(customerId)).customer),
    staleTime: 5 * 60_000,
  });
}

export function useCustomer(customerId: number, enabled: boolean) {
  return useQuery({ ...customerQueryOptions(customerId), enabled: enabled && customerId > 0 });
}

/**
 * The customer of a `/:customerId` screen: from navigation state when it is that customer, else
 * loaded by id (`lookup`, null when the state had it). `valid` is false for an id that is not a number.
 */
export function useRouteCustomer() {
  const customerId = Number(useParams().customerId);
  const valid = Number.isInteger(customerId) && customerId > 0;
  const fromState = useNavCustomer();
  const stateCustomer = fromState?.id === customerId ? fromState : null;
  const lookup = useCustomer(customerId, valid && !stateCustomer);
  return { customerId, valid, customer: stateCustomer ?? lookup.data ?? null, lookup: stateCustomer ? null : lookup };
}
