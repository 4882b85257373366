import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@shop/domain/contracts/addresses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/customer-address/{customerId}: the customer's saved addresses, the default first. */
export function getCustomerAddresses(customerId: number): Promise<Address[]> {
  return api<Address[]>(`customer-address/${customerId}`);
}

export function customerAddressesQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: queryKeys.customerAddresses.of(customerId),
    queryFn: () => getCustomerAddresses(customerId),
  });
}

export function useCustomerAddresses(customerId: number, enabled = true) {
  return useQuery({ ...customerAddressesQueryOptions(customerId), enabled });
}
