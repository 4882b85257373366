import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES } from '@shop/domain/contracts/tickets';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { supportFootprint, raiseTicketFromShopSite } from './ticket-factories';

const KEY = 'shop-site-key-for-tests-0123456789';
let t: TestApp;
let customer: Awaited<ReturnType<typeof buildCustomer>>;

beforeAll(async () => {
  t = await buildTestApp({ env: { SHOP_SITE_API_KEY: KEY } });
  customer = await buildCustomer(t.ctx, {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla.haddad@example.ae',
    phone: '+971 50 123 4567',
  });
});
afterAll(async () => t?.close());

const valid = () => ({
  customer_id: customer.id,
  subject: 'Strings snapped after two days',
  description: 'The main string broke after two sessions.',
  issue_type: 'stringing',
  priority_level: 'high',
  attachment_url: 'https://shop.example.ae/uploads/photo.jpg',
});

const create = (payload: unknown, headers: Record<string, string> = { 'x-api-key': KEY }) =>
  t.app.inject({ method: 'POST', url: '/api/support-tickets/tickets', headers, payload: payload as object });

describe(`POST /api/support-tickets/tickets (${engine})`, () => {
  it("creates an open ticket for the shop site's call, listed for the customer", async () => {
    const res = await create(valid());
    expect(res.statusCode).toBe(201);
    const { ticket } = res.json();
    expect(ticket).toMatchObject({
      customer_id: customer.id,
      status: 'open',
      subject: 'Strings snapped after two days',
      issue_type: 'stringing',
      priority_level: 'high',
      attachment_url: 'https://shop.example.ae/uploads/photo.jpg',
    });
    expect(ticket.created_at).toBe(ticket.updated_at);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/support-tickets/tickets/customer/${customer.id}/`,
      headers: await authHeaders(t.ctx),
    });
    expect(list.json().map((x: { ticket_id: number }) => x.ticket_id)).toContain(ticket.ticket_id);
  });

  it('posts a public "New support ticket" notification without personal data', async () => {
    await create({
      ...valid(),
      subject: 'My phone +971 50 123 4567 is wrong',
      priority_level: 'low',
      issue_type: 'order',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    const [newest] = res.json();
    expect(newest.title).toBe('New support ticket');
    expect(newest.message).toMatch(/^A customer raised a low priority order ticket \(#\d+\)\.$/);
    const text = JSON.stringify(res.json());
    for (const personal of ['Layla', 'Haddad', 'layla.haddad@example.ae', '123 4567', String(customer.id), 'phone'])
      expect(text).not.toContain(personal);
  });

  it('accepts no attachment', async () => {
    const { attachment_url: _drop, ...rest } = valid();
    const res = await create(rest);
    expect(res.statusCode).toBe(201);
    expect(res.json().ticket.attachment_url).toBeNull();
  });

  it('refuses a call without the key or with a wrong one, creating nothing', async () => {
    const before = await supportFootprint(t.ctx);
    const none = await create(valid(), {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(TICKET_MESSAGES.apiKeyRequired);
    const wrong = await create(valid(), { 'x-api-key': `${KEY}x` });
    expect(wrong.statusCode).toBe(401);
    const staffBearer = await create(valid(), await authHeaders(t.ctx, 'superadmin'));
    expect(staffBearer.statusCode).toBe(401);
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });

  it.each([
    ['customer_id', { customer_id: 'abc' }, TICKET_MESSAGES.customerIdInvalid],
    ['customer_id', { customer_id: -3 }, TICKET_MESSAGES.customerIdInvalid],
    ['subject', { subject: '   ' }, TICKET_MESSAGES.subjectRequired],
    ['subject', { subject: 'x'.repeat(201) }, TICKET_MESSAGES.subjectRequired],
    ['description', { description: '' }, TICKET_MESSAGES.descriptionRequired],
    ['issue_type', { issue_type: 'racket-theft' }, TICKET_MESSAGES.issueTypeInvalid],
    ['priority_level', { priority_level: 'critical' }, TICKET_MESSAGES.priorityInvalid],
    ['attachment_url', { attachment_url: 'http://shop.example.ae/photo.jpg' }, TICKET_MESSAGES.attachmentInvalid],
    ['attachment_url', { attachment_url: 'javascript:alert(1)' }, TICKET_MESSAGES.attachmentInvalid],
  ])('refuses a bad %s with a sentence and changes nothing (%j)', async (field, change, message) => {
    const before = await supportFootprint(t.ctx);
    const res = await create({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });

  it('refuses a customer the store does not know, changing nothing', async () => {
    const before = await supportFootprint(t.ctx);
    const res = await create({ ...valid(), customer_id: 2_000_000_000 });
    expect([404, 502]).toContain(res.statusCode);
    expect(res.json().message).toBeTruthy();
    expect(await supportFootprint(t.ctx)).toEqual(before);
  });
});

describe(`ticket creation without a configured key (${engine})`, () => {
  it('answers 503 with a sentence saying what to set', async () => {
    const bare = await buildTestApp();
    try {
      const res = await raiseTicketFromShopSite(bare, '', valid());
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(TICKET_MESSAGES.apiKeyNotConfigured);
    } finally {
      await bare.close();
    }
  });
});
