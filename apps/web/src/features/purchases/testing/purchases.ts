import type { PurchasesResponse } from '@shop/domain/contracts/purchases';

/** Customer 7's purchases as GET /api/purchases/customer/{id} answers them: nothing bought yet. */
export const NO_PURCHASES: PurchasesResponse = {
  customer_id: 7,
  free_stringing_services: 0,
  used_services: 0,
  purchases: [],
  service_claims: [],
  recorded_purchases: [],
};
