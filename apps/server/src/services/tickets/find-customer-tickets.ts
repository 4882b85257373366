import { desc, eq } from 'drizzle-orm';
import type { Ticket } from '@shop/domain/contracts/tickets';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import { toTicket } from './ticket-view';

/** A customer's tickets, newest first. An unknown customer simply has none. */
export async function findCustomerTickets(db: Db, options: { customerId: number }): Promise<Ticket[]> {
  const rows = await db
    .select()
    .from(tickets)
    .where(eq(tickets.customerId, options.customerId))
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
  return rows.map(toTicket);
}
