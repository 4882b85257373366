import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createBigCommerceStore } from './bigcommerce';
import { createLocalStore } from './local';
import type { StorePlatform } from './types';

export type {
  StorePlatform,
  StoreCustomer,
  NewStoreCustomer,
  CreatedStoreCustomer,
  StoreProduct,
  StoreOrder,
  StoreOrderProduct,
} from './types';

/** Chooses the store platform from the settings: STORE_PROVIDER=local (default) or bigcommerce. */
export function createStorePlatform(config: Config, db: Db): StorePlatform {
  if (config.store.provider === 'bigcommerce') {
    const { bigcommerceStoreHash, bigcommerceToken, bigcommerceApiUrl } = config.store;
    if (!bigcommerceStoreHash || !bigcommerceToken) {
      throw new Error('BIGCOMMERCE_STORE_HASH and BIGCOMMERCE_TOKEN are required when STORE_PROVIDER=bigcommerce.');
    }
    return createBigCommerceStore({
      apiUrl: bigcommerceApiUrl,
      storeHash: bigcommerceStoreHash,
      token: bigcommerceToken,
    });
  }
  return createLocalStore(db);
}
