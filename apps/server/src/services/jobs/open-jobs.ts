import { eq } from 'drizzle-orm';
import { STORES, type Store } from '@shop/domain/pickup';
import { jobDueAt, type ShopHours } from '@shop/domain/stringing/due-time';
import type { Tx } from '../../db/client';
import type { bookings } from '../../db/schema';
import { jobEvents, jobs, staffUsers } from '../../db/schema';

type NewBooking = Pick<
  typeof bookings.$inferSelect,
  'id' | 'instoreLocation' | 'serviceType' | 'bookingDate' | 'createdAt' | 'createdBy'
>;

/**
 * Opens the job of each new booking, in the booking's transaction: received, due by the shop's
 * hours, at the booking's store (in-store pickup), else the booking account's own store, else the
 * first store (docs/decisions/stringing-jobs.md).
 */
export async function openJobs(tx: Tx, created: readonly NewBooking[], hours: ShopHours): Promise<void> {
  if (created.length === 0) return;
  const actorId = created[0]!.createdBy;
  let accountStore: Store | null = null;
  if (actorId !== null) {
    const [account] = await tx
      .select({ store: staffUsers.defaultStore })
      .from(staffUsers)
      .where(eq(staffUsers.id, actorId));
    accountStore = account?.store ?? null;
  }
  await tx.insert(jobs).values(
    created.map((b) => ({
      bookingId: b.id,
      store: (b.instoreLocation as Store | null) ?? accountStore ?? STORES[0],
      express: b.serviceType === 'Express',
      dueAt: jobDueAt({ bookedAt: b.createdAt, bookingDate: b.bookingDate, serviceType: b.serviceType, hours }),
    })),
  );
  await tx
    .insert(jobEvents)
    .values(created.map((b) => ({ bookingId: b.id, actorId: b.createdBy, kind: 'created' as const, what: 'Booked' })));
}
