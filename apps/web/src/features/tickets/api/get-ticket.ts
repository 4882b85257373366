import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '@shop/domain/contracts/tickets';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/support-tickets/tickets/{ticketId}: the ticket with its customer and responses. */
export function getTicket(ticketId: number): Promise<TicketDetail> {
  return api<TicketDetail>(`support-tickets/tickets/${ticketId}`);
}

export const ticketQueryOptions = (ticketId: number) =>
  queryOptions({ queryKey: queryKeys.tickets.detail(ticketId), queryFn: () => getTicket(ticketId) });

export function useTicket(ticketId: number | null) {
  return useQuery({ ...ticketQueryOptions(ticketId ?? 0), enabled: ticketId !== null });
}
