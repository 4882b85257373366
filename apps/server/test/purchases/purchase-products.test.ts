import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aed } from '@shop/domain/money';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { storeProducts } from '../../src/db/schema';
import { createBigCommerceStore } from '../../src/adapters/store/bigcommerce';
import { findPurchaseProducts } from '../../src/services/purchases/find-purchase-products';
import { startBigCommerceStandIn } from '../customers/bigcommerce-stand-in';
import { ROLES, type Role } from '@shop/domain/roles';

let t: TestApp;
let byRole: Record<Role, { authorization: string }>;
let bagId: number;
beforeAll(async () => {
  t = await buildTestApp();
  byRole = await headersByRole(t.ctx);
  const saved = await t.ctx.db
    .insert(storeProducts)
    .values([
      { sku: 'T-WR-PS97', name: 'Wilson Pro Staff 97 v14', category: 'Rackets', priceFils: aed(1249) },
      { sku: 'T-WR-TOURBAG', name: 'Wilson Super Tour 15 Pack racket bag', category: 'Bags', priceFils: aed(1150) },
      { sku: 'T-LX-REEL', name: 'Luxilon ALU Power reel', category: 'Strings', priceFils: aed(899) },
      { sku: 'T-GIFT', name: 'Gift card', category: 'Gift cards', priceFils: aed(100) },
    ])
    .returning();
  bagId = saved[1]!.id;
});
afterAll(async () => t?.close());

const search = (query: string, headers: Record<string, string> = byRole.staff) =>
  t.app.inject({ method: 'GET', url: `/api/purchases/products${query}`, headers });

describe(`the store catalogue for Add Purchases (${engine})`, () => {
  it('finds products by name words or SKU, with name, price and the category from the store', async () => {
    const res = await search('?search=wilson');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      { id: expect.any(Number), sku: 'T-WR-PS97', name: 'Wilson Pro Staff 97 v14', price: 1249, category: 'racket' },
      {
        id: bagId,
        sku: 'T-WR-TOURBAG',
        name: 'Wilson Super Tour 15 Pack racket bag',
        price: 1150,
        category: 'accessory',
      },
    ]);
    expect((await search('?search=LX-REEL')).json().items).toEqual([
      expect.objectContaining({ name: 'Luxilon ALU Power reel', price: 899, category: 'strings' }),
    ]);
    // A store category that says nothing: staff choose.
    expect((await search('?search=gift%20CARD')).json().items).toEqual([
      expect.objectContaining({ name: 'Gift card', category: null }),
    ]);
    expect((await search('?search=no%20such%20thing')).json().items).toEqual([]);
  });

  it('finds a product by its id', async () => {
    const items = (await search(`?search=${bagId}`)).json().items;
    expect(items[0]).toMatchObject({ id: bagId, category: 'accessory' });
  });

  it('needs a session (401), lets every role search, and refuses a search too long (400)', async () => {
    expect((await search('?search=wilson', {})).statusCode).toBe(401);
    expect((await search('?search=wilson', { authorization: 'Bearer expired' })).statusCode).toBe(401);
    for (const role of ROLES) expect((await search('?search=wilson', byRole[role])).statusCode, role).toBe(200);
    const long = await search(`?search=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Search can be at most 100 characters.');
  });

  it('reads the categories of a BigCommerce product by their names', async () => {
    const standIn = await startBigCommerceStandIn();
    try {
      standIn.categories.push({ id: 23, name: 'Rackets' }, { id: 24, name: 'Racket Bags' }, { id: 25, name: 'Sale' });
      standIn.products.push(
        { id: 1, name: 'Babolat Pure Aero 2023', sku: 'BB-PA', price: 1099, categories: [23, 25] },
        { id: 2, name: 'Babolat Pure Aero racket bag', sku: 'BB-BAG', price: 1150, categories: [24] },
        { id: 3, name: 'Babolat Pure Aero towel', sku: 'BB-TW', price: 40 },
      );
      const store = createBigCommerceStore({ apiUrl: standIn.url, storeHash: standIn.storeHash, token: standIn.token });
      expect((await store.listProducts())[0]).toMatchObject({ categories: ['Rackets', 'Sale'] });
      const { items } = await findPurchaseProducts({ store }, { search: 'pure aero' });
      expect(items.map((i) => [i.name, i.category])).toEqual([
        ['Babolat Pure Aero 2023', 'racket'],
        ['Babolat Pure Aero racket bag', 'accessory'],
        ['Babolat Pure Aero towel', null],
      ]);
    } finally {
      await standIn.close();
    }
  });
});
