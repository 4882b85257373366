import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressRequest, SaveAddressResponse } from '@shop/domain/contracts/addresses';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/customer-address with the customer in the customer-id header. */
export function saveAddress(input: { customerId: number; address: AddressRequest }): Promise<SaveAddressResponse> {
  return api<SaveAddressResponse>('customer-address', {
    method: 'POST',
    headers: { 'customer-id': String(input.customerId) },
    body: input.address,
  });
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (_saved, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.customerAddresses.of(input.customerId) }),
  });
}
