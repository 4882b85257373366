import { asc, eq, sql } from 'drizzle-orm';
import { TICKET_MESSAGES, type TicketDetail } from '@shop/domain/contracts/tickets';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { staffUsers, ticketResponses, tickets } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findTicketCustomer } from './find-ticket-customer';
import { toTicket, toTicketResponseItem } from './ticket-view';

const ticketById = builtOnce((db) =>
  db
    .select()
    .from(tickets)
    .where(eq(tickets.id, sql.placeholder('id')))
    .limit(1)
    .prepare(''),
);

const ticketResponsesOf = builtOnce((db) =>
  db
    .select({
      id: ticketResponses.id,
      body: ticketResponses.body,
      sentTo: ticketResponses.sentTo,
      createdAt: ticketResponses.createdAt,
      responderName: sql<string | null>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`,
    })
    .from(ticketResponses)
    .leftJoin(staffUsers, eq(staffUsers.id, ticketResponses.responderId))
    .where(eq(ticketResponses.ticketId, sql.placeholder('ticketId')))
    .orderBy(asc(ticketResponses.createdAt), asc(ticketResponses.id))
    .prepare(''),
);

/** One ticket with its customer and its responses (oldest first), for the detail screen. */
export async function getTicket(db: Db, options: { ticketId: number }): Promise<TicketDetail> {
  const [row] = await ticketById(db).execute({ id: options.ticketId });
  if (!row) throw notFound(TICKET_MESSAGES.ticketNotFound);
  const customer = await findTicketCustomer(db, row.customerId);
  const responses = await ticketResponsesOf(db).execute({ ticketId: row.id });
  return {
    ...toTicket(row),
    customer: customer
      ? { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone }
      : { id: row.customerId, name: '', email: '', phone: '' },
    responses: responses.map(toTicketResponseItem),
  };
}
