import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobView } from '@shop/domain/contracts/jobs';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/jobs/{id}: the job with its spec, intake, history and ready message. */
export function getJob(jobId: number): Promise<JobView> {
  return api<JobView>(`jobs/${jobId}`);
}

export const jobQueryOptions = (jobId: number) =>
  queryOptions({ queryKey: queryKeys.jobs.detail(jobId), queryFn: () => getJob(jobId) });

export function useJob(jobId: number | null) {
  return useQuery({ ...jobQueryOptions(jobId ?? 0), enabled: jobId !== null });
}
