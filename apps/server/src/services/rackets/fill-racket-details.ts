import { and, eq } from 'drizzle-orm';
import { racketDetailsFromName } from '@shop/domain/stringing/racket-from-name';
import type { Tx } from '../../db/client';
import { customerRackets } from '../../db/schema';

/**
 * The rackets just made from in-store purchases (one per entitlement, by the 0018 trigger, pattern
 * '') get the pattern and head size their product name tells (a common racket, or a pattern
 * written in the name). A racket whose pattern is already known is left alone.
 */
export async function fillRacketDetails(
  tx: Tx,
  entitlements: readonly { id: number; racketName: string }[],
): Promise<void> {
  for (const entitlement of entitlements) {
    const details = racketDetailsFromName(entitlement.racketName);
    if (!details) continue;
    await tx
      .update(customerRackets)
      .set({ pattern: details.pattern, headSize: details.head_size })
      .where(and(eq(customerRackets.entitlementId, entitlement.id), eq(customerRackets.pattern, '')));
  }
}
