import { syncCustomerResponseSchema } from '@shop/domain/contracts/customers';
import type { PurchasesResponse } from '@shop/domain/contracts/purchases';
import { fakeApi, type Recorder } from '@/testing/api';

/** Customer 7's purchases as GET /api/purchases/customer/{id} answers them: nothing bought yet. */
export const NO_PURCHASES: PurchasesResponse = {
  customer_id: 7,
  free_stringing_services: 0,
  used_services: 0,
  purchases: [],
  service_claims: [],
  recorded_purchases: [],
};

/** Customer 7 with one racket, a Babolat Pure Aero 98 bought in January with 9 of 10 free stringings left. */
export const WITH_RACKET: PurchasesResponse = {
  customer_id: 7,
  free_stringing_services: 9,
  used_services: 1,
  purchases: [
    {
      rp_id: 3,
      purchase_id: 5,
      claim_id: 11,
      product_id: 501,
      product_name: 'Babolat Pure Aero 98',
      unit_number: 1,
      racket_name: 'Babolat Pure Aero 98',
      purchase_date: '2026-01-10',
      valid_until: '2027-01-10',
      price: 950,
      total_free_services: 10,
      used_services: 1,
      remaining_services: 9,
      service_value: 75,
      expired: false,
      eligible: true,
      next_eligible_date: null,
    },
  ],
  service_claims: [],
  recorded_purchases: [],
};

/**
 * Customer 7 (Hessa Al Falasi) loaded by id, as a screen opened by a direct link does: the answer waits until
 * `release()`, so that the screen's loading state can be looked at first.
 */
export function fakeCustomerLoadedLater(): { release(): void; sync: Recorder } {
  let release: () => void = () => undefined;
  const sync = fakeApi.get(
    '/api/admin/sync-customer/:id',
    syncCustomerResponseSchema,
    () =>
      new Promise((resolve) => {
        release = () =>
          resolve({
            message: 'ok',
            customer: {
              id: 7,
              name: 'Hessa Al Falasi',
              first_name: 'Hessa',
              last_name: 'Al Falasi',
              email: 'hessa@example.ae',
              phone: '+971 50 111 2222',
            },
          });
      }),
  );
  return { release: () => release(), sync };
}
