import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engine } from '../helpers/app';
import { customers } from '../../src/db/schema';
import { useBigCommerceShop } from './bigcommerce-shop';

const shop = useBigCommerceShop();
const { t, headers } = shop;

const ourCopy = async (id: number) => (await t.ctx.db.select().from(customers).where(eq(customers.id, id)))[0];

describe(`sync a customer from BigCommerce (${engine})`, () => {
  it('uses the BigCommerce store when STORE_PROVIDER=bigcommerce', () => {
    expect(t.ctx.store.name).toBe('bigcommerce');
  });

  it('fetches the customer and creates our copy, then updates it when the store changes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/sync-customer/4242', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Customer details updated from the online store.',
      customer: {
        id: 4242,
        name: 'Layla Haddad',
        first_name: 'Layla',
        last_name: 'Haddad',
        email: 'layla.haddad@gmail.com',
        phone: '+971 54 880 1122',
        language: 'en',
      },
    });
    expect(shop.standIn.requests.at(-1)).toContain(`/stores/${shop.standIn.storeHash}/v3/customers?id%3Ain=4242`);
    shop.standIn.customers[0]!.phone = '+971 54 880 9999';
    await t.app.inject({ method: 'GET', url: '/api/admin/sync-customer/4242', headers });
    expect((await ourCopy(4242))?.phone).toBe('+971 54 880 9999');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/customers?search=8809999', headers });
    expect(list.json().items.map((c: { id: number }) => c.id)).toEqual([4242]);
  });

  it('answers 404 with a clear sentence when the store has no such customer, and saves nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/sync-customer/777', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The store has no customer with id 777.');
    expect(await ourCopy(777)).toBeUndefined();
  });

  it('answers 502 when the store fails, keeping our copy as it was', async () => {
    shop.standIn.failing = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/sync-customer/4242', headers });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The online store could not be reached. Please try again in a minute.');
    } finally {
      shop.standIn.failing = false;
    }
    expect((await ourCopy(4242))?.email).toBe('layla.haddad@gmail.com');
  });

  it('waits out a 429 from the store and still syncs', async () => {
    shop.standIn.throttle(1, 50);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/sync-customer/4242', headers });
    expect(res.statusCode).toBe(200);
  });

  it('records purchases for a customer known only to the store, copying the customer in first', async () => {
    shop.standIn.customers.push({
      id: 5151,
      email: 'omar.k@outlook.com',
      first_name: 'Omar',
      last_name: 'Khoury',
      phone: '+971 56 300 4000',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/manual-purchase/5151',
      headers,
      payload: {
        purchases: [
          {
            product_id: 11,
            product_name: 'Head Speed Pro 2024',
            price: 1189,
            quantity: 1,
            purchase_date: '2026-01-05',
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ourCopy(5151))?.firstName).toBe('Omar');
  });
});
