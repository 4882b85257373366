import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES } from '@shop/domain/contracts/tickets';
import type { TicketStatus } from '@shop/domain/ticket-status';
import { emailOutbox, ticketResponses } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { authHeaders, buildSignedInUser } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { buildTicket, supportFootprint, ticketRow } from './ticket-factories';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();
let staff: { authorization: string };
let customer: Awaited<ReturnType<typeof buildCustomer>>;
beforeAll(async () => {
  staff = (await buildSignedInUser(t.ctx, { role: 'staff', firstName: 'Omar', lastName: 'Saleh' })).headers;
  customer = await buildCustomer(t.ctx, { firstName: 'Sara', lastName: 'Khan', email: 'Sara.Khan@example.ae' });
});

const send = (payload: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: '/api/ticket-responses/send-response', headers, payload: payload as object });

describe(`POST /api/ticket-responses/send-response (${engine})`, () => {
  it('stores the response with the ticket, queues the email to the customer, and starts the work on an open ticket', async () => {
    const ticket = await buildTicket(t.ctx, {
      customerId: customer.id,
      subject: 'Pickup did not arrive',
      createdAt: new Date(Date.now() - 60_000),
    });
    const res = await send({
      ticketId: ticket.id,
      customerEmail: ' sara.khan@EXAMPLE.ae ',
      response: 'Our driver will come on Monday at 10:00.',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Response Submitted and Email Sent Successfully');
    expect(body.ticket.status).toBe('in_progress');
    expect(body.response).toMatchObject({
      response: 'Our driver will come on Monday at 10:00.',
      sent_to: 'Sara.Khan@example.ae',
      responder_name: 'Omar Saleh',
    });

    const [stored] = await t.ctx.db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id));
    expect(stored!.body).toBe('Our driver will come on Monday at 10:00.');
    const [mail] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, stored!.emailOutboxId!));
    expect(mail).toMatchObject({
      kind: 'ticket-response',
      toAddress: 'Sara.Khan@example.ae',
      subject: `Re: Pickup did not arrive [Ticket #${ticket.id}]`,
      status: 'pending',
    });
    expect(mail!.textBody).toContain('Our driver will come on Monday at 10:00.');
    expect(mail!.textBody).toContain('Dear Sara Khan,');

    const row = await ticketRow(t.ctx, ticket.id);
    expect(row.updatedAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(2000);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/support-tickets/tickets/${ticket.id}`,
      headers: staff,
    });
    expect(detail.json().responses.map((r: { response: string }) => r.response)).toEqual([
      'Our driver will come on Monday at 10:00.',
    ]);
  });

  it('answers an in-progress ticket again, keeping it in progress', async () => {
    const ticket = await buildTicket(t.ctx, { customerId: customer.id, status: 'in_progress' });
    const res = await send({
      ticketId: ticket.id,
      customerEmail: 'sara.khan@example.ae',
      response: 'A second answer.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ticket.status).toBe('in_progress');
  });

  it.each<TicketStatus>(['resolved', 'closed'])(
    'refuses to respond to a %s ticket: nothing stored, no email',
    async (status) => {
      const ticket = await buildTicket(t.ctx, { customerId: customer.id, status });
      const before = await supportFootprint(t.ctx);
      const res = await send({ ticketId: ticket.id, customerEmail: 'sara.khan@example.ae', response: 'Hello' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TICKET_MESSAGES.respondRefused);
      expect(await supportFootprint(t.ctx)).toEqual(before);
      expect((await ticketRow(t.ctx, ticket.id)).status).toBe(status);
    },
  );

  it("refuses an address that is not the ticket's customer (no open relay): nothing stored, no email", async () => {
    const ticket = await buildTicket(t.ctx, { customerId: customer.id });
    const other = await buildCustomer(t.ctx);
    const before = await supportFootprint(t.ctx);
    for (const email of ['someone@elsewhere.com', other.email]) {
      const res = await send({ ticketId: ticket.id, customerEmail: email, response: 'Hello' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TICKET_MESSAGES.emailMismatch);
    }
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });

  it('answers 401 without a token and lets every role respond', async () => {
    const ticket = await buildTicket(t.ctx, { customerId: customer.id });
    const before = await supportFootprint(t.ctx);
    const none = await send({ ticketId: ticket.id, customerEmail: 'sara.khan@example.ae', response: 'Hello' }, {});
    expect(none.statusCode).toBe(401);
    expect(await supportFootprint(t.ctx)).toEqual(before);
    for (const role of ['admin', 'superadmin'] as const) {
      const res = await send(
        { ticketId: ticket.id, customerEmail: 'sara.khan@example.ae', response: `From ${role}` },
        await authHeaders(t.ctx, role),
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it.each([
    ['ticketId', { ticketId: 'x' }, TICKET_MESSAGES.ticketIdInvalid],
    ['customerEmail', { customerEmail: 'not an email' }, TICKET_MESSAGES.customerEmailInvalid],
    ['response', { response: '   ' }, TICKET_MESSAGES.responseRequired],
    ['response', { response: 'x'.repeat(5001) }, TICKET_MESSAGES.responseRequired],
  ])('refuses a bad %s with 400 and a sentence, changing nothing', async (field, change, message) => {
    const ticket = await buildTicket(t.ctx, { customerId: customer.id });
    const before = await supportFootprint(t.ctx);
    const res = await send({
      ticketId: ticket.id,
      customerEmail: 'sara.khan@example.ae',
      response: 'Hello',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });

  it('answers 404 for an unknown ticket, changing nothing', async () => {
    const before = await supportFootprint(t.ctx);
    const res = await send({ ticketId: 99999, customerEmail: 'sara.khan@example.ae', response: 'Hello' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(TICKET_MESSAGES.ticketNotFound);
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });
});
