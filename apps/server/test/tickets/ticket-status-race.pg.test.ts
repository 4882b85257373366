import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, ticketResponses } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { buildTicket, ticketRow } from './ticket-factories';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

describe(`racing ticket changes (${engine})`, () => {
  it('two people resolving at once: one succeeds, the other is told it is already resolved', async () => {
    const ticket = await buildTicket(t.ctx);
    const [a, b] = [await authHeaders(t.ctx), await authHeaders(t.ctx)];
    const results = await Promise.all(
      [a, b].map((headers) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/support-tickets/tickets/${ticket.id}/status`,
          headers,
          payload: { status: 'resolved' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('This ticket is already resolved.');
  });

  it('a response racing a resolve is either sent before the resolve or refused, never stored after it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await buildCustomer(t.ctx);
      const ticket = await buildTicket(t.ctx, { customerId: customer.id });
      const headers = await authHeaders(t.ctx);
      const [respond, resolve] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/ticket-responses/send-response',
          headers,
          payload: { ticketId: ticket.id, customerEmail: customer.email, response: `Round ${round}` },
        }),
        t.app.inject({
          method: 'PATCH',
          url: `/api/support-tickets/tickets/${ticket.id}/status`,
          headers,
          payload: { status: 'resolved' },
        }),
      ]);
      expect(resolve.statusCode).toBe(200);
      const [stored] = await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ticketResponses)
        .where(sql`ticket_id = ${ticket.id}`);
      expect((await ticketRow(t.ctx, ticket.id)).status).toBe('resolved');
      if (respond.statusCode === 200) {
        // Both changes lock the ticket row, so their audit entries are written in commit order:
        // the response's must come before the resolve's (a clock reading cannot show this).
        const events = await t.ctx.db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.subject, `ticket:${ticket.id}`),
              inArray(auditLog.action, ['ticket.respond', 'ticket.status']),
            ),
          )
          .orderBy(asc(auditLog.id));
        expect(events.map((e) => e.action)).toEqual(['ticket.respond', 'ticket.status']);
        expect(Number(stored?.n)).toBe(1);
      } else {
        expect(respond.statusCode).toBe(409);
        expect(Number(stored?.n)).toBe(0);
      }
    }
  });
});
