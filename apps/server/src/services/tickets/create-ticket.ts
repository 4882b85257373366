import type { z } from 'zod';
import { type createTicketRequestSchema, type Ticket } from '@shop/domain/contracts/tickets';
import type { AppContext } from '../../context';
import { tickets } from '../../db/schema';
import { notifyTicketRaised } from './notify-ticket-raised';
import { ensureCustomer } from '../customers/ensure-customer';
import { toTicket } from './ticket-view';

type CreateTicketInput = z.output<typeof createTicketRequestSchema>;

/**
 * A customer raises a ticket from the shop's site. A public notification says a ticket arrived,
 * with its type and priority only: no name, email, subject or description.
 */
export async function createTicket(ctx: AppContext, input: CreateTicketInput): Promise<Ticket> {
  // A customer may raise a ticket before staff ever opened their record: copy it from the store (404 if unknown).
  const customer = await ensureCustomer(ctx, { id: input.customer_id });
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tickets)
      .values({
        customerId: customer.id,
        subject: input.subject,
        description: input.description,
        issueType: input.issue_type,
        priorityLevel: input.priority_level,
        attachmentUrl: input.attachment_url,
      })
      .returning();
    await notifyTicketRaised(tx, row!);
    return toTicket(row!);
  });
}
