import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { engine } from '../helpers/app';
import { customers } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { useBigCommerceShop } from './bigcommerce-shop';

const shop = useBigCommerceShop();
const { t, headers } = shop;

const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/customers', headers, payload });
const ourCount = async () =>
  rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM customers`))[0]!.n;

describe(`add a walk-in customer in BigCommerce (${engine})`, () => {
  it('creates the customer with POST /v3/customers (an array) and keeps the store id here', async () => {
    const res = await add({
      first_name: 'Sara',
      last_name: 'Khan',
      phone: '0501234567',
      email: 'sara.khan@example.ae',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = shop.standIn.customers.find((c) => c.email === 'sara.khan@example.ae');
    expect(created).toMatchObject({ first_name: 'Sara', last_name: 'Khan', phone: '+971 50 123 4567' });
    expect(res.json()).toMatchObject({ id: created!.id, email: 'sara.khan@example.ae', phone: '+971 50 123 4567' });
    expect(shop.standIn.requests).toContain(`POST /stores/${shop.standIn.storeHash}/v3/customers`);
  });

  it('gives a customer without email a stand-in address in the store, and none here', async () => {
    const res = await add({ first_name: 'Omar', last_name: 'Saleh', phone: '+971 52 987 6543' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().email).toBeNull();
    const inStore = shop.standIn.customers.find((c) => c.id === res.json().id);
    expect(inStore?.email).toBe('971529876543@walk-in.invalid');
    const synced = await t.app.inject({ method: 'GET', url: `/api/admin/sync-customer/${res.json().id}`, headers });
    expect(synced.json().customer.email).toBeNull();
  });

  it('links to the store customer who already has the email, creating nothing in the store', async () => {
    const before = shop.standIn.customers.length;
    const res = await add({ first_name: 'L', last_name: 'H', phone: '055 000 1111', email: 'Layla.Haddad@gmail.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: 4242, name: 'Layla Haddad', phone: '+971 54 880 1122' });
    expect(shop.standIn.customers).toHaveLength(before);
  });

  it('saves nothing here when the store refuses the customer, and passes on its reason', async () => {
    shop.standIn.refuseCreate = 'Phone number is not valid.';
    try {
      const before = await ourCount();
      const res = await add({ first_name: 'Nadia', last_name: 'Aziz', phone: '050 444 5566' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'The online store rejected the request: Unable to create customer(s) (Phone number is not valid.)',
      );
      expect(await ourCount()).toBe(before);
      const [row] = await t.ctx.db.select().from(customers).where(eq(customers.phone, '+971 50 444 5566'));
      expect(row).toBeUndefined();
    } finally {
      shop.standIn.refuseCreate = null;
    }
  });

  it('answers 502 and saves nothing when the store cannot be reached', async () => {
    shop.standIn.failing = true;
    try {
      const before = await ourCount();
      const res = await add({ first_name: 'Nadia', last_name: 'Aziz', phone: '050 444 5566' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The online store could not be reached. Please try again in a minute.');
      expect(await ourCount()).toBe(before);
    } finally {
      shop.standIn.failing = false;
    }
  });
});
