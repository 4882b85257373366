import { fils } from '@shop/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { addStoreOrder, memoryStore, type MemoryStore } from '../helpers/invoices-factories';
import { countRows } from '../helpers/store-sync-factories';
import { importStoreInvoices, refreshMessage } from '../../src/services/store-invoices/import-store-invoices';

let a: TestApp;
let b: TestApp;
let store: MemoryStore;
beforeAll(async () => {
  store = memoryStore();
  for (let id = 1; id <= 5; id += 1)
    addStoreOrder(store, {
      id,
      lines: [{ productId: 1, name: 'Racket', quantity: 1, unitPriceIncTaxFils: fils(10_500) }],
    });
  store.pageSize = 2;
  a = await buildTestApp({ store });
  // A second instance on the same database.
  b = await buildTestApp({ store, database: a.ctx.database });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe(`one store sync at a time across instances (${engine})`, () => {
  it('tells a second instance that a sync is running and lets it do nothing, then syncs once the first is done', async () => {
    let open!: () => void;
    store.gate = new Promise<void>((resolve) => (open = resolve));
    // B tries only once A holds the lease (A reads the store's pages only then): started together, either
    // could claim it first, and B would then wait at the gate.
    const forEachOrderPage = store.forEachOrderPage;
    let reading!: () => void;
    const holding = new Promise<void>((resolve) => (reading = resolve));
    store.forEachOrderPage = (options, onPage) => {
      reading();
      return forEachOrderPage(options, onPage);
    };
    const first = importStoreInvoices(a.ctx);
    await holding;
    store.forEachOrderPage = forEachOrderPage;
    // Instance A holds the lease until its pages go through; B's attempt is refused meanwhile.
    let second = await importStoreInvoices(b.ctx);
    expect(second).toEqual({ imported: 0, creditNotes: 0, busy: true });
    expect(refreshMessage(second)).toBe(
      'A refresh from the store is already running; its invoices will appear when it ends.',
    );
    store.gate = null;
    open();
    expect(await first).toEqual({ imported: 5, creditNotes: 0, busy: false });
    second = await importStoreInvoices(b.ctx);
    expect(second).toEqual({ imported: 0, creditNotes: 0, busy: false });
    expect(await countRows(a.ctx, 'store_invoices')).toBe(5);
  });

  it('keeps the watermark where it was when a sync fails, and frees the lease for the next one', async () => {
    addStoreOrder(store, {
      id: 6,
      lines: [{ productId: 1, name: 'Racket', quantity: 1, unitPriceIncTaxFils: fils(10_500) }],
    });
    const watermark = async () =>
      rowsOf<{ w: string | null }>(
        await a.ctx.db.execute(sql`SELECT orders_watermark::text AS w FROM store_sync_state`),
      )[0]!.w;
    const before = await watermark();
    expect(before).not.toBeNull();
    const failing = { ...store, getOrderProducts: () => Promise.reject(new Error('store went away')) };
    const broken = await buildTestApp({ store: failing, database: a.ctx.database });
    try {
      await expect(importStoreInvoices(broken.ctx)).rejects.toThrow('store went away');
    } finally {
      await broken.close();
    }
    expect(await watermark()).toBe(before);
    expect(await importStoreInvoices(a.ctx)).toEqual({ imported: 1, creditNotes: 0, busy: false });
  });
});
