import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/admin/failed-emails/{id}/resend: back in the queue with fresh attempts. */
export function resendFailedEmail(id: number): Promise<MessageResponse> {
  return api<MessageResponse>(`admin/failed-emails/${id}/resend`, { method: 'POST' });
}

export function useResendFailedEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendFailedEmail,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.failedEmails.all }),
  });
}
