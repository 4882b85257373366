import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobSpecInput, JobSpecUpdateResponse } from '@shop/domain/contracts/jobs';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/**
 * PUT /api/jobs/{id}/spec: while received, or by an admin later; every edit is kept in the history. The server
 * prices the spec's strings and answers the new price, the change and the balance due.
 */
export function updateJobSpec(input: { jobId: number; spec: JobSpecInput }): Promise<JobSpecUpdateResponse> {
  return api<JobSpecUpdateResponse>(`jobs/${input.jobId}/spec`, { method: 'PUT', body: input.spec });
}

export function useUpdateJobSpec() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateJobSpec,
    // Not awaited: the form's own callbacks (its notification) run before the refetch replaces the form.
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.jobs.all }),
  });
}
