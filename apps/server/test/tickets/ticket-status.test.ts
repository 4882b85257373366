import { describe, expect, it } from 'vitest';
import { TICKET_MESSAGES } from '@shop/domain/contracts/tickets';
import type { TicketStatus } from '@shop/domain/ticket-status';
import type { Role } from '@shop/domain/roles';
import { engine } from '../helpers/app';
import { buildTicket, supportFootprint, ticketRow } from './ticket-factories';
import { testAppForFile, signedInByRole } from '../helpers/per-file';

const t = testAppForFile();
const headers = signedInByRole(t);

const patch = (ticketId: number | string, payload: unknown, as: Role | null = 'staff') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/support-tickets/tickets/${ticketId}/status`,
    headers: as ? headers[as] : {},
    payload: payload as object,
  });

describe(`PATCH /api/support-tickets/tickets/{ticketId}/status (${engine})`, () => {
  it('takes an open ticket to resolved, then closed, and keeps closed final', async () => {
    const ticket = await buildTicket(t.ctx, { createdAt: new Date(Date.now() - 60_000) });
    const resolved = await patch(ticket.id, { status: 'resolved' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      message: TICKET_MESSAGES.statusUpdated,
      ticket: { ticket_id: ticket.id, status: 'resolved' },
    });
    expect(new Date(resolved.json().ticket.updated_at).getTime()).toBeGreaterThan(ticket.createdAt.getTime() + 2000);

    const closed = await patch(ticket.id, { status: 'closed' }, 'admin');
    expect(closed.statusCode).toBe(200);
    expect((await ticketRow(t.ctx, ticket.id)).status).toBe('closed');

    for (const status of ['open', 'in_progress', 'resolved', 'closed']) {
      const before = await supportFootprint(t.ctx);
      const refused = await patch(ticket.id, { status }, 'superadmin');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This ticket is closed and can no longer be changed.');
      expect(await supportFootprint(t.ctx)).toEqual(before);
    }
  });

  it('resolves an in-progress ticket', async () => {
    const ticket = await buildTicket(t.ctx, { status: 'in_progress' });
    const res = await patch(ticket.id, { status: 'resolved' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ticket.status).toBe('resolved');
  });

  it('reopens a resolved ticket (the notice says it may be reopened), which can then be answered again', async () => {
    const ticket = await buildTicket(t.ctx, { status: 'resolved' });
    const res = await patch(ticket.id, { status: 'open' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ticket.status).toBe('open');
  });

  it.each<[TicketStatus, TicketStatus, string]>([
    ['open', 'closed', 'Only a resolved ticket can be closed. Mark it resolved first.'],
    ['in_progress', 'closed', 'Only a resolved ticket can be closed. Mark it resolved first.'],
    ['open', 'in_progress', 'A ticket cannot move from open to in progress.'],
    ['open', 'open', 'This ticket is already open.'],
    ['in_progress', 'open', 'Only a resolved ticket can be reopened.'],
    ['resolved', 'resolved', 'This ticket is already resolved.'],
    ['resolved', 'in_progress', 'A ticket cannot move from resolved to in progress.'],
  ])('refuses %s -> %s with 409 and a sentence, changing nothing', async (from, to, message) => {
    const ticket = await buildTicket(t.ctx, { status: from });
    const before = await supportFootprint(t.ctx);
    const res = await patch(ticket.id, { status: to });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
    expect((await ticketRow(t.ctx, ticket.id)).status).toBe(from);
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });

  it('lets every role change a status (no role is excluded)', async () => {
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const ticket = await buildTicket(t.ctx);
      expect((await patch(ticket.id, { status: 'resolved' }, role)).statusCode).toBe(200);
    }
  });

  it('answers 401 without a token or with a bad one, changing nothing', async () => {
    const ticket = await buildTicket(t.ctx);
    const before = await supportFootprint(t.ctx);
    expect((await patch(ticket.id, { status: 'resolved' }, null)).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/support-tickets/tickets/${ticket.id}/status`,
      headers: { authorization: 'Bearer nope' },
      payload: { status: 'resolved' },
    });
    expect(bad.statusCode).toBe(401);
    expect((await ticketRow(t.ctx, ticket.id)).status).toBe('open');
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });

  it('answers 400 to a bad status or ticket id and 404 to an unknown ticket, changing nothing', async () => {
    const ticket = await buildTicket(t.ctx);
    const before = await supportFootprint(t.ctx);
    const badStatus = await patch(ticket.id, { status: 'done' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(TICKET_MESSAGES.statusInvalid);
    expect((await patch(ticket.id, {})).statusCode).toBe(400);
    const badId = await patch('abc', { status: 'resolved' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(TICKET_MESSAGES.ticketIdInvalid);
    const unknown = await patch(987654, { status: 'resolved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TICKET_MESSAGES.ticketNotFound);
    expect((await ticketRow(t.ctx, ticket.id)).status).toBe('open');
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });
});
