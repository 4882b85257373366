import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fils } from '@shop/domain/money';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { addStoreOrder, type MemoryStore } from '../helpers/invoices-factories';
import { rowsOf } from '../../src/lib/rows';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';
import { pdfText } from '../invoices/pdf-text';
import { demoStore } from './store-invoice-fixtures';

let t: TestApp;
let store: MemoryStore;
let headers: Awaited<ReturnType<typeof headersByRole>>;
beforeAll(async () => {
  store = demoStore();
  store.products.push({ id: 15, sku: 'YONEX-EZ', name: 'Yonex Ezone 98', priceFils: fils(111_900) });
  addStoreOrder(store, {
    id: 510,
    billingName: 'Omar Haddad',
    lines: [{ productId: 15, name: 'Yonex Ezone 98', quantity: 1, unitPriceIncTaxFils: fils(111_900) }],
  });
  addStoreOrder(store, {
    id: 511,
    billingName: 'Layla Mansour',
    lines: [{ productId: 15, name: 'Yonex Ezone 98', quantity: 1, unitPriceIncTaxFils: fils(111_900) }],
  });
  t = await buildTestApp({ store });
  headers = await headersByRole(t.ctx);
  await importStoreInvoices(t.ctx);
});
afterAll(async () => t?.close());

const idOf = async (orderId: number) =>
  rowsOf<{ id: number }>(
    await t.ctx.db.execute(sql`SELECT id FROM store_invoices WHERE order_id = ${orderId} AND replaces_id IS NULL`),
  )[0]!.id;
const detail = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/bcinvoices/${id}`, headers: headers.superadmin })).json();
const edit = (id: number, items: unknown[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/invoices-edit/invoices/${id}/download`,
    headers: headers.superadmin,
    payload: { items },
  });
const download = (id: number | string, role: keyof typeof headers | null = 'superadmin') =>
  t.app.inject({ method: 'GET', url: `/api/bcinvoices/${id}/download`, headers: role ? headers[role] : {} });
const listed = async (search: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/bigcommerce-invoices/metadata?search=${search}`,
      headers: headers.superadmin,
    })
  ).json().items as { invoice_number: string; replaces_number: string | null; replaced_by_number: string | null }[];
const invoiceCount = async () =>
  rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM store_invoices`))[0]!.n;
const squash = (text: string) => text.replace(/\s+/g, '');

describe(`edited store invoices are replacement invoices (${engine})`, () => {
  it('totals quantity 2 of a 1,119.00 AED item (VAT included) at exactly 2,238.00', async () => {
    const res = await edit(await idOf(510), [{ kind: 'product', product_id: 15, quantity: 2 }]);
    expect(res.statusCode).toBe(200);
    const after = await detail(Number(res.headers['x-store-invoice-id']));
    expect(after.items[0]).toMatchObject({ quantity: 2, unit_price_incl_vat: 1119, vat_amount: 106.57, total: 2238 });
    expect(after.invoice).toMatchObject({ subtotal: 2131.43, vat_amount: 106.57, total: 2238 });
  });

  it('totals a line saved before prices were kept with VAT by its VAT-inclusive price too', async () => {
    const id = await idOf(511);
    // As imported before migration 0013: the unit price without VAT (1,065.71), VAT added on top.
    await t.ctx.db.execute(
      sql`UPDATE store_invoice_items SET price_includes_vat = false, unit_price_fils = 106571, vat_fils = 5329, total_fils = 111900 WHERE store_invoice_id = ${id}`,
    );
    const res = await edit(id, [{ kind: 'product', product_id: 15, quantity: 2 }]);
    expect(res.statusCode).toBe(200);
    expect((await detail(Number(res.headers['x-store-invoice-id']))).invoice.total).toBe(2238);
  });

  it('issues a new number that names the invoice it replaces; the original stays, listed and downloadable', async () => {
    const originalId = await idOf(502);
    const original = await detail(originalId);
    const res = await edit(originalId, [{ kind: 'product', product_id: 13, quantity: 4 }]);
    expect(res.statusCode).toBe(200);
    const number = String(res.headers['x-store-invoice-number']);
    expect(number).toMatch(/^SI-\d+$/);
    expect(Number(number.slice(3))).toBeGreaterThan(Number(original.invoice.invoice_number.slice(3)));
    const replacement = await detail(Number(res.headers['x-store-invoice-id']));
    expect(replacement.invoice).toMatchObject({ invoice_number: number, order_id: 502, total: 168 });
    expect(replacement.invoice.replaces.invoice_number).toBe(original.invoice.invoice_number);
    expect(replacement.invoice.created_at).not.toBe(original.invoice.created_at); // its own issue date
    expect(squash(await pdfText(res.rawPayload))).toContain(`Replaces${original.invoice.invoice_number}`);

    const kept = await detail(originalId);
    expect(kept.items).toEqual(original.items);
    expect(kept.invoice.replaced_by).toEqual({ id: replacement.invoice.id, invoice_number: number });
    const pdf = await download(originalId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(original.invoice.invoice_number);
    const text = squash(await pdfText(pdf.rawPayload));
    expect(text).toContain(`Replacedby${number}`);
    expect(text).toContain(`Total(incl.VAT)${original.invoice.total.toFixed(2)}AED`);

    const rows = await listed('502');
    expect(rows.map((r) => [r.invoice_number, r.replaces_number, r.replaced_by_number])).toEqual([
      [number, original.invoice.invoice_number, null],
      [original.invoice.invoice_number, null, number],
    ]);
  });

  it('refuses to edit a replaced invoice (409), naming the current one, and changes nothing', async () => {
    const originalId = await idOf(502);
    const first = (await detail(originalId)).invoice.replaced_by;
    const second = await edit(first.id, [{ kind: 'product', product_id: 13, quantity: 5 }]);
    expect(second.statusCode).toBe(200);
    const current = String(second.headers['x-store-invoice-number']);
    const before = await invoiceCount();
    for (const id of [originalId, first.id]) {
      const res = await edit(id, [{ kind: 'product', product_id: 13, quantity: 9 }]);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(new RegExp(`was replaced by .*Open ${current} to change it\\.$`));
    }
    expect(await invoiceCount()).toBe(before);
  });

  it('credits a refund on the current invoice, never twice across the chain', async () => {
    const order = store.orders.find((o) => o.id === 502)!;
    store.refunds.push({ id: 71, orderId: 502, totalFils: fils(4_200), reason: 'Returned', createdAt: new Date() });
    order.modifiedAt = new Date();
    order.statusId = 14;
    await importStoreInvoices(t.ctx);
    await importStoreInvoices(t.ctx);
    const notes = rowsOf<{ invoice_number: string }>(
      await t.ctx.db.execute(sql`SELECT invoice_number FROM store_credit_notes WHERE order_id = 502`),
    );
    const [current] = rowsOf<{ invoice_number: string }>(
      await t.ctx.db.execute(
        sql`SELECT invoice_number FROM store_invoices WHERE order_id = 502 AND replaced_by_id IS NULL`,
      ),
    );
    expect(notes).toEqual([{ invoice_number: current!.invoice_number }]);
  });

  it('downloads only for a superadmin: no token 401, staff and admin 403, malformed 400, unknown 404', async () => {
    const id = await idOf(501);
    expect((await download(id, null)).statusCode).toBe(401);
    for (const role of ['staff', 'admin'] as const) expect((await download(id, role)).statusCode).toBe(403);
    const malformed = await download('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invoice id must be a positive whole number.');
    expect((await download(999_999)).json().message).toBe('Store invoice not found.');
  });
});
