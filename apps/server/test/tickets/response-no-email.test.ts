import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, ticketResponses } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { buildTicket } from './ticket-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const outboxCount = async () =>
  rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM email_outbox`))[0]!.n;

describe(`a ticket response to a customer without email (${engine})`, () => {
  it('stores the response and emails nothing, saying so', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Omar', lastName: 'Saleh', email: null });
    const ticket = await buildTicket(t.ctx, { customerId: customer.id, subject: 'Grip came loose' });
    const before = await outboxCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ticket-responses/send-response',
      headers: staff,
      payload: { ticketId: ticket.id, customerEmail: null, response: 'Bring it in, we fix it today.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Response saved. This customer has no email: reach them on WhatsApp.');
    const [stored] = await t.ctx.db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id));
    expect(stored).toMatchObject({ body: 'Bring it in, we fix it today.', sentTo: '', emailOutboxId: null });
    expect(await outboxCount()).toBe(before);
    expect(await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, ''))).toEqual([]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/support-tickets/tickets/${ticket.id}`,
      headers: staff,
    });
    expect(detail.json().customer.email).toBeNull();
  });

  it('still refuses an email that is not the customer’s, for a customer without one', async () => {
    const customer = await buildCustomer(t.ctx, { email: null });
    const ticket = await buildTicket(t.ctx, { customerId: customer.id });
    const before = await outboxCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ticket-responses/send-response',
      headers: staff,
      payload: { ticketId: ticket.id, customerEmail: 'someone@example.ae', response: 'Hello' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This email address does not belong to the ticket's customer.");
    expect(await outboxCount()).toBe(before);
  });
});
