import { entitlementsEarned } from '@shop/domain/entitlements';
import { aed } from '@shop/domain/money';
import { DEFAULT_PURCHASE_CATEGORY } from '@shop/domain/purchase-category';
import { shopDate } from '@shop/domain/shop-days';
import { PURCHASE_MESSAGES, type ManualPurchaseResponse, type PurchaseRow } from '@shop/domain/contracts/purchases';
import type { AppContext } from '../../context';
import { customerPurchases, freeStringingEntitlements } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { ensureCustomer } from '../customers/ensure-customer';
import { fillRacketDetails } from '../rackets/fill-racket-details';
import { toRecordedPurchase } from './to-recorded-purchase';

/** A validated row; a caller other than the route may leave the category out (a racket). */
type PurchaseRowInput = Omit<PurchaseRow, 'category'> & Partial<Pick<PurchaseRow, 'category'>>;

/**
 * Records in-store purchases for a customer, all rows or none, and creates one free stringing
 * entitlement per racket unit above 1000 AED: only rows of category racket earn (a row without a
 * category is a racket). The price is the unit price in AED, VAT included.
 */
export async function recordPurchases(
  ctx: Pick<AppContext, 'db' | 'store'>,
  input: { actorId: number | null; customerId: number; purchases: PurchaseRowInput[]; today?: string },
): Promise<ManualPurchaseResponse> {
  const today = input.today ?? shopDate();
  const fields: Record<string, string> = {};
  input.purchases.forEach((row, index) => {
    if (row.purchase_date > today) fields[`purchases.${index}.purchase_date`] = PURCHASE_MESSAGES.dateInFuture;
  });
  const firstProblem = Object.values(fields)[0];
  if (firstProblem) throw badRequest(firstProblem, fields);

  await ensureCustomer(ctx, { id: input.customerId });

  return ctx.db.transaction(async (tx) => {
    const saved = await tx
      .insert(customerPurchases)
      .values(
        input.purchases.map((row) => ({
          customerId: input.customerId,
          productId: row.product_id,
          productName: row.product_name,
          unitPriceFils: aed(row.price),
          quantity: row.quantity,
          purchaseDate: row.purchase_date,
          category: row.category ?? DEFAULT_PURCHASE_CATEGORY,
          source: 'in-store' as const,
          recordedBy: input.actorId,
        })),
      )
      .returning();

    const earned = saved.flatMap((purchase) =>
      entitlementsEarned({
        unitPriceFils: purchase.unitPriceFils,
        quantity: purchase.quantity,
        purchaseDate: purchase.purchaseDate,
        category: purchase.category,
      }).map((e) => ({
        purchaseId: purchase.id,
        customerId: input.customerId,
        unitNumber: e.unitNumber,
        racketName:
          purchase.quantity > 1
            ? `${purchase.productName} (${e.unitNumber} of ${purchase.quantity})`
            : purchase.productName,
        totalServices: e.totalServices,
        serviceValueFils: e.valueFils,
        validFrom: e.validFrom,
        validUntil: e.validUntil,
      })),
    );
    const entitlements = earned.length > 0 ? await tx.insert(freeStringingEntitlements).values(earned).returning() : [];
    // Each racket bought became a customer racket (0018 trigger); its name may tell its pattern.
    await fillRacketDetails(tx, entitlements);

    await audit(tx, {
      actorId: input.actorId,
      action: 'purchases.record',
      subject: `customer:${input.customerId}`,
      details: { purchaseIds: saved.map((p) => p.id), entitlementIds: entitlements.map((e) => e.id) },
    });

    return {
      message: PURCHASE_MESSAGES.saved(saved.length),
      entitlements_created: entitlements.length,
      purchases: saved.map((p) => toRecordedPurchase(p, entitlements)),
    };
  });
}
