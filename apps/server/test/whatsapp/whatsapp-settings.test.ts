import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { customers, emailOutbox } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { moveJob, payInStoreJob, readyEmailsTo } from '../helpers/jobs-factories';
import { signedIn } from '../helpers/per-file';
import { racketStrungDaysAgo } from '../reminders/reminder-factories';
import { deliverWhatsApp, whatsappAppForFile, whatsappOfJob } from './whatsapp-setup';

const { t, standIn } = whatsappAppForFile();
const staff = signedIn(t);
const owner = signedIn(t, 'superadmin');

const digitsOf = (phone: string) => `971${phone.replace(/\D/g, '').slice(-9)}`;
const receiptEmailsOf = (to: string) =>
  t.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'job-receipt')));

describe(`which channel sends which message (${engine})`, () => {
  it('sends the receipt of a customer without email as the received template with the status link', async () => {
    const walkIn = await buildCustomer(t.ctx, { firstName: 'Khalid', email: null });
    const id = await payInStoreJob(t, staff, walkIn.id);
    await deliverWhatsApp(t);
    const [sent] = standIn.sends.filter((s) => s.to === digitsOf(walkIn.phone));
    expect(sent!.template).toBe('racket_received');
    expect(sent!.parameters[1]).toBe(String(id));
    expect(sent!.parameters[4]).toMatch(/\/status\/[A-Za-z0-9_-]{43}$/);
  });

  it('emails the receipt of a customer with an email and no preference, and sends no received template', async () => {
    const layla = await buildCustomer(t.ctx, { firstName: 'Layla' });
    const id = await payInStoreJob(t, staff, layla.id);
    expect(await receiptEmailsOf(layla.email!)).toHaveLength(1);
    expect(await whatsappOfJob(t, id)).toHaveLength(0);
  });

  it("follows the superadmin's channels and template names, and the customer's preference for reminders", async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/shop-settings', headers: owner })).json();
    const { source: _source, updated_at: _at, ...values } = current;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/shop-settings',
      headers: owner,
      payload: {
        ...values,
        channels: { received: 'whatsapp', ready: 'email', reminder: 'first_available' },
        whatsapp_templates: { ...values.whatsapp_templates, received: 'drop_off_receipt' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const huda = await buildCustomer(t.ctx, { firstName: 'Huda' });
    const id = await payInStoreJob(t, staff, huda.id);
    expect(await receiptEmailsOf(huda.email!)).toHaveLength(0);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    await moveJob(t, id, staff, { stage: 'ready' });
    expect((await whatsappOfJob(t, id)).map((m) => [m.kind, m.template])).toEqual([['received', 'drop_off_receipt']]);
    expect(await readyEmailsTo(t, huda.email!)).toHaveLength(1);

    const { customer, racket } = await racketStrungDaysAgo(t.ctx, 100, { firstName: 'Noura' });
    await t.ctx.db.update(customers).set({ preferredChannel: 'whatsapp' }).where(eq(customers.id, customer.id));
    const due = await t.app.inject({ method: 'GET', url: '/api/reminders/due', headers: staff });
    expect(due.json().find((r: { racket_id: number }) => r.racket_id === racket.id)).toMatchObject({
      channel: 'whatsapp',
    });
  });
});
