import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobSpecInput } from '@shop/domain/contracts/jobs';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';

/** PUT /api/jobs/{id}/spec: while received, or by an admin later; every edit is kept in the history. */
export function updateJobSpec(input: { jobId: number; spec: JobSpecInput }): Promise<MessageResponse> {
  return api<MessageResponse>(`jobs/${input.jobId}/spec`, { method: 'PUT', body: input.spec });
}

export function useUpdateJobSpec() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateJobSpec,
    onSettled: () => client.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
