import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceiptResendResponse } from '@shop/domain/contracts/receipts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/**
 * POST /api/jobs/{id}/receipt/resend: the drop-off receipt again, on the customer's channel. The server refuses a
 * second send within a short window (409 with its sentence). The job is fetched again: its history says where it went.
 */
export function useResendReceipt(jobId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<ReceiptResendResponse>(`jobs/${jobId}/receipt/resend`, { method: 'POST' }),
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.jobs.all }),
  });
}
