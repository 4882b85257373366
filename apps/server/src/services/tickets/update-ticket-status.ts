import { and, eq, inArray, sql } from 'drizzle-orm';
import { TICKET_MESSAGES, type Ticket } from '@shop/domain/contracts/tickets';
import { ticketStatusChangeError, ticketStatusesLeadingTo, type TicketStatus } from '@shop/domain/ticket-status';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { toTicket } from './ticket-view';

/**
 * Moves a ticket along the status machine (packages/domain/src/ticket-status.ts). The update is
 * conditional on the current status, so two people clicking at once cannot skip a step.
 */
export async function updateTicketStatus(
  db: Db,
  options: { actorId: number; ticketId: number; status: TicketStatus },
): Promise<Ticket> {
  const from = ticketStatusesLeadingTo(options.status);
  return db.transaction(async (tx) => {
    const [updated] =
      from.length === 0
        ? []
        : await tx
            .update(tickets)
            .set({ status: options.status, updatedAt: sql`now()` })
            .where(and(eq(tickets.id, options.ticketId), inArray(tickets.status, from)))
            .returning();
    if (!updated) {
      const [current] = await tx
        .select({ status: tickets.status })
        .from(tickets)
        .where(eq(tickets.id, options.ticketId))
        .limit(1);
      if (!current) throw notFound(TICKET_MESSAGES.ticketNotFound);
      throw conflict(ticketStatusChangeError(current.status, options.status) ?? TICKET_MESSAGES.statusInvalid);
    }
    await audit(tx, {
      actorId: options.actorId,
      action: 'ticket.status',
      subject: `ticket:${updated.id}`,
      details: { to: options.status },
    });
    return toTicket(updated);
  });
}
