import type { Config } from '../../config';

/**
 * Hosted payment page providers: the sandbox served by this product (default) and Telr.
 * Filled in by the bookings issue.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PaymentProvider {}

export function createPaymentProvider(_config: Config): PaymentProvider {
  return {};
}
