import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StaffNotification } from '@shop/domain/contracts/notifications';
import { notifications } from '../../src/db/schema';
import { createNotification } from '../../src/services/notifications/create-notification';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { testAppForFile, signedInByRole } from '../helpers/per-file';
import { raiseTicketFromShopSite } from '../tickets/ticket-factories';

const KEY = 'shop-site-key-for-tests-0123456789';
const t = testAppForFile({ env: { SHOP_SITE_API_KEY: KEY } });
const as = signedInByRole(t);

const staffList = (headers: Record<string, string> = as.staff) =>
  t.app.inject({ method: 'GET', url: '/api/notifications/staff', headers });

describe(`GET /api/notifications/staff (${engine})`, () => {
  it("names a raised ticket's customer and carries the ticket, read when listed and never stored", async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Layla', lastName: 'Nasser', email: 'layla@example.ae' });
    await createNotification(t.ctx.db, { kind: 'booking-paid', title: 'Booking paid', message: 'A booking was paid.' });
    const created = await raiseTicketFromShopSite(t, KEY, {
      customer_id: customer.id,
      subject: 'Frame cracked',
      description: 'Cracked at 2 o clock.',
      issue_type: 'stringing',
      priority_level: 'high',
    });
    expect(created.statusCode).toBe(201);
    const ticketId = created.json().ticket.ticket_id as number;

    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const res = await staffList(as[role]);
      expect(res.statusCode).toBe(200);
      const [latest, previous] = res.json() as StaffNotification[];
      expect(latest).toMatchObject({
        title: 'New support ticket',
        message: `Layla Nasser raised a high priority stringing ticket (#${ticketId}).`,
        ticket: { ticket_id: ticketId, customer: { id: customer.id, name: 'Layla Nasser' } },
      });
      expect(previous).toMatchObject({ title: 'Booking paid', message: 'A booking was paid.', ticket: null });
    }

    // The table holds the anonymous sentence and the ticket's id only; the public list stays anonymous.
    const [stored] = await t.ctx.db
      .select()
      .from(notifications)
      .where(sql`ticket_id = ${ticketId}`);
    expect(stored).toMatchObject({ message: `A customer raised a high priority stringing ticket (#${ticketId}).` });
    expect(JSON.stringify(stored)).not.toContain('Layla');
    const publicList = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(JSON.stringify(publicList.json())).not.toContain('Layla');

    // A renamed customer reads under the new name: nothing was copied.
    await t.ctx.db.execute(sql`UPDATE customers SET first_name = 'Leila' WHERE id = ${customer.id}`);
    expect((await staffList()).json()[0].ticket.customer.name).toBe('Leila Nasser');
  });

  it('refuses without a session or with a forged one (401), changing nothing', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    expect((await staffList({})).statusCode).toBe(401);
    expect((await staffList({ authorization: 'Bearer forged' })).statusCode).toBe(401);
    expect(await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(notifications)).toEqual(before);
  });
});
