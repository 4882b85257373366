import { fils } from '@shop/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { addStoreOrder } from '../helpers/invoices-factories';
import { rowsOf } from '../../src/lib/rows';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';
import { demoStore } from './store-invoice-fixtures';

let t: TestApp;
let headers: Awaited<ReturnType<typeof headersByRole>>;
let firstId: number;
beforeAll(async () => {
  const store = demoStore();
  for (let id = 600; id < 612; id += 1) {
    addStoreOrder(store, {
      id,
      billingName: id === 607 ? 'Zayed Haddad' : `Buyer ${id}`,
      lines: [{ productId: 12, name: 'Luxilon ALU Power set', quantity: 1, unitPriceIncTaxFils: fils(8_400) }],
    });
  }
  t = await buildTestApp({ store });
  headers = await headersByRole(t.ctx);
  await importStoreInvoices(t.ctx); // 2 + 12 invoices
  firstId = rowsOf<{ id: number }>(await t.ctx.db.execute(sql`SELECT min(id)::int AS id FROM store_invoices`))[0]!.id;
});
afterAll(async () => t?.close());

const get = (url: string, role?: keyof typeof headers) =>
  t.app.inject({ method: 'GET', url, headers: role ? headers[role] : {} });

describe(`store invoice reads (${engine})`, () => {
  it('lists metadata 10 per page, newest first, with no query at all', async () => {
    const res = await get('/api/bigcommerce-invoices/metadata', 'superadmin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(body.items).toHaveLength(10);
    expect(Object.keys(body.items[0]).sort()).toEqual([
      'created_at',
      'credited_invoice_number',
      'customer_name',
      'id',
      'invoice_number',
      'kind',
      'order_id',
      'replaced_by_number',
      'replaces_number',
    ]);
    expect(body.items[0]).toMatchObject({
      kind: 'invoice',
      credited_invoice_number: null,
      replaces_number: null,
      replaced_by_number: null,
    });
    const ids = body.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const second = (await get('/api/bigcommerce-invoices/metadata?page=2', 'superadmin')).json();
    expect(second.items).toHaveLength(4);
    expect(second.items.map((i: { id: number }) => i.id)).toContain(firstId);
    expect((await get('/api/bigcommerce-invoices/metadata?pageSize=5&page=3', 'superadmin')).json().items).toHaveLength(
      4,
    );
  });

  it('searches metadata by customer name, invoice number or order id', async () => {
    const byName = (await get('/api/bigcommerce-invoices/metadata?search=zayed', 'superadmin')).json();
    expect(byName.items.map((i: { order_id: number }) => i.order_id)).toEqual([607]);
    const byOrder = (await get('/api/bigcommerce-invoices/metadata?search=502', 'superadmin')).json();
    expect(byOrder.items.map((i: { customer_name: string }) => i.customer_name)).toEqual(['James Carter']);
  });

  it('shows one invoice with its items; 404 for an unknown id', async () => {
    const res = await get(`/api/bcinvoices/${firstId}`, 'superadmin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.invoice)).toEqual(
      expect.arrayContaining(['invoice_number', 'customer_name', 'order_id', 'created_at']),
    );
    expect(Object.keys(body.items[0])).toEqual(
      expect.arrayContaining(['product_id', 'item', 'description', 'quantity', 'unit_price', 'vat_amount', 'total']),
    );
    const missing = await get('/api/bcinvoices/999999', 'superadmin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Store invoice not found.');
  });

  it('lists the store catalogue with prices in AED including VAT, and the unit price a new line gets (excl. VAT)', async () => {
    const res = await get('/api/bigcommerce/products', 'superadmin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 11, sku: 'BAB-PA-300', name: 'Babolat Pure Aero', price: 1050, unit_price: 1000, price_includes_vat: true },
      { id: 14, sku: 'HEAD-BAG', name: 'Head Tour Bag', price: 315, unit_price: 300, price_includes_vat: true },
      { id: 12, sku: 'LUX-ALU-12', name: 'Luxilon ALU Power set', price: 84, unit_price: 80, price_includes_vat: true },
      { id: 13, sku: 'WIL-OG-3', name: 'Wilson Pro Overgrip (3)', price: 42, unit_price: 40, price_includes_vat: true },
    ]);
  });

  it('answers 400 with a sentence for bad ids and paging', async () => {
    for (const [url, message] of [
      ['/api/bcinvoices/abc', 'Invoice id must be a positive whole number.'],
      ['/api/bcinvoices/0', 'Invoice id must be a positive whole number.'],
      ['/api/bcinvoices/1.5', 'Invoice id must be a positive whole number.'],
      ['/api/bigcommerce-invoices/metadata?page=0', 'Page starts at 1.'],
      ['/api/bigcommerce-invoices/metadata?pageSize=1000', 'Page size can be at most 100.'],
    ] as const) {
      const res = await get(url, 'superadmin');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
  });

  it('is superadmin only: staff and admin get 403, no token 401', async () => {
    for (const url of [
      '/api/bigcommerce-invoices/metadata',
      `/api/bcinvoices/${firstId}`,
      '/api/bigcommerce/products',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      for (const role of ['staff', 'admin'] as const) {
        const res = await get(url, role);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().message).toBe('You are not eligible to access it.');
      }
    }
  });
});
