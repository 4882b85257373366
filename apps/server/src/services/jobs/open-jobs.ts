import { eq, type SQL } from 'drizzle-orm';
import { STORES, type Store } from '@shop/domain/pickup';
import { jobDueAt, type ShopHours } from '@shop/domain/stringing/due-time';
import type { ParsedJobSpec } from '@shop/domain/contracts/jobs';
import type { Tx } from '../../db/client';
import { writeTogether } from '../../db/write-together';
import type { bookings } from '../../db/schema';
import { jobEvents, jobs, staffUsers } from '../../db/schema';
import { toSpecColumns } from './spec-columns';

type NewBooking = Pick<
  typeof bookings.$inferSelect,
  'id' | 'instoreLocation' | 'serviceType' | 'bookingDate' | 'createdAt' | 'createdBy'
> & {
  /** The customer's racket the line picked (checked to be theirs by the caller). */
  racketId?: number | null;
  /** The spec entered at the counter with the booking (validated by the contract). */
  spec?: ParsedJobSpec | null;
};

/**
 * Opens the job of each new booking, in the booking's transaction: received, due by the shop's
 * hours, at the booking's store (in-store pickup), else the booking account's own store, else the
 * first store (docs/decisions/stringing-jobs.md). A booking that carries a racket and a spec opens
 * its job with them (docs/decisions/customer-rackets.md). `alsoInserts`, other inserts of the caller's (its audit
 * entry, a free checkout's invoice), ride in the same statement.
 */
export async function openJobs(
  tx: Tx,
  created: readonly NewBooking[],
  hours: ShopHours,
  alsoInserts: readonly SQL[] = [],
): Promise<void> {
  if (created.length === 0) return;
  const actorId = created[0]!.createdBy;
  let accountStore: Store | null = null;
  // The account's store only matters for a booking without an in-store location (not read otherwise).
  if (actorId !== null && created.some((b) => !b.instoreLocation)) {
    const [account] = await tx
      .select({ store: staffUsers.defaultStore })
      .from(staffUsers)
      .where(eq(staffUsers.id, actorId));
    accountStore = account?.store ?? null;
  }
  const opened = tx.insert(jobs).values(
    created.map((b) => ({
      bookingId: b.id,
      store: (b.instoreLocation as Store | null) ?? accountStore ?? STORES[0],
      express: b.serviceType === 'Express',
      dueAt: jobDueAt({ bookedAt: b.createdAt, bookingDate: b.bookingDate, serviceType: b.serviceType, hours }),
      racketId: b.racketId ?? null,
      ...(b.spec ? { ...toSpecColumns(b.spec), specUpdatedAt: b.createdAt } : {}),
    })),
  );
  const firstEvents = tx.insert(jobEvents).values(
    created.map((b) => ({
      bookingId: b.id,
      actorId: b.createdBy,
      kind: 'created' as const,
      what: b.spec ? 'Booked with its specification' : 'Booked',
      details: b.spec || b.racketId ? { racket_id: b.racketId ?? null, spec: b.spec ?? null } : null,
    })),
  );
  // One statement, one round trip: the jobs (and the caller's other insert) in a WITH, their first events by the main
  // insert (the events' foreign key to the job is checked at the statement's end, when the jobs exist).
  await writeTogether(tx, [opened, ...alsoInserts, firstEvents]);
}
