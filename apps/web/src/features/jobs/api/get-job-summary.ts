import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSummary } from '@shop/domain/contracts/jobs';
import type { Store } from '@shop/domain/pickup';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/jobs/summary?store=: open jobs due today, overdue, and ready for collection. */
export function getJobSummary(store: Store | null): Promise<JobSummary> {
  return api<JobSummary>('jobs/summary', { query: { store } });
}

export const jobSummaryQueryOptions = (store: Store | null) =>
  queryOptions({
    queryKey: queryKeys.jobs.summary(store),
    queryFn: () => getJobSummary(store),
    refetchInterval: 60_000,
  });

export function useJobSummary(store: Store | null, enabled = true) {
  return useQuery({ ...jobSummaryQueryOptions(store), enabled });
}
