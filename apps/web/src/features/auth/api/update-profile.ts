import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileRequest } from '@shop/domain/contracts/accounts';
import { api } from '@/lib/api-client';
import { profileQueryOptions } from '@/api/profile';

/** PUT /api/admin/profile: the signed-in account's own settings (its store). */
export function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  return api<Profile>('admin/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => client.setQueryData(profileQueryOptions.queryKey, profile),
  });
}
