import { fils } from '@shop/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, statusIdOf } from '../../src/adapters/store/order-statuses';
import { isInvoiceableOrder } from '../../src/services/store-invoices/order-lines';
import { lastAudit } from '../helpers/audit';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { addStoreOrder, memoryStore, type MemoryStore } from '../helpers/invoices-factories';
import { rowsOf } from '../../src/lib/rows';
import { seedStoreInvoices } from '../../src/seed/store-invoices';
import { demoStore } from './store-invoice-fixtures';

let t: TestApp;
let store: MemoryStore;
let headers: Awaited<ReturnType<typeof headersByRole>>;
beforeAll(async () => {
  store = demoStore();
  t = await buildTestApp({ store });
  headers = await headersByRole(t.ctx);
});
afterAll(async () => t?.close());

const count = async () =>
  rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM store_invoices`))[0]!.n;
const refresh = (role: keyof typeof headers) =>
  t.app.inject({ method: 'POST', url: '/api/bigcommerce-invoices/refresh', headers: headers[role] });

describe(`store invoices made from the store's orders (${engine})`, () => {
  it('seeds one invoice per invoiceable order, with lines priced excluding VAT, and only once', async () => {
    await seedStoreInvoices(t.ctx);
    expect(await count()).toBe(2);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/bigcommerce-invoices/metadata', headers: headers.superadmin })
    ).json();
    expect(list.items.map((i: { order_id: number }) => i.order_id).sort()).toEqual([501, 502]);
    const id = list.items.find((i: { order_id: number }) => i.order_id === 502).id;
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/bcinvoices/${id}`, headers: headers.superadmin })
    ).json();
    expect(detail.invoice).toMatchObject({
      customer_name: 'James Carter',
      order_id: 502,
      subtotal: 150,
      vat_amount: 7.5,
      total: 157.5,
    });
    expect(detail.invoice.invoice_number).toMatch(/^SI-\d+$/);
    expect(detail.items).toEqual([
      {
        kind: 'product',
        product_id: 13,
        item: 'Wilson Pro Overgrip (3)',
        description: 'SKU SKU-13',
        quantity: 3,
        unit_price: 40,
        unit_price_incl_vat: 42,
        price_includes_vat: true,
        vat_amount: 6,
        total: 126,
      },
      {
        kind: 'shipping',
        product_id: null,
        item: 'Shipping',
        description: 'Delivery within the UAE',
        quantity: 1,
        unit_price: 30,
        unit_price_incl_vat: 31.5,
        price_includes_vat: true,
        vat_amount: 1.5,
        total: 31.5,
      },
    ]);
    await seedStoreInvoices(t.ctx);
    expect(await count()).toBe(2);
  });

  it('imports only new orders when a superadmin refreshes, and each order once even when two refreshes race', async () => {
    addStoreOrder(store, {
      id: 504,
      billingName: 'Late Buyer',
      lines: [{ productId: 14, name: 'Head Tour Bag', quantity: 1, unitPriceIncTaxFils: fils(31_500) }],
    });
    const [a, b] = await Promise.all([refresh('superadmin'), refresh('superadmin')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().imported + b.json().imported).toBe(1);
    expect(await count()).toBe(3);
    const again = await refresh('superadmin');
    expect(again.json()).toEqual({ message: 'Store invoices are up to date.', imported: 0, credit_notes: 0 });
    expect(await lastAudit(t.ctx, 'storeInvoices:import')).toMatchObject({ details: { imported: expect.any(Number) } });
  });

  it('refuses a refresh to staff and admin (403) and without a token (401), importing nothing', async () => {
    addStoreOrder(store, {
      id: 505,
      lines: [{ productId: 11, name: 'Babolat Pure Aero', quantity: 1, unitPriceIncTaxFils: fils(105_000) }],
    });
    const before = await count();
    for (const role of ['staff', 'admin'] as const) {
      const res = await refresh(role);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You are not eligible to access it.');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/bigcommerce-invoices/refresh' })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('invoices a sale by its status id: paid statuses and a partial refund get one, an unfinished or unpaid checkout none', () => {
    const order = (status: string) => ({
      id: 1,
      customerId: 7,
      billingName: 'B',
      email: 'b@shop.test',
      createdAt: new Date(),
      status,
      statusId: statusIdOf(status),
      subtotalIncTaxFils: fils(100),
      shippingIncTaxFils: fils(0),
      totalIncTaxFils: fils(100),
      modifiedAt: new Date(),
      refundedFils: fils(0),
    });
    const invoiced = Object.values(ORDER_STATUSES).filter((status) => isInvoiceableOrder(order(status)));
    expect(invoiced).toEqual([
      'Shipped',
      'Partially Shipped',
      'Awaiting Pickup',
      'Awaiting Shipment',
      'Completed',
      'Awaiting Fulfillment',
      'Partially Refunded',
    ]);
    // A store that renamed a status: the id decides, not the text.
    expect(isInvoiceableOrder({ ...order('Completed'), status: 'Done – collected', statusId: 10 })).toBe(true);
    expect(isInvoiceableOrder({ ...order('Pending'), status: 'Paid (pending shipping)', statusId: 1 })).toBe(false);
    expect(isInvoiceableOrder({ ...order('Completed'), status: 'Something new', statusId: null })).toBe(false);
  });

  it('seeds nothing when the store has no orders', async () => {
    const empty = await buildTestApp({ store: memoryStore({ products: demoStore().products }) });
    try {
      await seedStoreInvoices(empty.ctx);
      const [row] = rowsOf<{ n: number }>(
        await empty.ctx.db.execute(sql`SELECT count(*)::int AS n FROM store_invoices`),
      );
      expect(row!.n).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
