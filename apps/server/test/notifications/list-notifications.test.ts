import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema';
import { createNotification } from '../../src/services/notifications/create-notification';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { testAppForFile } from '../helpers/per-file';
import { raiseTicketFromShopSite } from '../tickets/ticket-factories';

const KEY = 'shop-site-key-for-tests-0123456789';
const t = testAppForFile({ env: { SHOP_SITE_API_KEY: KEY } });

const list = () => t.app.inject({ method: 'GET', url: '/api/notifications' });

describe(`GET /api/notifications (${engine})`, () => {
  it('answers without a token: an empty list at first', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists notification_id, title and message only, newest first, at most 50', async () => {
    await t.ctx.db
      .insert(notifications)
      .values({ kind: 'test', title: 'Old', message: 'first', createdAt: new Date('2026-01-01T00:00:00Z') });
    for (let i = 0; i < 55; i += 1)
      await createNotification(t.ctx.db, { kind: 'test', title: `N${i}`, message: `message ${i}` });
    const res = await list();
    const items = res.json() as { notification_id: number; title: string; message: string }[];
    expect(items).toHaveLength(50);
    expect(Object.keys(items[0]!).sort()).toEqual(['message', 'notification_id', 'title']);
    expect(items[0]!.title).toBe('N54');
    expect(items.map((x) => x.notification_id)).toEqual([...items.map((x) => x.notification_id)].sort((a, b) => b - a));
    expect(items.some((x) => x.title === 'Old')).toBe(false);
  });

  it('keeps the time an event happened when one is given (seeds date their events), else now', async () => {
    const before = Date.now();
    await createNotification(t.ctx.db, {
      kind: 'test',
      title: 'Dated',
      message: 'long ago',
      createdAt: new Date('2025-06-01T08:00:00Z'),
    });
    await createNotification(t.ctx.db, { kind: 'test', title: 'Undated', message: 'now' });
    const rows = await t.ctx.db.select().from(notifications);
    expect(rows.find((r) => r.title === 'Dated')!.createdAt.toISOString()).toBe('2025-06-01T08:00:00.000Z');
    expect(rows.find((r) => r.title === 'Undated')!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const titles = ((await list()).json() as { title: string }[]).map((x) => x.title);
    expect(titles[0]).toBe('Undated');
    expect(titles).not.toContain('Dated'); // older than the 50 newest
  });

  it('carries no personal data for a raised ticket, and no staff session is needed to read it', async () => {
    const customer = await buildCustomer(t.ctx, {
      firstName: 'Yousef',
      lastName: 'Al Amiri',
      email: 'yousef.amiri@example.ae',
      phone: '+971 52 765 4321',
    });
    const created = await raiseTicketFromShopSite(t, KEY, {
      customer_id: customer.id,
      subject: 'Yousef needs a call on +971 52 765 4321',
      description: 'Contact yousef.amiri@example.ae',
      issue_type: 'payment',
      priority_level: 'high',
    });
    expect(created.statusCode).toBe(201);
    const res = await list();
    expect(res.json()[0]).toMatchObject({
      title: 'New support ticket',
      message: `A customer raised a high priority payment ticket (#${created.json().ticket.ticket_id}).`,
    });
    const text = JSON.stringify(res.json());
    for (const personal of [
      'Yousef',
      'Amiri',
      'yousef.amiri@example.ae',
      '765 4321',
      'needs a call',
      String(customer.id),
    ])
      expect(text).not.toContain(personal);
    // A staff token changes nothing: it is the same public list.
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: await authHeaders(t.ctx),
    });
    expect(withToken.json()).toEqual(res.json());
  });
});
