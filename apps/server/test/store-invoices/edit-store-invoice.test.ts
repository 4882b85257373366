import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { rowsOf } from '../../src/lib/rows';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';
import { pdfText } from '../invoices/pdf-text';
import { demoStore } from './store-invoice-fixtures';

let t: TestApp;
let headers: Awaited<ReturnType<typeof headersByRole>>;
/** The order's current invoice: each edit issues a replacement, and the next edit starts from it. */
let invoiceId: number;
beforeAll(async () => {
  t = await buildTestApp({ store: demoStore() });
  headers = await headersByRole(t.ctx);
  await importStoreInvoices(t.ctx);
  invoiceId = rowsOf<{ id: number }>(
    await t.ctx.db.execute(sql`SELECT id FROM store_invoices WHERE order_id = 501`),
  )[0]!.id;
});
afterAll(async () => t?.close());

const detail = async (id = invoiceId) =>
  (await t.app.inject({ method: 'GET', url: `/api/bcinvoices/${id}`, headers: headers.superadmin })).json();
const edit = (items: unknown, role: keyof typeof headers = 'superadmin', id: number | string = invoiceId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/invoices-edit/invoices/${id}/download`,
    headers: headers[role],
    payload: { items },
  });
const squash = (text: string) => text.replace(/\s+/g, '');
/** Follows an accepted edit to the replacement it issued. */
const follow = (res: { headers: Record<string, unknown> }) => {
  invoiceId = Number(res.headers['x-store-invoice-id']);
  return invoiceId;
};
const savedState = async () =>
  rowsOf(
    await t.ctx.db.execute(
      sql`SELECT kind, product_id, quantity, unit_price_fils, vat_fils, total_fils FROM store_invoice_items WHERE store_invoice_id = ${invoiceId} ORDER BY position`,
    ),
  );

describe(`PUT /api/invoices-edit/invoices/:invoiceId/download (${engine})`, () => {
  it('starts from the order: 1 racket at 1,000.00 + VAT and 2 string sets at 80.00 + VAT', async () => {
    const { invoice, items } = await detail();
    expect(
      items.map((i: { product_id: number; quantity: number; unit_price: number; unit_price_incl_vat: number }) => [
        i.product_id,
        i.quantity,
        i.unit_price,
        i.unit_price_incl_vat,
      ]),
    ).toEqual([
      [11, 1, 1000, 1050],
      [12, 2, 80, 84],
    ]);
    expect(invoice).toMatchObject({ subtotal: 1160, vat_amount: 58, total: 1218 });
  });

  it('saves a quantity change, a discount, shipping and an added product; recomputes VAT; ignores tampered figures; returns the new PDF', async () => {
    const { items, invoice: original } = await detail();
    const res = await edit([
      { ...items[0], quantity: 1 },
      { ...items[1], quantity: 3, total: 1, vat_amount: 0, unit_price: 0.01 }, // tampered: ignored
      {
        kind: 'discount',
        product_id: null,
        item: 'Discount',
        description: 'Loyalty discount',
        quantity: 1,
        unit_price: -500,
        vat_amount: 0,
        total: -999,
      },
      {
        kind: 'shipping',
        product_id: null,
        item: 'Shipping',
        description: 'Delivery within the UAE',
        quantity: 1,
        unit_price: 0,
        vat_amount: 0,
        total: 0,
      },
      {
        kind: 'product',
        product_id: 13,
        item: 'Anything',
        description: 'Added at the counter',
        quantity: 2,
        unit_price: 1,
        vat_amount: 0,
        total: 2,
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="store-invoice-SI-\d+\.pdf"$/);

    const after = await detail(follow(res));
    expect(res.headers['content-disposition']).toContain(after.invoice.invoice_number);
    expect(after.invoice.replaces).toEqual({ id: original.id, invoice_number: original.invoice_number });
    expect(after.items).toEqual([
      {
        kind: 'product',
        product_id: 11,
        item: 'Babolat Pure Aero',
        description: 'SKU SKU-11',
        quantity: 1,
        unit_price: 1000,
        unit_price_incl_vat: 1050,
        price_includes_vat: true,
        vat_amount: 50,
        total: 1050,
      },
      {
        kind: 'product',
        product_id: 12,
        item: 'Luxilon ALU Power set',
        description: 'SKU SKU-12',
        quantity: 3,
        unit_price: 80,
        unit_price_incl_vat: 84,
        price_includes_vat: true,
        vat_amount: 12,
        total: 252,
      },
      {
        kind: 'product',
        product_id: 13,
        item: 'Wilson Pro Overgrip (3)',
        description: 'Added at the counter',
        quantity: 2,
        unit_price: 40,
        unit_price_incl_vat: 42,
        price_includes_vat: true,
        vat_amount: 4,
        total: 84,
      },
      {
        kind: 'shipping',
        product_id: null,
        item: 'Shipping',
        description: 'Delivery within the UAE',
        quantity: 1,
        unit_price: 30,
        unit_price_incl_vat: 31.5,
        price_includes_vat: false,
        vat_amount: 1.5,
        total: 31.5,
      },
      {
        kind: 'discount',
        product_id: null,
        item: 'Discount',
        description: 'Loyalty discount',
        quantity: 1,
        unit_price: -47.62,
        unit_price_incl_vat: -50,
        price_includes_vat: false,
        vat_amount: -2.38,
        total: -50,
      },
    ]);
    // 1000 + 240 - 47.62 + 30 + 80 = 1302.38 net; VAT 50 + 12 - 2.38 + 1.5 + 4 = 65.12; total 1367.50
    expect(after.invoice).toMatchObject({ subtotal: 1302.38, vat_amount: 65.12, total: 1367.5 });

    // The English reading of the bilingual invoice (its Arabic labels are read in invoice-pdf-arabic.test.ts).
    const text = squash(await pdfText(res.rawPayload)).replace(/[^\x20-\x7E]+/g, '');
    expect(text).toContain(after.invoice.invoice_number);
    expect(text).toContain('TaxInvoice');
    expect(text).toContain('Subtotal(excl.VAT)1,302.38AED');
    expect(text).toContain('VAT5%65.12AED');
    expect(text).toContain('Total(incl.VAT)1,367.50AED');
    expect(text).toContain('Order#501');
    // A UAE tax invoice: the supplier's TRN, the date, the customer and each line's VAT at 5 percent.
    expect(text).toContain(`TRN${t.ctx.config.shop.trn}`);
    expect(text).toContain('NouraAlSuwaidi');
    expect(text).toContain('Dateofsupply01/11/2026'); // the order's date (dd/mm/yyyy); issued today
    expect(text).toContain(`Replaces${original.invoice_number}`);
    expect(text).toContain('1,000.001,000.0050.001,050.00'); // racket: unit, amount excl. VAT, VAT, total
    expect(text).toContain('-47.62-47.62-2.38-50.00'); // discount with its VAT share
  });

  it('keeps a saved line price when the invoice is edited again, and the edit reloads as saved', async () => {
    const { items } = await detail();
    const res = await edit(
      items.map((i: { kind: string; quantity: number }) => (i.kind === 'shipping' ? i : { ...i })),
    );
    expect(res.statusCode).toBe(200);
    const again = await detail(follow(res));
    expect(again.items).toEqual(items);
    expect(again.invoice.total).toBe(1367.5);
  });

  it('accepts lines without a kind, as a client that only knows the listed fields sends them', async () => {
    const { items } = await detail();
    const plain = items.map(({ kind: _kind, ...rest }: { kind: string }) => rest);
    const res = await edit(plain);
    expect(res.statusCode).toBe(200);
    expect((await detail(follow(res))).items).toEqual(items);
  });

  it('refuses bad lines with a sentence and changes nothing', async () => {
    const before = await savedState();
    const { items } = await detail();
    const cases: [unknown, string][] = [
      [[{ ...items[0], quantity: 0 }], 'Quantity must be at least 1.'],
      [[{ ...items[0], quantity: 1.5 }], 'Quantity must be a whole number.'],
      [[{ ...items[0], quantity: 'two' }], 'Quantity must be a whole number.'],
      [[], 'Send the invoice lines as items.'],
      ['not a list', 'Send the invoice lines as items.'],
      [[{ kind: 'shipping', quantity: 1 }], 'An invoice needs at least one product line.'],
      [[items[0], { kind: 'product', product_id: 999, quantity: 1 }], 'This product is not in the store catalogue.'],
      [[items[0], { kind: 'product', quantity: 1 }], 'A product line needs a product id.'],
      [[items[0], items[0]], 'Each product can appear only once; change its quantity instead.'],
      [
        [items[0], { kind: 'discount', quantity: 1 }, { kind: 'discount', quantity: 1 }],
        'An invoice can have only one discount line.',
      ],
      [[items[0], { kind: 'shipping', quantity: 2 }], 'Discount and shipping lines have a quantity of 1.'],
      [
        [
          { kind: 'product', product_id: 13, quantity: 1 },
          { kind: 'discount', quantity: 1 },
        ],
        'The discount cannot be larger than the invoice total.',
      ],
      [[{ ...items[0], kind: 'refund' }], 'Line kind must be product, discount or shipping.'],
    ];
    for (const [payload, message] of cases) {
      const res = await edit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/invoices-edit/invoices/${invoiceId}/download`,
          headers: headers.superadmin,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(await savedState()).toEqual(before);
  });

  it('answers 404 for an unknown invoice and 400 for a malformed id', async () => {
    const { items } = await detail();
    const missing = await edit(items, 'superadmin', 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Store invoice not found.');
    const malformed = await edit(items, 'superadmin', 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invoice id must be a positive whole number.');
  });

  it('is superadmin only: staff and admin get 403, no token 401, and nothing changes', async () => {
    const before = await savedState();
    const { items } = await detail();
    const changed = items.map((i: { quantity: number }) => ({ ...i, quantity: i.quantity + 5 }));
    for (const role of ['staff', 'admin'] as const) {
      const res = await edit(changed, role);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You are not eligible to access it.');
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/invoices-edit/invoices/${invoiceId}/download`,
      payload: { items: changed },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await savedState()).toEqual(before);
  });

  it('records who edited the invoice in the audit log', async () => {
    const [row] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'storeInvoices:edit' AND subject LIKE 'store_invoice:%'`,
      ),
    );
    expect(row!.n).toBeGreaterThanOrEqual(3);
  });
});
