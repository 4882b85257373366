import { z } from 'zod';
import { TICKET_STATUSES } from '../ticket-status';
import { bodyIdSchema, EMAIL_PATTERN, pathIdSchema } from './common';

export const TICKET_MESSAGES = {
  noTickets: 'No tickets found',
  responseSent: 'Response Submitted and Email Sent Successfully',
  responseFailed: 'Failed to submit response. Please try again.',
  resolvedNotice: 'This ticket is resolved. It may be closed or reopened if needed.',
  closedNotice: 'This ticket is closed. No further actions are possible.',
  ticketNotFound: 'No ticket with this id.',
  ticketCreated: 'Ticket created.',
  statusUpdated: 'Ticket status updated.',
  respondRefused:
    'This ticket is resolved or closed: responses can no longer be sent. Reopen it first if the customer needs an answer.',
  emailMismatch: "This email address does not belong to the ticket's customer.",
  customerIdInvalid: 'Customer id must be a positive whole number.',
  subjectRequired: 'Please enter a subject (up to 200 characters).',
  descriptionRequired: 'Please describe the issue (up to 5000 characters).',
  issueTypeInvalid: 'Issue type must be one of: stringing, grip, booking, payment, order, other.',
  priorityInvalid: 'Priority must be low, medium or high.',
  attachmentInvalid: 'The attachment must be an https:// link.',
  statusInvalid: 'Status must be open, in_progress, resolved or closed.',
  ticketIdInvalid: 'Ticket id must be a positive whole number.',
  responseRequired: 'Please write a response (up to 5000 characters).',
  customerEmailInvalid: "Please give the customer's email address.",
  responseSavedNoEmail: 'Response saved. This customer has no email: reach them on WhatsApp.',
  apiKeyRequired: 'A valid shop-site API key is required in the x-api-key header.',
  apiKeyNotConfigured: "Ticket creation from the shop's site is not set up on this server (SHOP_SITE_API_KEY).",
  tooManyTickets: 'Too many tickets from this customer in a short time. Please wait and try again.',
} as const;

export const TICKET_ISSUE_TYPES = ['stringing', 'grip', 'booking', 'payment', 'order', 'other'] as const;
export type TicketIssueType = (typeof TICKET_ISSUE_TYPES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

const positiveId = pathIdSchema;

const httpsUrl = z
  .string({ error: TICKET_MESSAGES.attachmentInvalid })
  .trim()
  .max(2000, TICKET_MESSAGES.attachmentInvalid)
  .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(:\d+)?([/?#]\S*)?$/i, TICKET_MESSAGES.attachmentInvalid);

/** POST /api/support-tickets/tickets: a customer raises a ticket from the shop's site. */
export const createTicketRequestSchema = z.object({
  customer_id: bodyIdSchema(TICKET_MESSAGES.customerIdInvalid),
  subject: z
    .string({ error: TICKET_MESSAGES.subjectRequired })
    .trim()
    .min(1, TICKET_MESSAGES.subjectRequired)
    .max(200, TICKET_MESSAGES.subjectRequired),
  description: z
    .string({ error: TICKET_MESSAGES.descriptionRequired })
    .trim()
    .min(1, TICKET_MESSAGES.descriptionRequired)
    .max(5000, TICKET_MESSAGES.descriptionRequired),
  issue_type: z.enum(TICKET_ISSUE_TYPES, { error: TICKET_MESSAGES.issueTypeInvalid }),
  priority_level: z.enum(TICKET_PRIORITIES, { error: TICKET_MESSAGES.priorityInvalid }),
  attachment_url: z
    .union([httpsUrl, z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((v) => v ?? null),
});
export type CreateTicketRequest = z.input<typeof createTicketRequestSchema>;

export const ticketSchema = z.object({
  ticket_id: z.number().int(),
  customer_id: z.number().int(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  issue_type: z.string(),
  priority_level: z.string(),
  description: z.string(),
  attachment_url: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketResponseItemSchema = z.object({
  response_id: z.number().int(),
  response: z.string(),
  sent_to: z.string(),
  responder_name: z.string(),
  created_at: z.string(),
});
export type TicketResponseItem = z.infer<typeof ticketResponseItemSchema>;

/** GET /api/support-tickets/tickets/{ticketId}: the ticket, its customer and its responses (oldest first). */
export const ticketDetailSchema = ticketSchema.extend({
  /** email null: the customer gave none (a walk-in); responses are stored, not emailed. */
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string() }),
  responses: z.array(ticketResponseItemSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const customerTicketsParamsSchema = z.object({ customerId: positiveId(TICKET_MESSAGES.customerIdInvalid) });
export const ticketParamsSchema = z.object({ ticketId: positiveId(TICKET_MESSAGES.ticketIdInvalid) });

export const updateTicketStatusRequestSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: TICKET_MESSAGES.statusInvalid }),
});
export type UpdateTicketStatusRequest = z.infer<typeof updateTicketStatusRequestSchema>;

export const ticketMutationResponseSchema = z.object({ message: z.string(), ticket: ticketSchema });

/** POST /api/ticket-responses/send-response. */
export const sendTicketResponseRequestSchema = z.object({
  ticketId: bodyIdSchema(TICKET_MESSAGES.ticketIdInvalid),
  /** Null or left out only for a customer without email: the response is then stored and not emailed. */
  customerEmail: z
    .string({ error: TICKET_MESSAGES.customerEmailInvalid })
    .trim()
    .toLowerCase()
    .max(254, TICKET_MESSAGES.customerEmailInvalid)
    .regex(EMAIL_PATTERN, TICKET_MESSAGES.customerEmailInvalid)
    .nullish()
    .transform((value) => value ?? null),
  response: z
    .string({ error: TICKET_MESSAGES.responseRequired })
    .trim()
    .min(1, TICKET_MESSAGES.responseRequired)
    .max(5000, TICKET_MESSAGES.responseRequired),
});
export type SendTicketResponseRequest = z.input<typeof sendTicketResponseRequestSchema>;

export const sendTicketResponseResponseSchema = z.object({
  message: z.string(),
  ticket: ticketSchema,
  response: ticketResponseItemSchema,
});
export type SendTicketResponseResponse = z.infer<typeof sendTicketResponseResponseSchema>;
