import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobCollectInput } from '@shop/domain/contracts/complete-instore';
import type { JobUpdateResponse } from '@shop/domain/contracts/jobs';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/**
 * POST /api/jobs/{id}/collect: the handover in one step (the balance due taken with it, the booking completed).
 * A balance not covered is refused with 409 naming it.
 */
export function collectJob(input: { jobId: number } & JobCollectInput): Promise<JobUpdateResponse> {
  const { jobId, ...body } = input;
  return api<JobUpdateResponse>(`jobs/${jobId}/collect`, { method: 'POST', body });
}

/** Every jobs and bookings query is fetched again after a handover, made or refused. */
export function useCollectJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: collectJob,
    // Not awaited: the dialog's own callbacks run first, before the refetch moves the job on and unmounts its button.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.jobs.all });
      void client.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}
