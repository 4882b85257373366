// Support tickets and the staff's responses. Matches apps/server/migrations/0004_tickets.sql.
import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TicketStatus } from '@shop/domain/ticket-status';
import type { TicketIssueType, TicketPriority } from '@shop/domain/contracts/tickets';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tickets = pgTable('tickets', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  subject: text('subject').notNull(),
  description: text('description').notNull(),
  issueType: text('issue_type').$type<TicketIssueType>().notNull(),
  priorityLevel: text('priority_level').$type<TicketPriority>().notNull(),
  attachmentUrl: text('attachment_url'),
  status: text('status').$type<TicketStatus>().notNull().default('open'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const ticketResponses = pgTable('ticket_responses', {
  id: serial('id').primaryKey(),
  ticketId: integer('ticket_id').notNull(),
  responderId: integer('responder_id'),
  body: text('body').notNull(),
  sentTo: text('sent_to').notNull(),
  emailOutboxId: bigint('email_outbox_id', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
