import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { releaseFreeStringingClaim } from '../entitlements/claim-free-stringing';

/**
 * A checkout that will never be paid (declined, canceled, or never opened at the provider): its
 * pending bookings are canceled and their free stringing claims given back, so the racket's free
 * stringing can be booked again.
 */
export async function cancelCheckoutBookings(tx: Tx, checkoutId: number): Promise<void> {
  const rows = await tx
    .update(bookings)
    .set({ status: 'canceled', canceledAt: new Date() })
    .where(and(eq(bookings.checkoutId, checkoutId), eq(bookings.status, 'pending')))
    .returning({ claimId: bookings.claimId });
  for (const row of rows) if (row.claimId) await releaseFreeStringingClaim(tx, { claimId: row.claimId });
}
