import { asc, desc, eq, inArray, isNull, and } from 'drizzle-orm';
import { eligibilityOn, remainingServices } from '@shop/domain/entitlements';
import { fils, toAed } from '@shop/domain/money';
import { shopDate } from '@shop/domain/shop-days';
import type { PurchasesResponse } from '@shop/domain/contracts/purchases';
import type { AppContext } from '../../context';
import { customerPurchases, freeStringingClaims, freeStringingEntitlements } from '../../db/schema';
import { toEntitlementState } from '../entitlements/load-entitlement-state';
import { ensureCustomer } from '../customers/ensure-customer';
import { toRecordedPurchase } from './to-recorded-purchase';

/**
 * The purchases response (docs/product/api.md): one item per racket unit with its free stringings,
 * the claims that count (newest first), and every recorded purchase row.
 */
export async function getCustomerPurchases(
  ctx: Pick<AppContext, 'db' | 'store'>,
  input: { customerId: number; today?: string },
): Promise<PurchasesResponse> {
  const today = input.today ?? shopDate();
  await ensureCustomer(ctx, { id: input.customerId });
  const purchases = await ctx.db
    .select()
    .from(customerPurchases)
    .where(eq(customerPurchases.customerId, input.customerId))
    .orderBy(desc(customerPurchases.purchaseDate), desc(customerPurchases.id));
  const entitlements = await ctx.db
    .select()
    .from(freeStringingEntitlements)
    .where(eq(freeStringingEntitlements.customerId, input.customerId))
    .orderBy(desc(freeStringingEntitlements.validFrom), asc(freeStringingEntitlements.id));
  const claims = entitlements.length
    ? await ctx.db
        .select()
        .from(freeStringingClaims)
        .where(
          and(
            inArray(
              freeStringingClaims.entitlementId,
              entitlements.map((e) => e.id),
            ),
            isNull(freeStringingClaims.releasedAt),
          ),
        )
        .orderBy(desc(freeStringingClaims.bookingDate), desc(freeStringingClaims.id))
    : [];
  const purchaseById = new Map(purchases.map((p) => [p.id, p]));

  const rackets = entitlements.map((e) => {
    const own = claims.filter((c) => c.entitlementId === e.id);
    const state = toEntitlementState(e, own);
    const purchase = purchaseById.get(e.purchaseId);
    const eligibility = eligibilityOn(state, today);
    return {
      rp_id: e.id,
      purchase_id: e.purchaseId,
      claim_id: own[0]?.id ?? null,
      product_id: purchase?.productId ?? 0,
      product_name: purchase?.productName ?? e.racketName,
      racket_name: e.racketName,
      unit_number: e.unitNumber,
      price: toAed(purchase?.unitPriceFils ?? fils(0)),
      purchase_date: e.validFrom,
      total_free_services: e.totalServices,
      used_services: own.length,
      remaining_services: remainingServices(state),
      service_value: toAed(e.serviceValueFils),
      valid_until: e.validUntil,
      expired: today > e.validUntil,
      eligible: eligibility.eligible,
      next_eligible_date: eligibility.nextEligibleDate,
    };
  });
  const racketName = new Map(entitlements.map((e) => [e.id, e.racketName]));
  const serviceValue = new Map(entitlements.map((e) => [e.id, e.serviceValueFils]));

  return {
    customer_id: input.customerId,
    free_stringing_services: rackets.filter((r) => !r.expired).reduce((sum, r) => sum + r.remaining_services, 0),
    used_services: claims.length,
    purchases: rackets,
    service_claims: claims.map((c) => ({
      claim_id: c.id,
      rp_id: c.entitlementId,
      racket_name: racketName.get(c.entitlementId) ?? '',
      claim_number: c.claimNumber,
      booking_date: c.bookingDate,
      value: toAed(serviceValue.get(c.entitlementId) ?? fils(0)),
      claimed_at: c.createdAt.toISOString(),
    })),
    recorded_purchases: purchases.map((p) => toRecordedPurchase(p, entitlements)),
  };
}
