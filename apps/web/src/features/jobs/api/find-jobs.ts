import { queryOptions } from '@tanstack/react-query';
import type { JobListQuery } from '@shop/domain/contracts/jobs';
import type { ApiListQuery } from '@/lib/list/api-list-query';
import type { PageEnvelope } from '@shop/domain/contracts/common';
import type { JobListItem, JobListResponse } from '@shop/domain/contracts/jobs';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

export const JOBS_PAGE_SIZE = 20;

/** GET's query, typed from the domain's (search, page, pageSize, cursor and the filters). */
export type FindJobsQuery = ApiListQuery<JobListQuery>;

/**
 * GET /api/jobs: one page of jobs, express first then by due time (the server orders). The bench
 * pages by number only, so the answer is given the list envelope's cursor field (none).
 */
export async function findJobs(query: FindJobsQuery): Promise<PageEnvelope<JobListItem>> {
  const page = await api<JobListResponse>('jobs', { query: { ...query } });
  // The server's totalIsExact, when it sends one, wins over the default.
  return Object.assign({ totalIsExact: true, nextCursor: null }, page);
}

export function findJobsQueryOptions(query: FindJobsQuery) {
  return queryOptions({
    queryKey: queryKeys.jobs.list(query),
    queryFn: () => findJobs(query),
    // The bench is left open on a tablet: other stringers' moves show up within a minute.
    refetchInterval: 60_000,
  });
}
