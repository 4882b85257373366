import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketListQuery } from '@shop/domain/contracts/ticket-list';
import type { ApiListQuery } from '@/lib/list/api-list-query';
import type { TicketListResponse } from '@shop/domain/contracts/ticket-list';
import { can } from '@shop/domain/policies';
import { api } from '@/lib/api-client';
import { getRole } from '@/lib/session';
import { queryKeys } from '@/api/query-keys';

/** GET's query, typed from the domain's (search, page, pageSize, cursor and the filters). */
export type FindTicketsQuery = ApiListQuery<TicketListQuery>;

/** GET /api/support-tickets/tickets: every customer's tickets, newest first, filtered and searched. */
export function findTickets(query: FindTicketsQuery): Promise<TicketListResponse> {
  return api<TicketListResponse>('support-tickets/tickets', { query: { ...query } });
}

export function findTicketsQueryOptions(query: FindTicketsQuery) {
  return queryOptions({ queryKey: queryKeys.tickets.list(query), queryFn: () => findTickets(query) });
}

/**
 * How many tickets are open (not yet answered), for the sidebar badge and the dashboard card: the
 * list's total for status=open (exact up to 10,000). Refreshed every minute and after any ticket change.
 */
export function useOpenTicketCount() {
  return useQuery({
    queryKey: queryKeys.tickets.openCount(),
    queryFn: () => findTickets({ status: 'open', pageSize: 1 }),
    select: (page) => ({ total: page.total, exact: page.totalIsExact }),
    enabled: can(getRole(), 'tickets:read'),
    refetchInterval: 60_000,
  });
}
