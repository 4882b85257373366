import type { TicketIssueType, TicketPriority } from '@shop/domain/contracts/tickets';
import type { DbOrTx } from '../../db/client';
import { createNotification } from '../notifications/create-notification';

/**
 * The public "New support ticket" notification: type, priority and number only, no personal data.
 * Dated when the ticket was raised (its created_at), so seeded tickets announce themselves in order.
 * It keeps the ticket's id, so that signed-in staff see the customer's name and a link when they read it.
 */
export async function notifyTicketRaised(
  db: DbOrTx,
  ticket: { id: number; issueType: TicketIssueType; priorityLevel: TicketPriority; createdAt?: Date },
): Promise<void> {
  await createNotification(db, {
    kind: 'ticket-raised',
    title: 'New support ticket',
    message: `A customer raised a ${ticket.priorityLevel} priority ${ticket.issueType} ticket (#${ticket.id}).`,
    createdAt: ticket.createdAt,
    ticketId: ticket.id,
  });
}
