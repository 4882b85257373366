import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { rowsOf } from '../../src/lib/rows';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';
import { demoStore } from './store-invoice-fixtures';

let t: TestApp;
let superadmin: { authorization: string };
let superadmin2: { authorization: string };
let invoiceId: number;
beforeAll(async () => {
  t = await buildTestApp({ store: demoStore() });
  superadmin = await authHeaders(t.ctx, 'superadmin');
  superadmin2 = await authHeaders(t.ctx, 'superadmin');
  await importStoreInvoices(t.ctx);
  invoiceId = rowsOf<{ id: number }>(
    await t.ctx.db.execute(sql`SELECT id FROM store_invoices WHERE order_id = 501`),
  )[0]!.id;
});
afterAll(async () => t?.close());

const edit = (headers: { authorization: string }, items: unknown[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/invoices-edit/invoices/${invoiceId}/download`,
    headers,
    payload: { items },
  });
const chain = async () =>
  rowsOf<{ id: number; replaces_id: number | null; replaced_by_id: number | null }>(
    await t.ctx.db.execute(
      sql`SELECT id, replaces_id, replaced_by_id FROM store_invoices WHERE order_id = 501 ORDER BY id`,
    ),
  );

describe(`store invoice edits racing (${engine})`, () => {
  it('two superadmins saving the same invoice at once: one replacement, the other told which invoice is current', async () => {
    const a = [
      { kind: 'product', product_id: 11, quantity: 3 },
      { kind: 'shipping', quantity: 1 },
    ];
    const b = [
      { kind: 'product', product_id: 12, quantity: 5 },
      { kind: 'product', product_id: 13, quantity: 1 },
      { kind: 'discount', quantity: 1 },
    ];
    for (let round = 1; round <= 5; round += 1) {
      const results = await Promise.all([edit(superadmin, a), edit(superadmin2, b)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const won = results.find((r) => r.statusCode === 200)!;
      const lost = results.find((r) => r.statusCode === 409)!;
      const number = String(won.headers['x-store-invoice-number']);
      expect(lost.json().message).toContain(`Open ${number} to change it.`);
      const rows = await chain();
      expect(rows).toHaveLength(round + 1);
      const replacement = rows.find((r) => r.replaces_id === invoiceId)!;
      expect(replacement.id).toBe(Number(won.headers['x-store-invoice-id']));
      expect(rows.find((r) => r.id === invoiceId)!.replaced_by_id).toBe(replacement.id);
      const lines = rowsOf<{ kind: string; product_id: number | null; quantity: number }>(
        await t.ctx.db.execute(
          sql`SELECT kind, product_id, quantity FROM store_invoice_items WHERE store_invoice_id = ${replacement.id} ORDER BY position`,
        ),
      ).map((l) => `${l.kind}:${l.product_id ?? '-'}x${l.quantity}`);
      expect([
        ['product:11x3', 'shipping:-x1'],
        ['product:12x5', 'product:13x1', 'discount:-x1'],
      ]).toContainEqual(lines);
      invoiceId = replacement.id; // the next round races on the current invoice
    }
  });
});
