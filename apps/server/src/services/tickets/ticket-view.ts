import type { Ticket, TicketResponseItem } from '@shop/domain/contracts/tickets';
import type { tickets } from '../../db/schema';

/** A ticket row (its first response's time aside: the reports' business, not the API's). */
type TicketRow = Omit<typeof tickets.$inferSelect, 'firstResponseAt'>;

/** A ticket row as the API shows it (the field names of docs/product/api.md#support-tickets). */
export function toTicket(row: TicketRow): Ticket {
  return {
    ticket_id: row.id,
    customer_id: row.customerId,
    subject: row.subject,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    issue_type: row.issueType,
    priority_level: row.priorityLevel,
    description: row.description,
    attachment_url: row.attachmentUrl,
  };
}

export function toTicketResponseItem(row: {
  id: number;
  body: string;
  sentTo: string;
  createdAt: Date;
  responderName: string | null;
}): TicketResponseItem {
  return {
    response_id: row.id,
    response: row.body,
    sent_to: row.sentTo,
    responder_name: row.responderName?.trim() || 'Staff',
    created_at: row.createdAt.toISOString(),
  };
}
