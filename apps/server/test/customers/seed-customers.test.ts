import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { seedCustomers } from '../../src/seed/customers';
import type { storeProducts } from '../../src/db/schema';
import {
  storeCustomers,
  storeOrders,
  storeOrderProducts,
  customers,
  freeStringingEntitlements,
} from '../../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCustomers(t.ctx);
});
afterAll(async () => t?.close());

const count = async (
  table:
    | typeof storeCustomers
    | typeof storeOrders
    | typeof storeOrderProducts
    | typeof storeProducts
    | typeof customers
    | typeof freeStringingEntitlements,
) => Number((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n);

describe(`demo data of the customers area (${engine})`, () => {
  it('seeds a few hundred UAE customers, the catalogue, about 40 orders, and our copy of the customers', async () => {
    expect(await count(storeCustomers)).toBe(320);
    expect(await count(customers)).toBe(320);
    expect(await count(storeOrders)).toBe(40);
    expect(await count(storeOrderProducts)).toBeGreaterThanOrEqual(40);
    expect(await count(freeStringingEntitlements)).toBeGreaterThan(0);
    const phones = await t.ctx.db.select({ phone: customers.phone }).from(customers);
    expect(phones.every((p) => /^\+971 5[024568] \d{3} \d{4}$/.test(p.phone))).toBe(true);
    const products = await t.ctx.store.listProducts();
    expect(products.some((p) => p.priceFils > 100_000)).toBe(true);
    expect(products.some((p) => p.name.startsWith('Babolat Pure Drive Team') && p.priceFils < 100_000)).toBe(true);
  });

  it('reads its orders through the local store platform with totals that add up', async () => {
    const orders = await t.ctx.store.listOrders();
    expect(orders).toHaveLength(40);
    for (const order of orders.slice(0, 10)) {
      const lines = await t.ctx.store.getOrderProducts(order.id);
      expect(lines.reduce((sum, l) => sum + l.totalIncTaxFils, 0)).toBe(order.subtotalIncTaxFils);
      expect(order.totalIncTaxFils).toBe(order.subtotalIncTaxFils + order.shippingIncTaxFils);
    }
  });

  it('does nothing the second time', async () => {
    await seedCustomers(t.ctx);
    expect(await count(storeCustomers)).toBe(320);
  });

  it('lets staff find the first demo customer by part of the phone number', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?search=412%2077',
      headers: await authHeaders(t.ctx),
    });
    expect(res.json().items.map((c: { name: string }) => c.name)).toContain('Ahmed Al Mansoori');
  });
});
