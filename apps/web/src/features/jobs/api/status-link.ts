import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusLinkResponse } from '@shop/domain/contracts/status-links';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/jobs/{id}/status-link: the customer's live link of the job, or null. */
export const statusLinkQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: queryKeys.jobs.statusLink(jobId),
    queryFn: () => api<StatusLinkResponse>(`jobs/${jobId}/status-link`),
  });

/** POST /api/jobs/{id}/status-link (make it) or .../revoke; the card shows the answer at once. */
export function useStatusLinkAction(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'create' | 'revoke') =>
      api<StatusLinkResponse>(`jobs/${jobId}/status-link${action === 'revoke' ? '/revoke' : ''}`, { method: 'POST' }),
    onSuccess: (answer) => client.setQueryData(queryKeys.jobs.statusLink(jobId), { status_url: answer.status_url }),
  });
}
