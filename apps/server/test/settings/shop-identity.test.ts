import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fils } from '@shop/domain/money';
import { shopDate } from '@shop/domain/shop-days';
import type { UpdateShopSettings } from '@shop/domain/contracts/shop-settings';
import { createSmtpTransport } from '../../src/adapters/mail';
import { rowsOf } from '../../src/lib/rows';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { getJob, HYBRID_SPEC, moveJob, payInStoreJob, putSpec } from '../helpers/jobs-factories';
import { decodeMime, smtpServerForFile } from '../helpers/smtp-server';
import { signedInByRole, testAppForFile } from '../helpers/per-file';
import { pdfText, pdftotextText } from '../invoices/pdf-text';
import { demoStore } from '../store-invoices/store-invoice-fixtures';
import { buildTicket } from '../tickets/ticket-factories';

const store = demoStore();
const t = testAppForFile({ env: { SHOP_NAME: 'Env Tennis' }, store });
const as = signedInByRole(t);
const smtp = smtpServerForFile();

const NAME = 'Al Quoz Racket House';
const SETTINGS: UpdateShopSettings = {
  name: NAME,
  channels: { received: 'first_available', ready: 'first_available', reminder: 'first_available' },
  whatsapp_templates: { received: 'racket_received', ready: 'racket_ready', reminder: 'restring_reminder' },
  hours: { en: 'Every day 10:00–22:00', ar: '' },
  address: { en: 'Unit 7, Al Quoz Mall, Dubai', ar: '' },
  phone: '+971 4 333 4444',
};

beforeAll(async () => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/shop-settings',
    headers: as.superadmin,
    payload: SETTINGS,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await importStoreInvoices(t.ctx);
  // A refund of a store order, for a store credit note.
  store.refunds.push({ id: 91, orderId: 502, totalFils: fils(4_200), reason: 'Returned', createdAt: new Date() });
  const order = store.orders.find((o) => o.id === 502)!;
  Object.assign(order, { modifiedAt: new Date(), statusId: 14 });
  await importStoreInvoices(t.ctx);
});

/** Delivers the outbox to the SMTP stand-in and answers every message `address` received, decoded, one after another. */
async function mailTo(address: string): Promise<string> {
  const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Shop <no-reply@shop.test>');
  await deliverDueEmails(t.ctx.db, transport);
  const mine = smtp.received.filter((m) => m.to.includes(address));
  expect(mine.length).toBeGreaterThan(0);
  return mine.map((m) => decodeMime(m.raw)).join('\n');
}

/** The PDF's text in both extractors, spaces squeezed; it names the shop of the settings, never the env's. */
async function expectNamedFromSettings(pdf: Buffer): Promise<void> {
  for (const text of [await pdfText(pdf), await pdftotextText(pdf)]) {
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(NAME);
    expect(flat).not.toContain('Env Tennis');
  }
}

const idOf = async (table: 'store_invoices' | 'store_credit_notes') =>
  rowsOf<{ id: number }>(await t.ctx.db.execute(sql`SELECT id FROM ${sql.raw(table)} WHERE order_id = 502`))[0]!.id;

describe(`the shop's name from its settings everywhere (${engine})`, () => {
  it('on the store invoice, the store credit note and the cash-up PDFs', async () => {
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/bcinvoices/${await idOf('store_invoices')}/download`,
      headers: as.superadmin,
    });
    expect(invoice.statusCode).toBe(200);
    await expectNamedFromSettings(invoice.rawPayload);
    const note = await t.app.inject({
      method: 'GET',
      url: `/api/bigcommerce-credit-notes/${await idOf('store_credit_notes')}/download`,
      headers: as.superadmin,
    });
    expect(note.statusCode).toBe(200);
    await expectNamedFromSettings(note.rawPayload);
    const cashUp = await t.app.inject({
      method: 'GET',
      url: `/api/reports/cash-up.pdf?date=${shopDate()}`,
      headers: as.admin,
    });
    expect(cashUp.statusCode).toBe(200);
    await expectNamedFromSettings(cashUp.rawPayload);
  });

  it('on the job tag, the job page’s ready message, the receipt and the ready email', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Hessa', email: 'hessa.identity@example.ae' });
    const id = await payInStoreJob(t, as.staff, customer.id);
    const tag = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}/tag.pdf`, headers: as.staff });
    expect(tag.statusCode).toBe(200);
    await expectNamedFromSettings(tag.rawPayload);
    await putSpec(t, id, as.staff, HYBRID_SPEC);
    await moveJob(t, id, as.staff, { stage: 'in_progress' });
    expect((await moveJob(t, id, as.staff, { stage: 'ready' })).statusCode).toBe(200);
    const job = (await getJob(t, id, as.staff)).json();
    expect(job.ready_message).toContain(NAME);
    const mail = await mailTo('hessa.identity@example.ae');
    expect(mail).toContain(`Subject: Your racket is ready for pickup (job ${id}) – ${NAME}`);
    expect(mail).not.toContain('Env Tennis');
  });

  it('in the invite and the ticket response emails', async () => {
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/invite',
      headers: as.staff,
      payload: { email: 'guest.identity@example.ae' },
    });
    expect(invite.statusCode).toBe(200);
    const invited = await mailTo('guest.identity@example.ae');
    expect(invited).toContain(`Subject: You're invited to the ${NAME} online store`);
    expect(invited).not.toContain('Env Tennis');

    const email = 'noor.identity@example.ae';
    const customer = await buildCustomer(t.ctx, { firstName: 'Noor', email });
    const ticket = await buildTicket(t.ctx, { customerId: customer.id, subject: 'Grip size' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ticket-responses/send-response',
      headers: as.staff,
      payload: { ticketId: ticket.id, customerEmail: email, response: 'A 4 1/4 grip suits you.' },
    });
    expect(response.statusCode).toBe(200);
    const answered = await mailTo(email);
    expect(answered).toContain(`Thank you for contacting ${NAME}.`);
    expect(answered).not.toContain('Env Tennis');
  });
});
