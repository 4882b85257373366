import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { startBigCommerceStandIn, type StandIn } from './bigcommerce-stand-in';

export interface BigCommerceShop {
  t: TestApp;
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
    shop.t = await buildTestApp({
      env: {
        STORE_PROVIDER: 'bigcommerce',
        BIGCOMMERCE_API_URL: shop.standIn.url,
        BIGCOMMERCE_STORE_HASH: shop.standIn.storeHash,
        BIGCOMMERCE_TOKEN: shop.standIn.token,
      },
    });
    shop.headers = await authHeaders(shop.t.ctx, 'staff');
  });
  afterAll(async () => {
    await shop.t?.close();
    await shop.standIn?.close();
  });
  return shop;
}
