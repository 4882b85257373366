import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../helpers/app';
import { signedIn, testAppForFile } from '../helpers/per-file';
import { startBigCommerceStandIn, type StandIn } from './bigcommerce-stand-in';

export interface BigCommerceShop {
  t: TestApp;
  /** Set before the file's tests (the stand-in's fields are its live state: change them on `shop.standIn`). */
  standIn: StandIn;
  headers: { authorization: string };
}

/**
 * The product on STORE_PROVIDER=bigcommerce against the loopback stand-in, which already knows
 * Layla Haddad (id 4242), with a staff session; built before the file's tests and closed after.
 */
export function useBigCommerceShop(): BigCommerceShop {
  const shop = {} as BigCommerceShop;
  beforeAll(async () => {
    shop.standIn = await startBigCommerceStandIn();
    shop.standIn.customers.push({
      id: 4242,
      email: 'layla.haddad@gmail.com',
      first_name: 'Layla',
      last_name: 'Haddad',
      phone: '+971 54 880 1122',
    });
  });
  afterAll(async () => shop.standIn?.close());
  shop.t = testAppForFile(() => ({
    env: {
      STORE_PROVIDER: 'bigcommerce',
      BIGCOMMERCE_API_URL: shop.standIn.url,
      BIGCOMMERCE_STORE_HASH: shop.standIn.storeHash,
      BIGCOMMERCE_TOKEN: shop.standIn.token,
    },
  }));
  shop.headers = signedIn(shop.t);
  return shop;
}
