import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendTicketResponseRequest, SendTicketResponseResponse } from '@shop/domain/contracts/tickets';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** POST /api/ticket-responses/send-response: stores the response and emails it to the ticket's customer. */
export function sendTicketResponse(body: SendTicketResponseRequest): Promise<SendTicketResponseResponse> {
  return api<SendTicketResponseResponse>('ticket-responses/send-response', { method: 'POST', body });
}

export function useSendTicketResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTicketResponse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}
