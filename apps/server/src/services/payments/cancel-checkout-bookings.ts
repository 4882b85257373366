import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { releaseFreeStringingClaim } from '../entitlements/claim-free-stringing';
import { cancelJobsOfBookings } from '../jobs/set-job-stage';

/**
 * A checkout that will never be paid (declined, canceled, or never opened at the provider): its
 * pending bookings are canceled and their free stringing claims given back, so the racket's free
 * stringing can be booked again. Their jobs are canceled with them.
 */
export async function cancelCheckoutBookings(tx: Tx, checkoutId: number): Promise<void> {
  const rows = await tx
    .update(bookings)
    .set({ status: 'canceled', canceledAt: new Date() })
    .where(and(eq(bookings.checkoutId, checkoutId), eq(bookings.status, 'pending')))
    .returning({ id: bookings.id, claimId: bookings.claimId });
  await cancelJobsOfBookings(tx, { bookingIds: rows.map((r) => r.id), actorId: null });
  for (const row of rows) if (row.claimId) await releaseFreeStringingClaim(tx, { claimId: row.claimId });
}
