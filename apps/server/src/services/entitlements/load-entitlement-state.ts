import { and, asc, eq, isNull } from 'drizzle-orm';
import type { EntitlementState } from '@shop/domain/entitlements';
import type { DbOrTx } from '../../db/client';
import { freeStringingClaims, freeStringingEntitlements } from '../../db/schema';

export type EntitlementRow = typeof freeStringingEntitlements.$inferSelect;
export type ClaimRow = typeof freeStringingClaims.$inferSelect;

/**
 * Reads one customer's entitlement and its counting claims. With `lock`, the entitlement row is
 * locked (SELECT ... FOR UPDATE) until the transaction ends, so claims on one racket run one at a time.
 */
export async function loadEntitlementState(
  db: DbOrTx,
  input: { customerId: number; rpId: number; lock?: boolean },
): Promise<{ entitlement: EntitlementRow; claims: ClaimRow[]; state: EntitlementState } | null> {
  const query = db
    .select()
    .from(freeStringingEntitlements)
    .where(
      and(eq(freeStringingEntitlements.id, input.rpId), eq(freeStringingEntitlements.customerId, input.customerId)),
    );
  const [entitlement] = input.lock ? await query.for('update') : await query;
  if (!entitlement) return null;
  const claims = await db
    .select()
    .from(freeStringingClaims)
    .where(and(eq(freeStringingClaims.entitlementId, entitlement.id), isNull(freeStringingClaims.releasedAt)))
    .orderBy(asc(freeStringingClaims.bookingDate), asc(freeStringingClaims.id));
  return { entitlement, claims, state: toEntitlementState(entitlement, claims) };
}

export function toEntitlementState(
  entitlement: EntitlementRow,
  claims: Pick<ClaimRow, 'bookingDate'>[],
): EntitlementState {
  return {
    validFrom: entitlement.validFrom,
    validUntil: entitlement.validUntil,
    totalServices: entitlement.totalServices,
    claimDates: claims.map((c) => c.bookingDate),
  };
}
