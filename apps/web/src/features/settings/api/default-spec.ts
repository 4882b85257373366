import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobSpecInput } from '@shop/domain/contracts/jobs';
import { api } from '@/lib/api-client';

const KEY = ['settings', 'default-spec'] as const;

/** GET /api/settings/default-spec (every role): the spec a new racket starts from. */
export const defaultSpecQueryOptions = queryOptions({
  queryKey: KEY,
  queryFn: () => api<JobSpecInput>('settings/default-spec'),
  staleTime: 5 * 60_000,
});

export function useDefaultSpec(enabled = true) {
  return useQuery({ ...defaultSpecQueryOptions, enabled });
}

/** PUT /api/settings/default-spec (superadmin). */
export function useSaveDefaultSpec() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spec: JobSpecInput) => api<JobSpecInput>('settings/default-spec', { method: 'PUT', body: spec }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
