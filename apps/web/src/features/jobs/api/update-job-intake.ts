import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobIntakeInput } from '@shop/domain/contracts/jobs';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** PUT /api/jobs/{id}/intake: the drop-off check; the server records who checked and when. */
export function updateJobIntake(input: { jobId: number; intake: JobIntakeInput }): Promise<MessageResponse> {
  return api<MessageResponse>(`jobs/${input.jobId}/intake`, { method: 'PUT', body: input.intake });
}

export function useUpdateJobIntake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateJobIntake,
    // Not awaited: the form's own callbacks (its notification) run before the refetch replaces the form.
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.jobs.all }),
  });
}
