import { fils } from '@shop/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SETTINGS_MESSAGES } from '@shop/domain/contracts/settings';
import { rowsOf } from '../../src/lib/rows';
import { lastAudit } from '../helpers/audit';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { addStoreOrder, memoryStore, type MemoryStore } from '../helpers/invoices-factories';

let t: TestApp;
let store: MemoryStore;
let headers: Awaited<ReturnType<typeof headersByRole>>;
beforeAll(async () => {
  store = memoryStore();
  t = await buildTestApp({ store });
  headers = await headersByRole(t.ctx);
});
afterAll(async () => t?.close());

type Role = keyof typeof headers;
const get = (url: string, role?: Role) =>
  t.app.inject({ method: 'GET', url, ...(role ? { headers: headers[role] } : {}) });
const put = (payload: unknown, role?: Role) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/store',
    payload: payload as object,
    ...(role ? { headers: headers[role] } : {}),
  });
const stored = async () =>
  rowsOf<{ v: boolean | null }>(await t.ctx.db.execute(sql`SELECT prices_include_vat AS v FROM store_settings`))[0]!.v;
/** The lines of the invoice the store order `orderId` got. */
const invoiceOf = async (orderId: number) => {
  const list = (await get('/api/bigcommerce-invoices/metadata?pageSize=100', 'superadmin')).json();
  const id = list.items.find(
    (i: { order_id: number; kind: string }) => i.order_id === orderId && i.kind === 'invoice',
  ).id;
  return (await get(`/api/bcinvoices/${id}`, 'superadmin')).json();
};

describe(`settings (${engine})`, () => {
  it('names the adapters in use to admin and superadmin, and nothing secret', async () => {
    for (const role of ['admin', 'superadmin'] as const) {
      const res = await get('/api/admin/settings', role);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        store_adapter: 'local',
        payments_adapter: 'sandbox',
        bot_check_adapter: 'off',
        bot_check_warning: null,
        payments_warning: null,
        whatsapp_adapter: 'link',
        whatsapp_templates: { received: 'racket_received', ready: 'racket_ready', reminder: 'restring_reminder' },
      });
    }
    expect((await get('/api/admin/settings', 'staff')).statusCode).toBe(403);
    expect((await get('/api/admin/settings')).statusCode).toBe(401);
  });

  it('checks the store connection live for admin and superadmin (401 without a token, 403 for staff)', async () => {
    const res = await get('/api/admin/settings/store-check', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, adapter: 'local', message: 'In-memory store.' });
    expect((await get('/api/admin/settings/store-check', 'staff')).statusCode).toBe(403);
    expect((await get('/api/admin/settings/store-check')).statusCode).toBe(401);
  });

  it("takes prices-include-VAT from the store's tax setting until a superadmin chooses, else true", async () => {
    expect((await get('/api/admin/settings/store', 'admin')).json()).toEqual({
      prices_include_vat: true,
      source: 'default',
      updated_at: null,
    });
    store.taxEnteredWithPrices = false;
    expect((await get('/api/admin/settings/store', 'admin')).json()).toMatchObject({
      prices_include_vat: false,
      source: 'store',
    });
    expect((await get('/api/admin/settings/store', 'staff')).statusCode).toBe(403);
    expect((await get('/api/admin/settings/store')).statusCode).toBe(401);
  });

  it('prices exclusive of VAT: a new invoice adds VAT on top of the store price', async () => {
    addStoreOrder(store, {
      id: 601,
      shippingIncTaxFils: fils(3_000),
      lines: [{ productId: 11, name: 'Babolat Pure Aero', quantity: 2, unitPriceIncTaxFils: fils(100_000) }],
    });
    await t.app.inject({ method: 'POST', url: '/api/bigcommerce-invoices/refresh', headers: headers.superadmin });
    const { invoice, items } = await invoiceOf(601);
    expect(items.map((i: { unit_price: number; vat_amount: number }) => [i.unit_price, i.vat_amount])).toEqual([
      [1000, 100],
      [30, 1.5],
    ]);
    expect(invoice).toMatchObject({ subtotal: 2030, vat_amount: 101.5, total: 2131.5 });
  });

  it('lets only a superadmin change it (admin 403, no token 401), refusing bad input with a sentence and changing nothing', async () => {
    expect((await put({ prices_include_vat: true }, 'admin')).statusCode).toBe(403);
    expect((await put({ prices_include_vat: true })).statusCode).toBe(401);
    for (const [payload, message] of [
      [{}, SETTINGS_MESSAGES.pricesIncludeVatRequired],
      [{ prices_include_vat: 'yes' }, SETTINGS_MESSAGES.pricesIncludeVatRequired],
      [{ prices_include_vat: true, vat_rate: 10 }, SETTINGS_MESSAGES.unknownField],
    ] as const) {
      const res = await put(payload, 'superadmin');
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await stored()).toBeNull();

    const saved = await put({ prices_include_vat: true }, 'superadmin');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ prices_include_vat: true, source: 'setting' });
    expect(await stored()).toBe(true);
    // The choice wins over the store's own setting from now on.
    expect((await get('/api/admin/settings/store', 'admin')).json()).toMatchObject({ source: 'setting' });
  });

  it('prices including VAT: a new invoice takes the VAT out of the store price', async () => {
    addStoreOrder(store, {
      id: 602,
      lines: [{ productId: 11, name: 'Babolat Pure Aero', quantity: 1, unitPriceIncTaxFils: fils(105_000) }],
    });
    await t.app.inject({ method: 'POST', url: '/api/bigcommerce-invoices/refresh', headers: headers.superadmin });
    expect((await invoiceOf(602)).invoice).toMatchObject({ subtotal: 1000, vat_amount: 50, total: 1050 });
    expect(await lastAudit(t.ctx, 'settings:store')).toMatchObject({ details: { pricesIncludeVat: { after: true } } });
  });
});
