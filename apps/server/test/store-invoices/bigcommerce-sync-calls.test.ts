import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBigCommerceStore } from '../../src/adapters/store/bigcommerce';
import type { StorePlatform } from '../../src/adapters/store';
import type { HttpError } from '../../src/lib/errors';
import { startBigCommerceStandIn, type StandIn } from '../customers/bigcommerce-stand-in';
import { standInOrder } from '../helpers/store-sync-factories';

let standIn: StandIn;
let store: StorePlatform;

beforeAll(async () => {
  standIn = await startBigCommerceStandIn();
  store = createBigCommerceStore({ apiUrl: standIn.url, storeHash: standIn.storeHash, token: standIn.token });
  // Order 100 changed in March 2024, the others on 1 January 2025.
  for (let id = 100; id < 360; id += 1)
    standIn.orders.push(
      standInOrder(id, id === 100 ? new Date('2024-03-06T09:00:00Z') : new Date('2025-01-01T08:00:00Z')),
    );
});
afterAll(async () => standIn?.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

describe('BigCommerce sync calls against the stand-in', () => {
  it('hands over every order changed since a date, page by page in ascending id, with no cap', async () => {
    standIn.v2PageSize = 50;
    try {
      const pages: number[][] = [];
      await store.forEachOrderPage({ minDateModified: new Date('2024-12-31T00:00:00Z') }, async (orders) => {
        pages.push(orders.map((o) => o.id));
      });
      expect(pages.map((p) => p.length)).toEqual([50, 50, 50, 50, 50, 9]);
      expect(pages.flat()).toEqual(Array.from({ length: 259 }, (_, i) => 101 + i));
      const asked = standIn.requests.filter((r) => r.includes('/v2/orders?'));
      expect(asked).toHaveLength(7);
      expect(asked[0]).toContain('sort=id%3Aasc');
      expect(asked[0]).toContain('min_date_modified=Tue%2C+31+Dec+2024+00%3A00%3A00+%2B0000');
    } finally {
      standIn.v2PageSize = Infinity;
    }
  });

  it('stops with a clear 502 when the store answers the same page again instead of moving on', async () => {
    const repeating = createBigCommerceStore({
      apiUrl: standIn.url,
      storeHash: standIn.storeHash,
      token: standIn.token,
      fetch: (input, init) => {
        const url = new URL(String(input));
        url.searchParams.set('page', '1');
        return fetch(url, init);
      },
    });
    const error = (await repeating.forEachOrderPage({}, async () => undefined).catch((e: unknown) => e)) as HttpError;
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/answered the same page of results twice/);
  });

  it("reads an order's refunds (v3) and the store's tax setting tax_entered_with_prices", async () => {
    standIn.refunds.push({
      id: 3,
      order_id: 101,
      user_id: 0,
      created: '2025-01-02T10:00:00+00:00',
      reason: 'Wrong size',
      total_amount: 52.5,
      total_tax: 2.5,
      uses_merchant_override_values: false,
      items: [{ item_type: 'PRODUCT', item_id: 1011, quantity: 1, requested_amount: null }],
      payments: [
        { id: 9, provider_id: 'storecredit', amount: 52.5, offline: true, is_declined: false, declined_message: '' },
      ],
    });
    try {
      expect(await store.getOrderRefunds(101)).toEqual([
        { id: 3, orderId: 101, createdAt: new Date('2025-01-02T10:00:00Z'), reason: 'Wrong size', totalFils: 5_250 },
      ]);
      expect(await store.getOrderRefunds(102)).toEqual([]);
      expect(standIn.requests.at(-1)).toContain('/v3/orders/102/payment_actions/refunds');
    } finally {
      standIn.refunds.length = 0;
    }
    expect(await store.pricesIncludeTax()).toBe(true);
    standIn.taxEnteredWithPrices = false;
    expect(await store.pricesIncludeTax()).toBe(false);
    // A token without the settings scope: the store does not say (the setting's default applies).
    standIn.taxEnteredWithPrices = null;
    expect(await store.pricesIncludeTax()).toBeNull();
    standIn.taxEnteredWithPrices = true;
  });

  it('checks the connection live: the store name, or a wrong hash, a refused token, an unreachable store in words', async () => {
    expect(await store.checkStore()).toEqual({
      ok: true,
      storeName: 'Stand-in Tennis',
      message: 'Connected to the BigCommerce store "Stand-in Tennis".',
    });
    const other = (options: { storeHash?: string; token?: string; apiUrl?: string }) =>
      createBigCommerceStore({
        apiUrl: options.apiUrl ?? standIn.url,
        storeHash: options.storeHash ?? standIn.storeHash,
        token: options.token ?? standIn.token,
        sleep: async () => undefined,
      });
    expect(await other({ storeHash: 'nope' }).checkStore()).toEqual({
      ok: false,
      message:
        'BigCommerce knows no store with the hash "nope": check BIGCOMMERCE_STORE_HASH (the part after /stores/ in the API path).',
    });
    expect(await other({ token: 'wrong' }).checkStore()).toEqual({
      ok: false,
      message: 'The online store refused our API token. Ask an administrator to check the BigCommerce settings.',
    });
    expect(await other({ apiUrl: 'http://127.0.0.1:9' }).checkStore()).toEqual({
      ok: false,
      message: 'The online store could not be reached. Please try again in a minute.',
    });
  });
});
