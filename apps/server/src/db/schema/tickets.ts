// Support tickets and the staff's responses. Matches apps/server/migrations/0004_tickets.sql (and 0017_ticket_inbox.sql),
// checked by test/core/schema-drift.test.ts.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { requiredRef, ts } from './columns';
import { TICKET_STATUSES, type TicketStatus } from '@shop/domain/ticket-status';
import {
  TICKET_ISSUE_TYPES,
  TICKET_PRIORITIES,
  type TicketIssueType,
  type TicketPriority,
} from '@shop/domain/contracts/tickets';
import { checkOn, oneOf } from './checks';
import { customers, emailOutbox, staffUsers } from './core';

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    customerId: requiredRef('customer_id', () => customers.id),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    issueType: text('issue_type').$type<TicketIssueType>().notNull(),
    priorityLevel: text('priority_level').$type<TicketPriority>().notNull(),
    attachmentUrl: text('attachment_url'),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** The first response's time, kept by a trigger on ticket_responses (migration 0030; the reports' median). */
    firstResponseAt: ts('first_response_at'),
  },
  (t) => [
    oneOf(t.issueType, TICKET_ISSUE_TYPES),
    oneOf(t.priorityLevel, TICKET_PRIORITIES),
    checkOn(t.attachmentUrl, sql`attachment_url IS NULL OR attachment_url LIKE 'https://%'`),
    oneOf(t.status, TICKET_STATUSES),
    index('tickets_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_subject_trgm_idx').using('gin', sql`lower(subject) gin_trgm_ops`),
    index('tickets_first_response_idx').on(t.createdAt, t.firstResponseAt),
  ],
);

export const ticketResponses = pgTable(
  'ticket_responses',
  {
    id: serial('id').primaryKey(),
    ticketId: requiredRef('ticket_id', () => tickets.id, 'cascade'),
    responderId: integer('responder_id').references(() => staffUsers.id),
    body: text('body').notNull(),
    sentTo: text('sent_to').notNull(),
    emailOutboxId: bigint('email_outbox_id', { mode: 'number' }).references(() => emailOutbox.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_responses_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
);
