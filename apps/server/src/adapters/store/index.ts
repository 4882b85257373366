import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badGateway } from '../../lib/errors';
import type { StorePlatform } from './types';

export type { StorePlatform, StoreCustomer, StoreProduct, StoreOrder, StoreOrderProduct } from './types';

/** Chooses the store platform from the settings (STORE_PROVIDER). Filled in by the customers issue. */
export function createStorePlatform(_config: Config, _db: Db): StorePlatform {
  const notBuilt = async (): Promise<never> => {
    throw badGateway('The store platform adapter is not built yet.');
  };
  return { name: 'local', getCustomer: notBuilt, listProducts: notBuilt, listOrders: notBuilt, getOrder: notBuilt, getOrderProducts: notBuilt };
}
