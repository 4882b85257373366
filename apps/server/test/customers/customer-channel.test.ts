import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { lastAudit } from '../helpers/audit';
import { buildCustomer } from '../helpers/customers-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const put = (id: number | string, payload: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'PUT', url: `/api/customers/${id}/channel`, headers, payload: payload as object });
const channelOf = async (id: number) =>
  (await t.ctx.db.select({ c: customers.preferredChannel }).from(customers).where(eq(customers.id, id)))[0]!.c;

describe(`a customer's preferred channel (${engine})`, () => {
  it('is the shop default (not shown) until staff choose WhatsApp or email; the change is audited', async () => {
    const customer = await buildCustomer(t.ctx);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers?search=${encodeURIComponent(customer.phone)}`,
      headers: staff,
    });
    const listed = list.json().items.find((c: { id: number }) => c.id === customer.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('preferred_channel');
    const res = await put(customer.id, { preferred_channel: 'whatsapp' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Preferred channel saved.',
      customer: { id: customer.id, preferred_channel: 'whatsapp', language: 'en' },
    });
    expect(await channelOf(customer.id)).toBe('whatsapp');
    expect(await lastAudit(t.ctx, 'customer.channel')).toMatchObject({
      subject: `customer:${customer.id}`,
      details: { from: null, to: 'whatsapp' },
    });
    const reset = await put(customer.id, { preferred_channel: null });
    expect(reset.json().customer).not.toHaveProperty('preferred_channel');
    expect(await channelOf(customer.id)).toBeNull();
  });

  it('refuses no token (401), anything but email, whatsapp or null (400) and an unknown customer (404), changing nothing', async () => {
    const customer = await buildCustomer(t.ctx, { preferredChannel: 'email' });
    expect((await put(customer.id, { preferred_channel: 'whatsapp' }, {})).statusCode).toBe(401);
    for (const payload of [{ preferred_channel: 'sms' }, {}, { preferred_channel: 'email', other: 1 }]) {
      const res = await put(customer.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('The preferred channel must be email, whatsapp or null (the shop default).');
    }
    expect((await put('abc', { preferred_channel: 'email' })).statusCode).toBe(400);
    const unknown = await put(999_999_999, { preferred_channel: 'email' });
    expect(unknown.statusCode).toBe(404);
    expect(await channelOf(customer.id)).toBe('email');
  });
});
