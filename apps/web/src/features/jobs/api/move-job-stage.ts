import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStageInput } from '@shop/domain/contracts/jobs';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/**
 * POST /api/jobs/{id}/stage: one move (forward, back for an admin, or cancel with a reason). The
 * server refuses a move not allowed or already made with 409 and its sentence.
 * Answers what happened (`message`) and the job as it is now.
 */
export function moveJobStage(input: { jobId: number } & JobStageInput): Promise<MessageResponse> {
  const { jobId, ...body } = input;
  return api<MessageResponse>(`jobs/${jobId}/stage`, { method: 'POST', body });
}

/** Every jobs query (the bench, the job, the tiles) is fetched again after a move, made or refused. */
export function useMoveJobStage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveJobStage,
    // Not awaited: the form's own callbacks (its notification) run before the refetch replaces the form.
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.jobs.all }),
  });
}
