import type { Config } from '../../config';
import type { Db } from '../../db/client';

/**
 * The shop's online store (customers, products, orders). Two implementations: local (our database,
 * the default) and BigCommerce. Filled in by the customers issue.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StorePlatform {}

export function createStorePlatform(_config: Config, _db: Db): StorePlatform {
  return {};
}
