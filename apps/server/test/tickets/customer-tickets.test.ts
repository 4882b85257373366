import { describe, expect, it } from 'vitest';
import { TICKET_MESSAGES } from '@shop/domain/contracts/tickets';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { buildTicket } from './ticket-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const get = (url: string, headers: Record<string, string> = staff) => t.app.inject({ method: 'GET', url, headers });

describe(`GET a customer's tickets and one ticket (${engine})`, () => {
  it("lists only that customer's tickets, newest first, with the documented fields", async () => {
    const customer = await buildCustomer(t.ctx);
    const other = await buildCustomer(t.ctx);
    const older = await buildTicket(t.ctx, {
      customerId: customer.id,
      subject: 'Older',
      createdAt: new Date('2026-03-01T08:00:00Z'),
    });
    const newer = await buildTicket(t.ctx, {
      customerId: customer.id,
      subject: 'Newer',
      status: 'resolved',
      createdAt: new Date('2026-03-05T08:00:00Z'),
    });
    await buildTicket(t.ctx, { customerId: other.id, subject: 'Not theirs' });

    const res = await get(`/api/support-tickets/tickets/customer/${customer.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { ticket_id: number }) => x.ticket_id)).toEqual([newer.id, older.id]);
    expect(res.json()[0]).toEqual({
      ticket_id: newer.id,
      customer_id: customer.id,
      subject: 'Newer',
      status: 'resolved',
      created_at: '2026-03-05T08:00:00.000Z',
      updated_at: '2026-03-05T08:00:00.000Z',
      issue_type: 'stringing',
      priority_level: 'medium',
      description: 'The main string broke after two sessions.',
      attachment_url: null,
    });
    expect((await get(`/api/support-tickets/tickets/customer/${customer.id}`)).json()).toHaveLength(2);
  });

  it('answers an empty list for a customer without tickets', async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await get(`/api/support-tickets/tickets/customer/${customer.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('shows one ticket with its customer and responses', async () => {
    const customer = await buildCustomer(t.ctx, {
      firstName: 'Maya',
      lastName: 'Rahman',
      email: 'maya@example.ae',
      phone: '+971 55 000 1111',
    });
    const ticket = await buildTicket(t.ctx, { customerId: customer.id });
    const res = await get(`/api/support-tickets/tickets/${ticket.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ticket_id: ticket.id,
      status: 'open',
      customer: { id: customer.id, name: 'Maya Rahman', email: 'maya@example.ae', phone: '+971 55 000 1111' },
      responses: [],
    });
  });

  it('answers 401 without a token, 400 for a malformed id and 404 for an unknown ticket', async () => {
    expect((await get('/api/support-tickets/tickets/customer/1/', {})).statusCode).toBe(401);
    expect((await get('/api/support-tickets/tickets/1', {})).statusCode).toBe(401);
    const badCustomer = await get('/api/support-tickets/tickets/customer/abc/');
    expect(badCustomer.statusCode).toBe(400);
    expect(badCustomer.json().message).toBe(TICKET_MESSAGES.customerIdInvalid);
    const badTicket = await get('/api/support-tickets/tickets/0');
    expect(badTicket.statusCode).toBe(400);
    expect(badTicket.json().message).toBe(TICKET_MESSAGES.ticketIdInvalid);
    const unknown = await get('/api/support-tickets/tickets/424242');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TICKET_MESSAGES.ticketNotFound);
  });

  it('lets every role read tickets', async () => {
    const ticket = await buildTicket(t.ctx);
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      expect((await get(`/api/support-tickets/tickets/${ticket.id}`, await authHeaders(t.ctx, role))).statusCode).toBe(
        200,
      );
    }
  });
});
