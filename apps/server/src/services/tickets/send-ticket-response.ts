import { eq, sql } from 'drizzle-orm';
import { TICKET_MESSAGES, type SendTicketResponseResponse } from '@shop/domain/contracts/tickets';
import { canRespondToTicket, statusAfterResponse } from '@shop/domain/ticket-status';
import type { AppContext } from '../../context';
import { staffUsers, ticketResponses, tickets } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { enqueueEmail } from '../outbox/enqueue';
import { loadShopIdentity } from '../settings/shop-settings';
import { findTicketCustomer } from './find-ticket-customer';
import { ticketResponseEmail } from './ticket-response-email';
import { toTicket, toTicketResponseItem } from './ticket-view';

/**
 * Stores a staff response with its ticket and puts the email to the customer in the outbox, in one
 * transaction: both happen or neither. The email goes only to the ticket's own customer (the server
 * is not an open relay). The ticket row is locked so a response cannot slip past a resolve.
 */
export async function sendTicketResponse(
  ctx: AppContext,
  input: { actorId: number; ticketId: number; customerEmail: string | null; response: string },
): Promise<SendTicketResponseResponse> {
  const result = await ctx.db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, input.ticketId)).for('update').limit(1);
    if (!ticket) throw notFound(TICKET_MESSAGES.ticketNotFound);
    if (!canRespondToTicket(ticket.status)) throw conflict(TICKET_MESSAGES.respondRefused);
    const customer = await findTicketCustomer(tx, ticket.customerId);
    if (!customer || (customer.email?.trim().toLowerCase() ?? null) !== input.customerEmail) {
      throw badRequest(TICKET_MESSAGES.emailMismatch, { customerEmail: TICKET_MESSAGES.emailMismatch });
    }
    // A customer without email (a walk-in) gets nothing by email: the response is stored only.
    const outboxId = customer.email
      ? await enqueueEmail(
          tx,
          ticketResponseEmail({
            shopName: (await loadShopIdentity(tx, ctx.config)).name,
            to: customer.email,
            customerName: customer.name,
            ticketId: ticket.id,
            subject: ticket.subject,
            response: input.response,
            language: customer.language,
          }),
        )
      : null;
    const [saved] = await tx
      .insert(ticketResponses)
      .values({
        ticketId: ticket.id,
        responderId: input.actorId,
        body: input.response,
        sentTo: customer.email ?? '',
        emailOutboxId: outboxId,
      })
      .returning();
    const [updated] = await tx
      .update(tickets)
      .set({ status: statusAfterResponse(ticket.status), updatedAt: sql`now()` })
      .where(eq(tickets.id, ticket.id))
      .returning();
    const [responder] = await tx
      .select({ firstName: staffUsers.firstName, lastName: staffUsers.lastName })
      .from(staffUsers)
      .where(eq(staffUsers.id, input.actorId));
    await audit(tx, {
      actorId: input.actorId,
      action: 'ticket.respond',
      subject: `ticket:${ticket.id}`,
      details: { responseId: saved!.id },
    });
    return {
      message: customer.email ? TICKET_MESSAGES.responseSent : TICKET_MESSAGES.responseSavedNoEmail,
      ticket: toTicket(updated!),
      response: toTicketResponseItem({
        ...saved!,
        responderName: responder ? `${responder.firstName} ${responder.lastName}` : null,
      }),
    };
  });
  ctx.kickOutbox();
  return result;
}
