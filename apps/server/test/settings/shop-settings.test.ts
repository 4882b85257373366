import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UpdateShopSettings } from '@shop/domain/contracts/shop-settings';
import { storeSettings } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { lastAudit } from '../helpers/audit';
import { buildCustomer } from '../helpers/customers-factories';
import { payInStoreJob } from '../helpers/jobs-factories';
import { testAppForFile, signedInByRole } from '../helpers/per-file';
import { buildInvoice } from '../helpers/invoices-factories';
import { pdfText } from '../invoices/pdf-text';

const t = testAppForFile({
  env: { SHOP_NAME: 'Env Tennis', SHOP_ADDRESS: 'Shop 3, Al Wasl Road, Dubai', SHOP_PHONE: '+971 4 111 2222' },
});
const headers = signedInByRole(t);

const get = (role: keyof typeof headers | null = 'admin') =>
  t.app.inject({ method: 'GET', url: '/api/admin/shop-settings', headers: role ? headers[role] : {} });
const put = (payload: unknown, role: keyof typeof headers | null = 'superadmin') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/shop-settings',
    headers: role ? headers[role] : {},
    payload: payload as object,
  });
const saved = async () => (await t.ctx.db.select().from(storeSettings).where(eq(storeSettings.id, true)))[0]!;

const SETTINGS: UpdateShopSettings = {
  name: 'Al Quoz Racket House',
  channels: { received: 'whatsapp', ready: 'email', reminder: 'first_available' },
  whatsapp_templates: { received: 'drop_off_receipt', ready: 'racket_ready_v2', reminder: 'restring_reminder' },
  hours: { en: 'Sat–Thu 10:00–21:00\nFri 14:00–21:00', ar: 'السبت–الخميس 10:00–21:00\nالجمعة 14:00–21:00' },
  address: { en: 'Unit 7, Al Quoz Mall, Dubai', ar: 'الوحدة 7، القوز مول، دبي' },
  phone: '+971 4 333 4444',
};

describe(`the shop's message settings (${engine})`, () => {
  it('are the env settings until a superadmin saves them', async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      name: 'Env Tennis',
      channels: { received: 'first_available', ready: 'first_available', reminder: 'first_available' },
      whatsapp_templates: { received: 'racket_received', ready: 'racket_ready', reminder: 'restring_reminder' },
      hours: { en: expect.stringMatching(/^Every day \d\d:\d\d–\d\d:\d\d$/), ar: expect.stringContaining('يومياً') },
      address: { en: 'Shop 3, Al Wasl Road, Dubai', ar: '' },
      phone: '+971 4 111 2222',
      source: 'env',
      updated_at: null,
    });
  });

  it('refuses no token (401), staff and admin changing them (403) and malformed values (400), changing nothing', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get('staff')).statusCode).toBe(403);
    expect((await put(SETTINGS, null)).statusCode).toBe(401);
    for (const role of ['staff', 'admin'] as const) expect((await put(SETTINGS, role)).statusCode).toBe(403);
    const bad: [unknown, string][] = [
      [{ ...SETTINGS, channels: { ...SETTINGS.channels, ready: 'sms' } }, 'A channel must be first_available'],
      [{ ...SETTINGS, whatsapp_templates: { ...SETTINGS.whatsapp_templates, ready: 'Racket Ready!' } }, 'template'],
      [{ ...SETTINGS, address: { en: ' ', ar: '' } }, 'Please enter the shop address in English.'],
      [{ ...SETTINGS, hours: { en: 'x'.repeat(501), ar: '' } }, 'under 500 characters'],
      [{ ...SETTINGS, phone: '' }, 'Please enter the shop phone.'],
      [{ channels: SETTINGS.channels }, ''],
    ];
    for (const [payload, message] of bad) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await saved()).shopSettings).toBeNull();
  });

  it('a superadmin saves them: audited, shown on the status page and on the receipt', async () => {
    const res = await put(SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Shop settings saved.', settings: { ...SETTINGS, source: 'saved' } });
    expect((await get()).json()).toMatchObject({ ...SETTINGS, source: 'saved' });
    expect(await lastAudit(t.ctx, 'settings:shop')).toMatchObject({
      details: { before: { phone: '+971 4 111 2222' }, after: { phone: '+971 4 333 4444' } },
    });

    const customer = await buildCustomer(t.ctx, { firstName: 'Mariam', language: 'ar' });
    const id = await payInStoreJob(t, headers.staff, customer.id);
    const link = await t.app.inject({ method: 'POST', url: `/api/jobs/${id}/status-link`, headers: headers.staff });
    const token = new URL(link.json().status_url as string).pathname.split('/').pop();
    const status = (await t.app.inject({ method: 'GET', url: `/api/public/status/${token}` })).json();
    expect(status.shop).toMatchObject({
      name: 'Al Quoz Racket House',
      address: 'Unit 7, Al Quoz Mall, Dubai',
      address_ar: 'الوحدة 7، القوز مول، دبي',
      phone: '+971 4 333 4444',
      hours: SETTINGS.hours,
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}/receipt.pdf`, headers: headers.staff });
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('+971 4 333 4444');
    expect(text).toContain('القوز');
    expect(text).toContain('Al Quoz Racket House');
    // The tax invoice names the shop, its address and phone from the settings too.
    const invoice = await buildInvoice(t.ctx, { invoiceNumber: 'INV-SETTINGS-1' });
    const download = await t.app.inject({ method: 'GET', url: '/api/invoices/INV-SETTINGS-1', headers: headers.staff });
    expect(download.statusCode).toBe(200);
    const invoiceText = (await pdfText(download.rawPayload)).replace(/\s+/g, ' ');
    expect(invoice.invoiceNumber).toBe('INV-SETTINGS-1');
    expect(invoiceText).toContain('Al Quoz Racket House');
    expect(invoiceText).toContain('Unit 7, Al Quoz Mall, Dubai');
    expect(invoiceText).not.toContain('Env Tennis');
  });

  it("an empty name is the env's", async () => {
    expect((await put({ ...SETTINGS, name: ' ' })).statusCode).toBe(200);
    expect((await get()).json()).toMatchObject({ name: 'Env Tennis', source: 'saved' });
    await buildInvoice(t.ctx, { invoiceNumber: 'INV-SETTINGS-2' });
    const download = await t.app.inject({ method: 'GET', url: '/api/invoices/INV-SETTINGS-2', headers: headers.staff });
    expect(await pdfText(download.rawPayload)).toContain('Env Tennis');
  });
});
