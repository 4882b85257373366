import { queryOptions } from '@tanstack/react-query';
import type { PublicJobStatus } from '@shop/domain/contracts/status-links';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/public/status/:token: one job's progress for its customer (no login). */
export function statusQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.publicStatus.of(token),
    queryFn: () => api<PublicJobStatus>(`public/status/${encodeURIComponent(token)}`),
    // A customer leaves the page open while waiting: the stage shows up within a minute.
    refetchInterval: 60_000,
    retry: false,
  });
}
