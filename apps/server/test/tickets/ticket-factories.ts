import { eq, sql } from 'drizzle-orm';
import type { TicketIssueType, TicketPriority } from '@shop/domain/contracts/tickets';
import type { TicketStatus } from '@shop/domain/ticket-status';
import type { AppContext } from '../../src/context';
import type { TestApp } from '../helpers/app';
import { emailOutbox, notifications, ticketResponses, tickets } from '../../src/db/schema';
import { buildCustomer } from '../helpers/customers-factories';

/** POST /api/support-tickets/tickets as the shop site sends it: with its API key (`key`; '' for none). */
export function raiseTicketFromShopSite(t: Pick<TestApp, 'app'>, key: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/support-tickets/tickets',
    headers: { 'x-api-key': key },
    payload: payload as object,
  });
}

/** A ticket (and its customer, unless customerId is given) in the given status. */
export async function buildTicket(
  ctx: Pick<AppContext, 'db'>,
  overrides: Partial<{
    customerId: number;
    status: TicketStatus;
    subject: string;
    createdAt: Date;
    issueType: TicketIssueType;
    priorityLevel: TicketPriority;
  }> = {},
) {
  const customerId = overrides.customerId ?? (await buildCustomer(ctx)).id;
  const [row] = await ctx.db
    .insert(tickets)
    .values({
      customerId,
      subject: overrides.subject ?? 'Strings snapped',
      description: 'The main string broke after two sessions.',
      issueType: overrides.issueType ?? 'stringing',
      priorityLevel: overrides.priorityLevel ?? 'medium',
      status: overrides.status ?? 'open',
      ...(overrides.createdAt ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function ticketRow(ctx: Pick<AppContext, 'db'>, ticketId: number) {
  const [row] = await ctx.db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row!;
}

/** Row counts of everything this area writes, to assert that a refused call changed nothing. */
export async function supportFootprint(ctx: Pick<AppContext, 'db'>) {
  const count = async (table: typeof tickets | typeof ticketResponses | typeof emailOutbox | typeof notifications) => {
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return Number(row?.n ?? 0);
  };
  const [latest] = await ctx.db.select({ at: sql<string>`max(updated_at)::text` }).from(tickets);
  return {
    tickets: await count(tickets),
    responses: await count(ticketResponses),
    emails: await count(emailOutbox),
    notifications: await count(notifications),
    lastTicketChange: latest?.at ?? null,
  };
}
