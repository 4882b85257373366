import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomerRequest, Customer, CustomerConflict } from '@shop/domain/contracts/customers';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/admin/customers: adds a walk-in in the store and here; 409 names who already has the phone or email. */
export function createCustomer(body: CreateCustomerRequest): Promise<Customer> {
  return api<Customer>('admin/customers', { method: 'POST', body });
}

/** The customer a 409 offered instead (the phone or email is theirs), or null for any other failure. */
export function takenBy(error: unknown): CustomerConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { existing_id, existing_name, field } = error.body as Partial<CustomerConflict>;
  if (typeof existing_id !== 'number') return null;
  return {
    error: error.message,
    message: error.message,
    existing_id,
    existing_name: existing_name ?? '',
    field: field === 'email' ? 'email' : 'phone',
  };
}

export function useCreateCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
  });
}
