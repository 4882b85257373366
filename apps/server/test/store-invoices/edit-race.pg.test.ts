import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { rowsOf } from '../../src/lib/rows';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';
import { demoStore } from './store-invoice-fixtures';

let t: TestApp;
let superadmin: { authorization: string };
let invoiceId: number;
beforeAll(async () => {
  t = await buildTestApp({ store: demoStore() });
  superadmin = await authHeaders(t.ctx, 'superadmin');
  await importStoreInvoices(t.ctx);
  invoiceId = rowsOf<{ id: number }>(
    await t.ctx.db.execute(sql`SELECT id FROM store_invoices WHERE order_id = 501`),
  )[0]!.id;
});
afterAll(async () => t?.close());

const edit = (items: unknown[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/invoices-edit/invoices/${invoiceId}/download`,
    headers: superadmin,
    payload: { items },
  });

describe(`store invoice edits racing (${engine})`, () => {
  it('two superadmins saving at once: one whole edit wins, never a mix of both', async () => {
    const a = [
      { kind: 'product', product_id: 11, quantity: 3 },
      { kind: 'shipping', quantity: 1 },
    ];
    const b = [
      { kind: 'product', product_id: 12, quantity: 5 },
      { kind: 'product', product_id: 13, quantity: 1 },
      { kind: 'discount', quantity: 1 },
    ];
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all([edit(a), edit(b)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const lines = rowsOf<{ kind: string; product_id: number | null; quantity: number; position: number }>(
        await t.ctx.db.execute(
          sql`SELECT kind, product_id, quantity, position FROM store_invoice_items WHERE store_invoice_id = ${invoiceId} ORDER BY position`,
        ),
      ).map((l) => `${l.kind}:${l.product_id ?? '-'}x${l.quantity}`);
      expect([
        ['product:11x3', 'shipping:-x1'],
        ['product:12x5', 'product:13x1', 'discount:-x1'],
      ]).toContainEqual(lines);
    }
  });
});
