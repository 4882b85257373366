import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_LIST_MESSAGES, type TicketListResponse } from '@shop/domain/contracts/ticket-list';
import { LIST_MESSAGES } from '@shop/domain/contracts/common';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { buildTicket, supportFootprint } from './ticket-factories';

let t: TestApp;
let as: Awaited<ReturnType<typeof headersByRole>>;
const ids: Record<string, number> = {};
let sara: { id: number };
let omar: { id: number };

const day = (d: number, h = 8) => new Date(Date.UTC(2026, 2, d, h));

beforeAll(async () => {
  t = await buildTestApp();
  as = await headersByRole(t.ctx);
  sara = await buildCustomer(t.ctx, {
    firstName: 'Sara',
    lastName: 'Haddad',
    email: 'sara.haddad@example.ae',
    phone: '+971 50 765 4321',
  });
  omar = await buildCustomer(t.ctx, {
    firstName: 'Omar',
    lastName: 'Farouk',
    email: 'omar@example.ae',
    phone: '+971 55 111 2233',
  });
  const make = async (name: string, customerId: number, d: number, extra: Parameters<typeof buildTicket>[1] = {}) => {
    ids[name] = (await buildTicket(t.ctx, { customerId, subject: name, createdAt: day(d), ...extra })).id;
  };
  await make('Strings snapped', sara.id, 1);
  await make('Grip peeling', omar.id, 2, { issueType: 'grip', priorityLevel: 'low' });
  await make('Payment charged twice', sara.id, 3, { issueType: 'payment', priorityLevel: 'high', status: 'resolved' });
  await make('Booking date wrong', omar.id, 4, { issueType: 'booking', priorityLevel: 'high', status: 'in_progress' });
  await make('Tension too loose', omar.id, 5, { priorityLevel: 'high' });
});
afterAll(async () => t?.close());

const list = async (query = '', headers: Record<string, string> = as.staff) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/support-tickets/tickets${query}`, headers });
  return { status: res.statusCode, body: res.json() as TicketListResponse & { message?: string; fields?: object } };
};
const subjects = (body: TicketListResponse) => body.items.map((i) => i.subject);

describe(`GET /api/support-tickets/tickets: every customer's tickets (${engine})`, () => {
  it('lists tickets of all customers, newest first, each naming its customer', async () => {
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const { status, body } = await list('', as[role]);
      expect(status).toBe(200);
      expect(subjects(body)).toEqual([
        'Tension too loose',
        'Booking date wrong',
        'Payment charged twice',
        'Grip peeling',
        'Strings snapped',
      ]);
      expect(body).toMatchObject({ total: 5, page: 1, pageSize: 10, totalIsExact: true, hasMore: false });
    }
    const { body } = await list();
    expect(body.items[0]).toEqual({
      ticket_id: ids['Tension too loose'],
      customer_id: omar.id,
      customer: { id: omar.id, name: 'Omar Farouk' },
      subject: 'Tension too loose',
      status: 'open',
      created_at: '2026-03-05T08:00:00.000Z',
      updated_at: '2026-03-05T08:00:00.000Z',
      issue_type: 'stringing',
      priority_level: 'high',
      description: 'The main string broke after two sessions.',
      attachment_url: null,
    });
  });

  it('filters by status, priority and type, alone and together', async () => {
    expect(subjects((await list('?status=open')).body)).toEqual([
      'Tension too loose',
      'Grip peeling',
      'Strings snapped',
    ]);
    expect(subjects((await list('?status=in_progress')).body)).toEqual(['Booking date wrong']);
    expect(subjects((await list('?priority=high')).body)).toEqual([
      'Tension too loose',
      'Booking date wrong',
      'Payment charged twice',
    ]);
    expect(subjects((await list('?issue_type=grip')).body)).toEqual(['Grip peeling']);
    expect(subjects((await list('?status=open&priority=high&issue_type=stringing')).body)).toEqual([
      'Tension too loose',
    ]);
    const closed = await list('?status=closed');
    expect(closed.body).toMatchObject({ items: [], total: 0, hasMore: false, nextCursor: null });
    expect((await list('?status=all&priority=&issue_type=all')).body.total).toBe(5);
  });

  it('searches by customer name, email or phone, by subject and by ticket number', async () => {
    expect(subjects((await list('?search=sara%20haddad')).body)).toEqual(['Payment charged twice', 'Strings snapped']);
    expect(subjects((await list('?search=OMAR%40EXAMPLE')).body)).toEqual([
      'Tension too loose',
      'Booking date wrong',
      'Grip peeling',
    ]);
    // A phone as typed at the counter: spaces and a leading 0 do not matter.
    expect(subjects((await list(`?search=${encodeURIComponent('050 765 4321')}`)).body)).toEqual([
      'Payment charged twice',
      'Strings snapped',
    ]);
    expect(subjects((await list('?search=peeling')).body)).toEqual(['Grip peeling']);
    expect(subjects((await list(`?search=${encodeURIComponent(`#${ids['Booking date wrong']}`)}`)).body)).toContain(
      'Booking date wrong',
    );
    expect(subjects((await list('?search=twice&status=resolved')).body)).toEqual(['Payment charged twice']);
    expect((await list('?search=nobody-like-this')).body).toMatchObject({ items: [], total: 0 });
  });

  it('pages on the server, by number and after a cursor, without skipping or repeating', async () => {
    const first = await list('?pageSize=2');
    expect(subjects(first.body)).toEqual(['Tension too loose', 'Booking date wrong']);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2, hasMore: true });
    const second = await list('?pageSize=2&page=2');
    expect(subjects(second.body)).toEqual(['Payment charged twice', 'Grip peeling']);
    const byCursor = await list(`?pageSize=2&page=2&cursor=${first.body.nextCursor}`);
    expect(subjects(byCursor.body)).toEqual(['Payment charged twice', 'Grip peeling']);
    const last = await list('?pageSize=2&page=3');
    expect(subjects(last.body)).toEqual(['Strings snapped']);
    expect(last.body).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('refuses without a session (401) and with bad filters (400, with a sentence), changing nothing', async () => {
    const before = await supportFootprint(t.ctx);
    expect((await list('', {})).status).toBe(401);
    expect((await list('', { authorization: 'Bearer forged' })).status).toBe(401);
    const cases: Array<[string, string, string]> = [
      ['?status=pending', 'status', TICKET_LIST_MESSAGES.statusInvalid],
      ['?priority=urgent', 'priority', TICKET_LIST_MESSAGES.priorityInvalid],
      ['?issue_type=racket', 'issue_type', TICKET_LIST_MESSAGES.issueTypeInvalid],
      ['?page=0', 'page', 'Page starts at 1.'],
      ['?pageSize=1000', 'pageSize', 'Page size can be at most 100.'],
      ['?cursor=not-a-cursor', 'cursor', LIST_MESSAGES.badCursor],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.fields, query).toMatchObject({ [field]: message });
    }
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });
});
