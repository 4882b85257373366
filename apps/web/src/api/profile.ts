import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@shop/domain/contracts/accounts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/profile: the signed-in user's name, email, role and created date. */
export function getProfile(): Promise<Profile> {
  return api<Profile>('admin/profile');
}

// The same key as the header's user menu, so both share one request.
export const profileQueryOptions = queryOptions({ queryKey: queryKeys.profile.all, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}
