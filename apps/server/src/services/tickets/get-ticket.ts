import { eq, sql } from 'drizzle-orm';
import { TICKET_MESSAGES, type TicketDetail } from '@shop/domain/contracts/tickets';
import { builtOnce } from '../../db/fast-path';
import type { Db } from '../../db/client';
import { customers, tickets } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toCustomerView } from '../customers/customer-view';
import { toTicket, toTicketResponseItem } from './ticket-view';

interface ResponseRow {
  id: number;
  body: string;
  sentTo: string;
  /** Epoch milliseconds: both drivers read a number alike. */
  at: number;
  responderName: string | null;
}

/**
 * The ticket page's one statement (one round trip instead of three): the ticket, its customer, and its responses
 * oldest first aggregated as JSON text in a correlated subquery, built once per database handle.
 */
const ticketPage = builtOnce((db) =>
  db
    .select({
      ticket: tickets,
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      responses: sql<string>`(SELECT coalesce(json_agg(json_build_object(
          'id', r.id, 'body', r.body, 'sentTo', r.sent_to, 'at', floor(extract(epoch FROM r.created_at) * 1000)::float8,
          'responderName', s.first_name || ' ' || s.last_name) ORDER BY r.created_at, r.id), '[]'::json)::text
        FROM ticket_responses r LEFT JOIN staff_users s ON s.id = r.responder_id WHERE r.ticket_id = tickets.id)`,
    })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .where(eq(tickets.id, sql.placeholder('id')))
    .limit(1)
    .prepare(''),
);

/** One ticket with its customer and its responses (oldest first), for the detail screen. */
export async function getTicket(db: Db, options: { ticketId: number }): Promise<TicketDetail> {
  const [row] = await ticketPage(db).execute({ id: options.ticketId });
  if (!row) throw notFound(TICKET_MESSAGES.ticketNotFound);
  const { ticket } = row;
  const customer =
    row.customerId === null
      ? null
      : toCustomerView({
          id: row.customerId,
          firstName: row.firstName ?? '',
          lastName: row.lastName ?? '',
          email: row.email,
          phone: row.phone ?? '',
        });
  const responses = JSON.parse(row.responses) as ResponseRow[];
  return {
    ...toTicket(ticket),
    customer: customer
      ? { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone }
      : { id: ticket.customerId, name: '', email: '', phone: '' },
    responses: responses.map((r) => toTicketResponseItem({ ...r, createdAt: new Date(Number(r.at)) })),
  };
}
