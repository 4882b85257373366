import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@shop/domain/contracts/tickets';
import type { TicketStatus } from '@shop/domain/ticket-status';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** PATCH /api/support-tickets/tickets/{ticketId}/status: the server enforces the status machine. */
export function updateTicketStatus(input: {
  ticketId: number;
  status: TicketStatus;
}): Promise<{ message: string; ticket: Ticket }> {
  return api(`support-tickets/tickets/${input.ticketId}/status`, { method: 'PATCH', body: { status: input.status } });
}

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}
