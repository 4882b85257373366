import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PURCHASE_MESSAGES } from '@shop/domain/contracts/purchases';
import { engine } from '../helpers/app';
import { buildCustomer, customerFootprint } from '../helpers/customers-factories';
import { customerPurchases, freeStringingEntitlements } from '../../src/db/schema';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const headers = signedIn(t);

const row = (overrides: Record<string, unknown> = {}) => ({
  product_id: 101,
  product_name: 'Wilson Pro Staff 97 v14',
  price: 1150,
  quantity: 1,
  purchase_date: '2026-01-15',
  ...overrides,
});
const submit = (customerId: number, purchases: unknown, h: Record<string, string> = headers) =>
  t.app.inject({ method: 'POST', url: `/api/manual-purchase/${customerId}`, headers: h, payload: { purchases } });
const freeStringings = async (customerId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/purchases/customer/${customerId}`, headers })).json()
    .free_stringing_services as number;

describe(`purchase categories: only rackets earn free stringings (${engine})`, () => {
  it('a 1,150 AED racket bag (accessory) earns nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await submit(customer.id, [
      row({ product_id: 77, product_name: 'Wilson Super Tour racket bag', category: 'accessory' }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entitlements_created).toBe(0);
    expect(res.json().purchases[0]).toMatchObject({ category: 'accessory', price: 1150, rp_ids: [] });
    expect(await freeStringings(customer.id)).toBe(0);
  });

  it('a 1,150 AED racket earns 10; strings and other above 1000 AED earn nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await submit(customer.id, [
      row({ category: 'racket' }),
      row({ product_id: 9, product_name: 'Luxilon reel (200 m)', category: 'strings' }),
      row({ product_id: 10, product_name: 'Ball machine', category: 'other' }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entitlements_created).toBe(1);
    expect(res.json().purchases.map((p: { category: string }) => p.category)).toEqual(['racket', 'strings', 'other']);
    expect(await freeStringings(customer.id)).toBe(10);
  });

  it('a row sent without category (or null) is a racket, as before', async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await submit(customer.id, [row(), row({ product_id: 102, category: null })]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entitlements_created).toBe(2);
    expect(res.json().purchases.map((p: { category: string }) => p.category)).toEqual(['racket', 'racket']);
    expect(await freeStringings(customer.id)).toBe(20);
  });

  it('refuses an unknown category with a message, and saves none of the rows', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await customerFootprint(t.ctx, customer.id);
    for (const category of ['bag', 'Racket', 5]) {
      const res = await submit(customer.id, [row(), row({ category })]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PURCHASE_MESSAGES.categoryInvalid);
      expect(res.json().fields).toEqual({ 'purchases.1.category': PURCHASE_MESSAGES.categoryInvalid });
    }
    expect((await submit(customer.id, [row({ category: 'accessory' })], {})).statusCode).toBe(401);
    expect(await customerFootprint(t.ctx, customer.id)).toEqual(before);
  });

  it('the database refuses an entitlement for a purchase that is not a racket', async () => {
    const customer = await buildCustomer(t.ctx);
    const [bag] = await t.ctx.db
      .insert(customerPurchases)
      .values({
        customerId: customer.id,
        productId: 77,
        productName: 'Racket bag',
        unitPriceFils: 115_000 as never,
        quantity: 1,
        purchaseDate: '2026-01-15',
        category: 'accessory',
      })
      .returning();
    const insert = t.ctx.db.insert(freeStringingEntitlements).values({
      purchaseId: bag!.id,
      customerId: customer.id,
      unitNumber: 1,
      racketName: 'Racket bag',
      validFrom: '2026-01-15',
      validUntil: '2027-01-15',
    });
    await expect(insert).rejects.toThrow();
    const bad = t.ctx.db.execute(sql`UPDATE customer_purchases SET category = 'bag' WHERE id = ${bag!.id}`);
    await expect(bad).rejects.toThrow();
  });
});
