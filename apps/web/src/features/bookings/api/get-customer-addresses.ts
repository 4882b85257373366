import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AddressParts } from '../lib/format-address';

export interface SavedAddress extends AddressParts {
  address_id: number;
  landmark?: string | null;
  city: string;
  is_default: boolean | number;
  address_type: string;
}

/** GET /api/customer-address/{customerId}: the customer's saved addresses. */
export async function getCustomerAddresses(customerId: number): Promise<SavedAddress[]> {
  return api<SavedAddress[]>(`customer-address/${customerId}`);
}

export function customerAddressesQueryOptions(customerId: number) {
  return queryOptions({ queryKey: ['customer-addresses', customerId], queryFn: () => getCustomerAddresses(customerId) });
}

export function useCustomerAddresses(customerId: number, enabled = true) {
  return useQuery({ ...customerAddressesQueryOptions(customerId), enabled });
}
