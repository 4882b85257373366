import { z } from 'zod';
import { TICKET_STATUSES } from '../ticket-status';
import { pageEnvelopeSchema, pageQuerySchema } from './common';
import { TICKET_ISSUE_TYPES, TICKET_PRIORITIES, ticketSchema } from './tickets';

/** The shop-wide Support Tickets list (GET /api/support-tickets/tickets): newest first, 10 a page. */
export const TICKETS_PAGE_SIZE = 10;

export const TICKET_LIST_MESSAGES = {
  noTickets: 'No support tickets match.',
  fetchFailed: 'Failed to fetch support tickets.',
  statusInvalid: 'status must be open, in_progress, resolved or closed, or left out for every ticket.',
  priorityInvalid: 'priority must be low, medium or high, or left out for every priority.',
  issueTypeInvalid: 'issue_type must be stringing, grip, booking, payment, order or other, or left out for every type.',
} as const;

/** A filter value: one of `values`, or '' / 'all' (no filter). */
function filterOf<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal(''), z.literal('all')], { error: message })
    .optional()
    .default('')
    .transform((v): T[number] | '' => (v === 'all' ? '' : v));
}

/** `?status=&priority=&issue_type=&search=&page=&pageSize=&cursor=`. */
export const ticketListQuerySchema = pageQuerySchema(TICKETS_PAGE_SIZE).extend({
  status: filterOf(TICKET_STATUSES, TICKET_LIST_MESSAGES.statusInvalid),
  priority: filterOf(TICKET_PRIORITIES, TICKET_LIST_MESSAGES.priorityInvalid),
  issue_type: filterOf(TICKET_ISSUE_TYPES, TICKET_LIST_MESSAGES.issueTypeInvalid),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
export type ParsedTicketListQuery = z.output<typeof ticketListQuerySchema>;

/** A ticket in the shop-wide list names its customer (read from our customers table). */
export const ticketListItemSchema = ticketSchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string() }),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

export const ticketListResponseSchema = pageEnvelopeSchema(ticketListItemSchema);
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;
