import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

export type Decision = 'approved' | 'rejected';

/** POST /api/admin/approve or /api/admin/reject with { adminId, status }. */
export function decideStaffRequest(input: { adminId: number; status: Decision }): Promise<MessageResponse> {
  const path = input.status === 'approved' ? 'admin/approve' : 'admin/reject';
  return api<MessageResponse>(path, { method: 'POST', body: input });
}

export function useDecideStaffRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideStaffRequest,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.staffRequests.all }),
  });
}
