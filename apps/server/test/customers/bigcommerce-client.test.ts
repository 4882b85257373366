import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBigCommerceStore } from '../../src/adapters/store/bigcommerce';
import { moneyToFils, parseRfc2822 } from '../../src/adapters/store/bigcommerce/convert';
import type { StorePlatform } from '../../src/adapters/store';
import type { HttpError } from '../../src/lib/errors';
import { startBigCommerceStandIn, type StandIn } from './bigcommerce-stand-in';

let standIn: StandIn;
let store: StorePlatform;
const waits: number[] = [];

beforeAll(async () => {
  standIn = await startBigCommerceStandIn();
  store = createBigCommerceStore({
    apiUrl: standIn.url,
    storeHash: standIn.storeHash,
    token: standIn.token,
    sleep: async (ms) => void waits.push(ms),
  });
  for (let id = 1; id <= 260; id += 1) {
    standIn.customers.push({
      id,
      email: `c${id}@example.ae`,
      first_name: id === 7 ? 'Hessa' : 'Cust',
      last_name: `Number${id}`,
      phone: `+971 50 000 ${String(id).padStart(4, '0')}`,
    });
  }
  for (let id = 1; id <= 300; id += 1)
    standIn.products.push({
      id,
      name: `Product ${id}`,
      sku: `SKU-${id}`,
      price: id === 1 ? 1249 : id === 2 ? 1099.99 : 25.5,
    });
  for (let id = 100; id < 360; id += 1) {
    standIn.orders.push({
      id,
      customer_id: id < 103 ? 7 : 8,
      date_created: id === 100 ? 'Tue, 05 Mar 2024 10:15:00 +0400' : 'Wed, 01 Jan 2025 08:00:00 +0000',
      date_modified: id === 100 ? 'Wed, 06 Mar 2024 09:00:00 +0000' : 'Wed, 01 Jan 2025 08:00:00 +0000',
      refunded_amount: '0.0000',
      // The store renamed its Completed status (id 10): the id is what counts.
      status: 'Completed (collected)',
      status_id: 10,
      subtotal_inc_tax: '1249.0000',
      shipping_cost_inc_tax: '30.0000',
      total_inc_tax: '1279.0000',
      billing_address: { first_name: 'Hessa', last_name: 'Number7', email: 'c7@example.ae' },
      products: [
        {
          id: id * 10,
          product_id: 1,
          name: 'Wilson Pro Staff 97 v14',
          sku: 'WR-PS97',
          quantity: 1,
          price_inc_tax: '1249.0000',
          total_inc_tax: '1249.0000',
        },
        {
          id: id * 10 + 1,
          product_id: 3,
          name: 'Overgrip',
          sku: 'OG',
          quantity: 3,
          price_inc_tax: '8.3350',
          total_inc_tax: '25.0050',
        },
      ],
    });
  }
});
afterAll(async () => standIn?.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.failing = false;
  waits.length = 0;
});

describe('BigCommerce client against a stand-in of the documented API', () => {
  it('fetches one customer with id:in and the X-Auth-Token header', async () => {
    expect(await store.getCustomer(7)).toEqual({
      id: 7,
      firstName: 'Hessa',
      lastName: 'Number7',
      email: 'c7@example.ae',
      phone: '+971 50 000 0007',
    });
    expect(standIn.requests[0]).toContain('/v3/customers?id%3Ain=7');
  });

  it('answers null for a customer the store does not have', async () => {
    expect(await store.getCustomer(99_999)).toBeNull();
  });

  it('finds customers by email:in and name:like', async () => {
    expect((await store.findCustomers!({ emails: ['C7@example.ae'] })).map((c) => c.id)).toEqual([7]);
    expect((await store.findCustomers!({ nameLike: 'hessa' })).map((c) => c.id)).toEqual([7]);
  });

  it('pages through v3 results by meta.pagination', async () => {
    const products = await store.listProducts();
    expect(products).toHaveLength(300);
    expect(standIn.requests.filter((r) => r.includes('/v3/catalog/products'))).toHaveLength(2);
    expect(products[0]).toEqual({ id: 1, sku: 'SKU-1', name: 'Product 1', priceFils: 124_900 });
    expect(products[1]!.priceFils).toBe(109_999);
    expect(products[2]!.priceFils).toBe(2_550);
  });

  it('pages through v2 orders until an empty page (204), converting money and RFC 2822 dates exactly', async () => {
    const orders = await store.listOrders();
    expect(orders).toHaveLength(260);
    expect(standIn.requests.filter((r) => r.includes('/v2/orders'))).toHaveLength(3);
    expect(orders[0]).toEqual({
      id: 100,
      customerId: 7,
      billingName: 'Hessa Number7',
      email: 'c7@example.ae',
      createdAt: new Date('2024-03-05T06:15:00.000Z'),
      status: 'Completed (collected)',
      statusId: 10,
      subtotalIncTaxFils: 124_900,
      shippingIncTaxFils: 3_000,
      totalIncTaxFils: 127_900,
      modifiedAt: new Date('2024-03-06T09:00:00.000Z'),
      refundedFils: 0,
    });
    const forCustomer = await store.listOrders({ customerId: 7, minDateCreated: new Date('2024-03-05T06:15:00Z') });
    expect(forCustomer.map((o) => o.id)).toEqual([100, 101, 102]);
    expect(standIn.requests.at(-1)).toContain('min_date_created=Tue%2C+05+Mar+2024+06%3A15%3A00+%2B0000');
    expect(await store.listOrders({ customerId: 424242 })).toEqual([]);
  });

  it('reads every order from a store that answers fewer rows a page than asked (no maximum is documented)', async () => {
    standIn.v2PageSize = 50;
    try {
      const orders = await store.listOrders();
      expect(orders).toHaveLength(260);
      expect(new Set(orders.map((o) => o.id)).size).toBe(260);
      expect(standIn.requests.filter((r) => r.includes('/v2/orders'))).toHaveLength(7);
    } finally {
      standIn.v2PageSize = Infinity;
    }
  });

  it('searches a name with a comma as one value (name:like splits on commas) and keeps only full matches', async () => {
    standIn.customers.push(
      { id: 9001, email: 'sara@example.ae', first_name: 'Sara', last_name: 'Khan, Jr.', phone: '+971 50 900 0001' },
      { id: 9002, email: 'omar@example.ae', first_name: 'Omar', last_name: 'Khan', phone: '+971 50 900 0002' },
      { id: 9003, email: 'jr@example.ae', first_name: 'Jr', last_name: 'Smith', phone: '+971 50 900 0003' },
    );
    try {
      expect((await store.findCustomers!({ nameLike: 'Khan, Jr' })).map((c) => c.id)).toEqual([9001]);
      expect(standIn.requests.at(-1)).not.toContain('%2C');
    } finally {
      standIn.customers.splice(-3, 3);
    }
  });

  it('reads one order and its products, and answers null for an unknown order (404)', async () => {
    expect((await store.getOrder(101))?.totalIncTaxFils).toBe(127_900);
    expect(await store.getOrder(5)).toBeNull();
    const lines = await store.getOrderProducts(101);
    expect(lines[1]).toEqual({
      id: 1011,
      orderId: 101,
      productId: 3,
      name: 'Overgrip',
      sku: 'OG',
      quantity: 3,
      unitPriceIncTaxFils: 834,
      totalIncTaxFils: 2_501,
    });
  });

  it('waits X-Rate-Limit-Time-Reset-Ms after a 429 and retries', async () => {
    standIn.throttle(2, 1_500);
    expect((await store.getCustomer(7))?.id).toBe(7);
    expect(waits).toEqual([1_500, 1_500]);
    expect(standIn.requests).toHaveLength(3);
  });

  it('waits longer and longer after a 429 that carries no rate-limit headers', async () => {
    standIn.throttle(3, null);
    expect((await store.getCustomer(7))?.id).toBe(7);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });

  it('slows down before the limit: with one request left it waits for the window to reset', async () => {
    standIn.requestsLeft = 1;
    try {
      await store.getCustomer(7);
      expect(waits).toEqual([]);
      await store.getCustomer(8);
      expect(waits).toEqual([2_500]);
    } finally {
      standIn.requestsLeft = null;
    }
    // The window had run out again after the last answer: the next request still waits once, then no more.
    await store.getCustomer(9);
    await store.getCustomer(10);
    expect(waits).toEqual([2_500, 2_500]);
  });

  it('gives up with a 502 after too many 429s', async () => {
    standIn.throttle(50, 10);
    const error = (await store.getCustomer(7).catch((e: unknown) => e)) as HttpError;
    standIn.throttle(0, 0);
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe('The online store is busy. Please try again in a minute.');
    expect(waits).toHaveLength(5);
  });

  it('turns a 422 into a 502 that quotes the store', async () => {
    const error = (await store.findCustomers!({ ids: [Number.NaN] }).catch((e: unknown) => e)) as HttpError;
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      'The online store rejected the request: Input is invalid (id:in must be a list of integers)',
    );
  });

  it('turns a refused token, a server error and an unreachable store into clear 502s', async () => {
    const wrongToken = createBigCommerceStore({ apiUrl: standIn.url, storeHash: standIn.storeHash, token: 'wrong' });
    await expect(wrongToken.getCustomer(7)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The online store refused our API token. Ask an administrator to check the BigCommerce settings.',
    });
    standIn.failing = true;
    await expect(store.getCustomer(7)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The online store could not be reached. Please try again in a minute.',
    });
    const nowhere = createBigCommerceStore({ apiUrl: 'http://127.0.0.1:9', storeHash: 'x', token: 'y' });
    await expect(nowhere.getCustomer(7)).rejects.toMatchObject({
      statusCode: 502,
      message: 'The online store could not be reached. Please try again in a minute.',
    });
  });
});

describe('conversions', () => {
  it('checks its settings with the store information call: a wrong store hash or token is said in words, not read as an empty store', async () => {
    expect(await store.checkConnection!()).toBeNull();
    const wrongHash = createBigCommerceStore({
      apiUrl: standIn.url,
      storeHash: 'not-our-store',
      token: standIn.token,
      sleep: async () => undefined,
    });
    expect(await wrongHash.checkConnection!()).toBe(
      'BigCommerce knows no store with the hash "not-our-store": check BIGCOMMERCE_STORE_HASH (the part after /stores/ in the API path).',
    );
    // The same wrong hash reads as "no such customer" on a lookup: that is why the check exists.
    expect(await wrongHash.getCustomer(7)).toBeNull();
    const wrongToken = createBigCommerceStore({
      apiUrl: standIn.url,
      storeHash: standIn.storeHash,
      token: 'wrong-token',
      sleep: async () => undefined,
    });
    expect(await wrongToken.checkConnection!()).toBe(
      'The online store refused our API token. Ask an administrator to check the BigCommerce settings.',
    );
  });

  it('parses RFC 2822 dates with offsets and GMT', () => {
    expect(parseRfc2822('Thu, 20 Apr 2017 11:32:00 -0400').toISOString()).toBe('2017-04-20T15:32:00.000Z');
    expect(parseRfc2822('1 Jan 2026 00:00 GMT').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(() => parseRfc2822('2026-01-01')).toThrow('Not an RFC 2822 date');
  });

  it('converts four-decimal money strings to fils without drift', () => {
    expect(moneyToFils('1049.9900')).toBe(104_999);
    expect(moneyToFils('0.1000')).toBe(10);
    expect(moneyToFils('19.9950')).toBe(2_000);
    expect(moneyToFils('')).toBe(0);
    expect(moneyToFils(1099.99)).toBe(109_999);
  });
});
