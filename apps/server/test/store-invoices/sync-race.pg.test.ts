import { fils } from '@shop/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { addStoreOrder, memoryStore, type MemoryStore } from '../helpers/invoices-factories';
import { countRows } from '../helpers/store-sync-factories';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';

let a: TestApp;
let b: TestApp;
let store: MemoryStore;
beforeAll(async () => {
  store = memoryStore();
  for (let id = 1; id <= 40; id += 1)
    addStoreOrder(store, {
      id,
      // Every fourth order was partly refunded: 21.00 of its 105.00.
      ...(id % 4 === 0 ? { status: 'Partially Refunded', refundedFils: fils(2_100) } : {}),
      lines: [{ productId: 1, name: 'Racket', quantity: 1, unitPriceIncTaxFils: fils(10_500) }],
    });
  store.pageSize = 7;
  a = await buildTestApp({ store });
  b = await buildTestApp({ store, database: a.ctx.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('two instances syncing at once (postgres)', () => {
  it('import each order once and credit each refund once, whoever wins', async () => {
    const results = await Promise.all([
      importStoreInvoices(a.ctx),
      importStoreInvoices(b.ctx),
      importStoreInvoices(a.ctx),
      importStoreInvoices(b.ctx),
    ]);
    expect(results.reduce((n, r) => n + r.imported, 0)).toBe(40);
    expect(results.reduce((n, r) => n + r.creditNotes, 0)).toBe(10);
    expect(results.filter((r) => !r.busy).length).toBeGreaterThanOrEqual(1);
    expect(await countRows(a.ctx, 'store_invoices')).toBe(40);
    expect(await countRows(a.ctx, 'store_credit_notes')).toBe(10);
    // And again, all at once: nothing more.
    const again = await Promise.all([importStoreInvoices(a.ctx), importStoreInvoices(b.ctx)]);
    expect(again.map((r) => r.imported + r.creditNotes)).toEqual([0, 0]);
    expect(await countRows(a.ctx, 'store_credit_notes')).toBe(10);
  });
});
