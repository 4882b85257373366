import { desc, eq, sql } from 'drizzle-orm';
import type { Ticket } from '@shop/domain/contracts/tickets';
import { builtOnce } from '../../db/fast-path';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import { toTicket } from './ticket-view';

const customerTickets = builtOnce((db) =>
  db
    .select()
    .from(tickets)
    .where(eq(tickets.customerId, sql.placeholder('customerId')))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .prepare(''),
);

/** A customer's tickets, newest first. An unknown customer simply has none. */
export async function findCustomerTickets(db: Db, options: { customerId: number }): Promise<Ticket[]> {
  const rows = await customerTickets(db).execute({ customerId: options.customerId });
  return rows.map(toTicket);
}
