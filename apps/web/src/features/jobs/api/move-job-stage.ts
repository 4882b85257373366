import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStageInput } from '@shop/domain/contracts/jobs';
import { api } from '@/lib/api-client';

/**
 * POST /api/jobs/{id}/stage: one move (forward, back for an admin, or cancel with a reason). The
 * server refuses a move not allowed or already made with 409 and its sentence.
 */
export function moveJobStage(input: { jobId: number } & JobStageInput): Promise<unknown> {
  const { jobId, ...body } = input;
  return api<unknown>(`jobs/${jobId}/stage`, { method: 'POST', body });
}

/** Every jobs query (the bench, the job, the tiles) is fetched again after a move, made or refused. */
export function useMoveJobStage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveJobStage,
    onSettled: () => client.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
