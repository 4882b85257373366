import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  StaffAccountChangeResponse,
  StaffAccountListQuery,
  StaffAccountListResponse,
} from '@shop/domain/contracts/staff-accounts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/accounts: one page of accounts, active first. */
export function findStaffAccountsQueryOptions(query: Partial<StaffAccountListQuery>) {
  return queryOptions({
    queryKey: queryKeys.staffAccounts.list(query),
    queryFn: () => api<StaffAccountListResponse>('admin/accounts', { query: { ...query } }),
  });
}

/** POST /api/admin/accounts/:id/deactivate or /reactivate. */
export function useSetAccountActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; active: boolean }) =>
      api<StaffAccountChangeResponse>(`admin/accounts/${input.id}/${input.active ? 'reactivate' : 'deactivate'}`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.staffAccounts.all }),
  });
}
