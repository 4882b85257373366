import { queryOptions } from '@tanstack/react-query';
import type { PublicJobStatus } from '@shop/domain/contracts/status-links';
import { api } from '@/lib/api-client';

/** GET /api/public/status/:token: one job's progress for its customer (no login). */
export function statusQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['public-status', token],
    queryFn: () => api<PublicJobStatus>(`public/status/${encodeURIComponent(token)}`),
    // A customer leaves the page open while waiting: the stage shows up within a minute.
    refetchInterval: 60_000,
    retry: false,
  });
}
