import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ticket } from '@shop/domain/contracts/tickets';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/support-tickets/tickets/customer/{customerId}/: the customer's tickets, newest first. */
export function findCustomerTickets(customerId: number): Promise<Ticket[]> {
  return api<Ticket[]>(`support-tickets/tickets/customer/${customerId}/`);
}

export const customerTicketsQueryOptions = (customerId: number) =>
  queryOptions({ queryKey: queryKeys.tickets.ofCustomer(customerId), queryFn: () => findCustomerTickets(customerId) });

export function useCustomerTickets(customerId: number | null) {
  return useQuery({ ...customerTicketsQueryOptions(customerId ?? 0), enabled: customerId !== null });
}
