import { and, eq, inArray } from 'drizzle-orm';
import { stockStringId } from '@shop/domain/contracts/stock';
import { jobLengthCm, splitMainsCrosses, type StringLengths } from '@shop/domain/stringing/string-length';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { bookings, jobs, stringStockLedger } from '../../db/schema';
import { checkLowStock, settleLowFlags } from './low-stock';
import { lockStrings } from './stock-levels';

type JobRow = typeof jobs.$inferSelect;

/**
 * The centimetres a job draws from each stocked string: its pattern's length, mains and crosses half
 * each (a hybrid draws on two strings). A side with the customer's own string draws nothing. A job
 * without a spec yet draws its booking's string for both sides; a grip job draws none.
 */
export function jobDraws(
  job: Pick<JobRow, 'racketPattern' | 'mainsStringId' | 'mainsOwnString' | 'crossesStringId' | 'crossesOwnString'>,
  bookingStringId: number | null,
  lengths: StringLengths,
): Map<number, number> {
  const { mains, crosses } = splitMainsCrosses(jobLengthCm(job.racketPattern ?? '', lengths));
  const hasMains = job.mainsStringId !== null || job.mainsOwnString !== null;
  const hasCrosses = job.crossesStringId !== null || job.crossesOwnString !== null;
  const specced = hasMains || hasCrosses;
  const sideId = (id: number | null, own: string | null, other: number | null) => {
    if (!specced) return bookingStringId;
    if (id !== null || own !== null) return id;
    return other; // one side given: the other side is strung with the same string
  };
  const mainsId = sideId(job.mainsStringId, job.mainsOwnString, job.crossesStringId);
  const crossesId = sideId(job.crossesStringId, job.crossesOwnString, job.mainsStringId);
  const draws = new Map<number, number>();
  for (const [id, cm] of [
    [mainsId, mains],
    [crossesId, crosses],
  ] as const) {
    const stocked = id === null ? null : stockStringId(id);
    if (stocked !== null) draws.set(stocked, (draws.get(stocked) ?? 0) + cm);
  }
  return draws;
}

/**
 * A job going to in progress draws its string, once: the ledger's unique (job, string, kind) makes a
 * second start (after a move back) draw nothing. Call it in the transaction that moved the job.
 * Answers whether a low-stock email was queued.
 */
export async function useStringForJob(
  tx: Tx,
  config: Config,
  input: { bookingId: number; actorId: number | null },
): Promise<boolean> {
  const [row] = await tx
    .select({ job: jobs, bookingStringId: bookings.stringId })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .where(eq(jobs.bookingId, input.bookingId));
  if (!row) return false;
  const draws = jobDraws(row.job, row.bookingStringId, config.stringLengths);
  if (draws.size === 0) return false;
  const ids = [...draws.keys()];
  await lockStrings(tx, ids);
  const inserted = await tx
    .insert(stringStockLedger)
    .values(
      [...draws].map(([stringId, cm]) => ({
        stringId,
        deltaCm: -cm,
        kind: 'used' as const,
        bookingId: input.bookingId,
        byStaff: input.actorId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: stringStockLedger.id });
  if (inserted.length === 0) return false;
  return checkLowStock(tx, config, ids);
}

/** Canceled jobs give back the string they drew, once each. Call it in the cancellation's transaction. */
export async function returnStringOfJobs(
  tx: DbOrTx,
  input: { bookingIds: readonly number[]; actorId: number | null },
): Promise<void> {
  if (input.bookingIds.length === 0) return;
  const used = await tx
    .select()
    .from(stringStockLedger)
    .where(and(inArray(stringStockLedger.bookingId, [...input.bookingIds]), eq(stringStockLedger.kind, 'used')));
  if (used.length === 0) return;
  await lockStrings(tx, [...new Set(used.map((u) => u.stringId))]);
  await tx
    .insert(stringStockLedger)
    .values(
      used.map((u) => ({
        stringId: u.stringId,
        deltaCm: -u.deltaCm,
        kind: 'returned' as const,
        bookingId: u.bookingId,
        byStaff: input.actorId,
      })),
    )
    .onConflictDoNothing();
  // Back at or above its threshold, a string is armed for its next crossing (string given back never
  // makes a string low, so there is nothing to announce here).
  await settleLowFlags(tx, [...new Set(used.map((u) => u.stringId))]);
}
