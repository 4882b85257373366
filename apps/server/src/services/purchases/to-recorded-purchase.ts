import { toAed } from '@shop/domain/money';
import type { RecordedPurchase } from '@shop/domain/contracts/purchases';
import type { customerPurchases, freeStringingEntitlements } from '../../db/schema';

/** A stored purchase row as the API shows it, with the ids of the racket entitlements it earned. */
export function toRecordedPurchase(
  purchase: typeof customerPurchases.$inferSelect,
  entitlements: Pick<typeof freeStringingEntitlements.$inferSelect, 'id' | 'purchaseId'>[],
): RecordedPurchase {
  return {
    purchase_id: purchase.id,
    product_id: purchase.productId,
    product_name: purchase.productName,
    price: toAed(purchase.unitPriceFils),
    quantity: purchase.quantity,
    purchase_date: purchase.purchaseDate,
    source: purchase.source,
    category: purchase.category,
    rp_ids: entitlements.filter((e) => e.purchaseId === purchase.id).map((e) => e.id),
  };
}
