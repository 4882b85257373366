import { asc, sql } from 'drizzle-orm';
import type { TicketIssueType, TicketPriority } from '@shop/domain/contracts/tickets';
import { DAY_MS } from '@shop/domain/shop-days';
import type { TicketStatus } from '@shop/domain/ticket-status';
import type { AppContext } from '../context';
import { customers, ticketResponses, tickets } from '../db/schema';
import { notifyTicketRaised } from '../services/tickets/notify-ticket-raised';

interface DemoTicket {
  status: TicketStatus;
  subject: string;
  description: string;
  issueType: TicketIssueType;
  priority: TicketPriority;
  daysAgo: number;
  /** Hours after creation of the last change; 0 keeps updated_at = created_at. */
  updatedAfterHours: number;
  response?: string;
  attachmentUrl?: string;
}

// Per demo customer (first three by id), a few tickets covering every status.
const DEMO_TICKETS: DemoTicket[][] = [
  [
    {
      status: 'open',
      subject: 'Strings snapped after two days',
      description:
        'I had my racket restrung with a polyester string last week and the main string broke after two sessions. Can you check the tension that was used?',
      issueType: 'stringing',
      priority: 'high',
      daysAgo: 1,
      updatedAfterHours: 0,
      attachmentUrl: 'https://shop.example.ae/uploads/broken-string.jpg',
    },
    {
      status: 'in_progress',
      subject: 'Pickup did not arrive',
      description:
        'The pickup for my booking was scheduled for Saturday morning but nobody came. Please let me know the new time.',
      issueType: 'booking',
      priority: 'medium',
      daysAgo: 3,
      updatedAfterHours: 5,
      response: 'Sorry about the missed pickup. Our driver will come on Monday between 10:00 and 12:00.',
    },
    {
      status: 'resolved',
      subject: 'Overgrip feels loose',
      description: 'The overgrip applied on my racket started to unwind at the top after one match.',
      issueType: 'grip',
      priority: 'low',
      daysAgo: 8,
      updatedAfterHours: 30,
      response: 'Please drop the racket at any of our stores and we will re-apply the overgrip free of charge.',
    },
    {
      status: 'closed',
      subject: 'Charged twice for one booking',
      description: 'My card shows two payments for the same stringing booking.',
      issueType: 'payment',
      priority: 'medium',
      daysAgo: 20,
      updatedAfterHours: 48,
      response: 'The second charge was a pre-authorisation and has been released by the bank.',
    },
  ],
  [
    {
      status: 'open',
      subject: 'Question about free stringing',
      description: 'I bought a racket last month. How do I use the free stringing services?',
      issueType: 'stringing',
      priority: 'low',
      daysAgo: 2,
      updatedAfterHours: 0,
    },
    {
      status: 'resolved',
      subject: 'Wrong string colour',
      description: 'I asked for white strings but received yellow ones.',
      issueType: 'order',
      priority: 'medium',
      daysAgo: 6,
      updatedAfterHours: 20,
      response: 'We have restrung it with white strings at no cost. It is ready for collection.',
    },
  ],
  [
    {
      status: 'in_progress',
      subject: 'Express service timing',
      description: 'Can an express restring be ready the same evening if I drop it at the Marina store at noon?',
      issueType: 'stringing',
      priority: 'high',
      daysAgo: 1,
      updatedAfterHours: 2,
      response: 'Yes, express restrings dropped before 14:00 are ready by 19:00 the same day.',
    },
    {
      status: 'closed',
      subject: 'Invoice copy needed',
      description: 'Please send me a copy of my last invoice for my company.',
      issueType: 'other',
      priority: 'low',
      daysAgo: 15,
      updatedAfterHours: 24,
      response: 'We have emailed the invoice as a PDF.',
    },
  ],
];

/** Demo tickets for the first demo customers. Seeds nothing when tickets exist or no customer does. */
export async function seedTickets(ctx: AppContext): Promise<void> {
  const [existing] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(tickets);
  if (Number(existing?.count ?? 0) > 0) return;
  const firstCustomers = await ctx.db.select().from(customers).orderBy(asc(customers.id)).limit(DEMO_TICKETS.length);
  if (firstCustomers.length === 0) return;
  const now = Date.now();
  await ctx.db.transaction(async (tx) => {
    for (const [index, customer] of firstCustomers.entries()) {
      for (const demo of DEMO_TICKETS[index] ?? []) {
        const createdAt = new Date(now - demo.daysAgo * DAY_MS);
        const updatedAt = new Date(createdAt.getTime() + demo.updatedAfterHours * 3_600_000);
        const [ticket] = await tx
          .insert(tickets)
          .values({
            customerId: customer.id,
            subject: demo.subject,
            description: demo.description,
            issueType: demo.issueType,
            priorityLevel: demo.priority,
            attachmentUrl: demo.attachmentUrl ?? null,
            status: demo.status,
            createdAt,
            updatedAt,
          })
          .returning();
        if (demo.response) {
          await tx.insert(ticketResponses).values({
            ticketId: ticket!.id,
            body: demo.response,
            sentTo: customer.email ?? '',
            createdAt: new Date(createdAt.getTime() + 3_600_000),
          });
        }
        await notifyTicketRaised(tx, ticket!);
      }
    }
  });
}
