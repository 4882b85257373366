import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffRequest } from '@shop/domain/contracts/accounts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/staff-registration-requests: pending requests first, then recent decisions. */
export function findStaffRequests(): Promise<StaffRequest[]> {
  return api<StaffRequest[]>('admin/staff-registration-requests');
}

export const staffRequestsQueryOptions = queryOptions({
  queryKey: queryKeys.staffRequests.all,
  queryFn: findStaffRequests,
});

export function useStaffRequests() {
  return useQuery(staffRequestsQueryOptions);
}
