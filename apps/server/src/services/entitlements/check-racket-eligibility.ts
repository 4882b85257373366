import { ENTITLEMENT_MESSAGES, eligibilityOn } from '@shop/domain/entitlements';
import type { EligibilityResponse } from '@shop/domain/contracts/purchases';
import { shopDate } from '@shop/domain/shop-days';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { loadEntitlementState } from './load-entitlement-state';

/** May this racket have a free stringing today (shop date)? nextEligibleDate is null when never again. */
export async function checkRacketEligibility(
  db: DbOrTx,
  input: { customerId: number; rpId: number; today?: string },
): Promise<EligibilityResponse> {
  const loaded = await loadEntitlementState(db, { customerId: input.customerId, rpId: input.rpId });
  if (!loaded) throw notFound(ENTITLEMENT_MESSAGES.notFound);
  return eligibilityOn(loaded.state, input.today ?? shopDate());
}
