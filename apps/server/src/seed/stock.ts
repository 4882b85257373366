import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_THRESHOLD_CM, REEL_CM, SET_CM, STOCKED_STRING_IDS } from '@shop/domain/contracts/stock';
import type { AppContext } from '../context';
import { bookings, jobs, staffUsers, stringStockLedger } from '../db/schema';
import { jobDraws } from '../services/stock/job-usage';
import { settleLowFlags } from '../services/stock/low-stock';
import { DEMO_ACCOUNTS } from './accounts';

const HOUR = 3_600_000;
/** Strings the shop buys in 12 m sets (the natural gut and the rarer ones: opened low by migration 0021). */
const BOUGHT_IN_SETS = [4, 10, 11];
/** A string bought in sets is topped up when a job would leave less than this (a metre of offcuts). */
const SET_RESERVE_CM = 100;

type Entry = typeof stringStockLedger.$inferInsert & { at: Date };
/** A move of a string's stock in time: one to write, or one the ledger already holds (`entry` null). */
interface Move {
  stringId: number;
  cm: number;
  at: Date;
  entry: Omit<Entry, 'stringId' | 'deltaCm' | 'at'> | null;
}

/**
 * Demo data of the string stock (demo mode only): the ledger of the months the demo's jobs cover, as the
 * ledger rules make it. The opening balance moves to the day before the first job; every started job that has
 * not drawn yet draws its string when it started (mains and crosses half each, the customer's own string
 * nothing); reels arrive before a string would fall below its threshold, sets of 12 m for the strings bought in
 * sets (so those end low, as the catalogue showed them); a shelf count now and then takes offcuts off. Entries
 * already in the ledger (demo jobs completed at seeding) count where they stand. Nothing once anyone received or
 * counted string (the seed's own receipts included), so it runs once.
 */
export async function seedStock(ctx: AppContext): Promise<void> {
  const [done] = await ctx.db
    .select({ id: stringStockLedger.id })
    .from(stringStockLedger)
    .where(
      or(
        eq(stringStockLedger.kind, 'received'),
        and(eq(stringStockLedger.kind, 'adjusted'), sql`${stringStockLedger.byStaff} IS NOT NULL`),
      ),
    )
    .limit(1);
  if (done) return;
  const ledger = await ctx.db.select().from(stringStockLedger).orderBy(asc(stringStockLedger.id));
  const drawn = new Set(ledger.map((e) => e.bookingId));
  const started = await ctx.db
    .select({ job: jobs, bookingStringId: bookings.stringId })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .where(inArray(jobs.stage, ['in_progress', 'ready', 'collected']));
  const accounts = await ctx.db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(
      inArray(
        staffUsers.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const idOf = (role: string) => accounts.find((a) => a.email === `${role}@demo.test`)?.id ?? null;
  const [admin, staff] = [idOf('admin'), idOf('staff')];

  const moves: Move[] = started
    .filter(({ job }) => !drawn.has(job.bookingId))
    .flatMap(({ job, bookingStringId }) => {
      const at = job.startedAt ?? (job.readyAt ? new Date(job.readyAt.getTime() - HOUR) : job.createdAt);
      return [...jobDraws(job, bookingStringId, ctx.config.stringLengths)].map(([stringId, cm]) => ({
        stringId,
        cm: -cm,
        at,
        entry: { kind: 'used' as const, bookingId: job.bookingId, byStaff: staff },
      }));
    });
  if (moves.length === 0) return;
  const isOpening = (e: (typeof ledger)[number]) => e.kind === 'adjusted' && e.byStaff === null;
  moves.push(
    ...ledger.filter((e) => !isOpening(e)).map((e) => ({ stringId: e.stringId, cm: e.deltaCm, at: e.at, entry: null })),
  );
  moves.sort((a, b) => a.at.getTime() - b.at.getTime());

  const balance = new Map(STOCKED_STRING_IDS.map((id) => [id, 0]));
  for (const e of ledger.filter(isOpening)) balance.set(e.stringId, (balance.get(e.stringId) ?? 0) + e.deltaCm);
  const entries: Entry[] = [];
  const apply = (move: Move) => {
    const left = balance.get(move.stringId) ?? 0;
    const sets = BOUGHT_IN_SETS.includes(move.stringId);
    const floor = sets ? SET_RESERVE_CM : DEFAULT_THRESHOLD_CM;
    const size = sets ? SET_CM : REEL_CM;
    // What arrived that morning, before the stringer cut it.
    const delivered = move.cm < 0 ? Math.max(0, Math.ceil((floor - move.cm - left) / size)) * size : 0;
    if (delivered > 0) {
      const at = new Date(move.at.getTime() - HOUR);
      entries.push({ stringId: move.stringId, deltaCm: delivered, kind: 'received', byStaff: admin, at });
    }
    if (move.entry) entries.push({ stringId: move.stringId, deltaCm: move.cm, at: move.at, ...move.entry });
    balance.set(move.stringId, left + delivered + move.cm);
  };
  for (const [index, move] of moves.entries()) {
    apply(move);
    // Now and then a shelf count of a string not bought in sets: the offcuts (a metre or two) come off.
    if (index % 150 === 149 && move.entry && !BOUGHT_IN_SETS.includes(move.stringId))
      apply({
        stringId: move.stringId,
        cm: -(100 + (index % 3) * 50),
        at: new Date(move.at.getTime() + 2 * HOUR),
        entry: { kind: 'adjusted', reason: 'Shelf count: offcuts thrown away', byStaff: admin },
      });
  }

  await ctx.db.transaction(async (tx) => {
    await tx
      .update(stringStockLedger)
      .set({ at: new Date(moves[0]!.at.getTime() - 24 * HOUR) })
      .where(and(eq(stringStockLedger.kind, 'adjusted'), isNull(stringStockLedger.byStaff)));
    // In time order (the ledger lists by time); in slices, to stay far below the parameter limit.
    entries.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (let i = 0; i < entries.length; i += 500) await tx.insert(stringStockLedger).values(entries.slice(i, i + 500));
    await settleLowFlags(tx, STOCKED_STRING_IDS);
  });
}
