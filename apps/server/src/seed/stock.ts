import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_THRESHOLD_CM, REEL_CM, SET_CM, STOCKED_STRING_IDS } from '@shop/domain/contracts/stock';
import type { AppContext } from '../context';
import { bookings, jobs, staffUsers, stringStockLedger } from '../db/schema';
import { jobDraws } from '../services/stock/job-usage';
import { settleLowFlags } from '../services/stock/low-stock';
import { DEMO_ACCOUNTS } from './accounts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Strings the shop buys in 12 m sets (the natural gut and the rarer ones: opened low by migration 0021). */
const BOUGHT_IN_SETS = [4, 10, 11];
/** A string bought in sets is topped up when a job would leave less than this (a metre of offcuts). */
const SET_RESERVE_CM = 100;

type Entry = typeof stringStockLedger.$inferInsert & { at: Date };

/**
 * Demo data of the string stock (demo mode only): the ledger of the months the demo's jobs cover, as the
 * ledger rules make it. The opening balance moves to the day before the first job; every started job draws
 * its string when it started (mains and crosses half each, the customer's own string nothing); reels arrive
 * before a string would fall below its threshold, sets of 12 m for the strings bought in sets (so those end
 * low, as the catalogue showed them); a shelf count now and then takes the offcuts off. Runs once: nothing
 * when the ledger holds anything beyond the opening balance.
 */
export async function seedStock(ctx: AppContext): Promise<void> {
  const [done] = await ctx.db
    .select({ id: stringStockLedger.id })
    .from(stringStockLedger)
    .where(or(ne(stringStockLedger.kind, 'adjusted'), sql`${stringStockLedger.byStaff} IS NOT NULL`))
    .limit(1);
  if (done) return;
  const started = await ctx.db
    .select({ job: jobs, bookingStringId: bookings.stringId })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .where(inArray(jobs.stage, ['in_progress', 'ready', 'collected']));
  const draws = started.flatMap(({ job, bookingStringId }) => {
    const at = job.startedAt ?? (job.readyAt ? new Date(job.readyAt.getTime() - HOUR) : job.createdAt);
    return [...jobDraws(job, bookingStringId, ctx.config.stringLengths)].map(([stringId, cm]) => ({
      stringId,
      cm,
      at,
      bookingId: job.bookingId,
    }));
  });
  if (draws.length === 0) return;
  draws.sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = draws[0]!.at;
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

  await ctx.db.transaction(async (tx) => {
    const opening = await tx
      .update(stringStockLedger)
      .set({ at: new Date(first.getTime() - DAY) })
      .where(and(eq(stringStockLedger.kind, 'adjusted'), isNull(stringStockLedger.byStaff)))
      .returning({ stringId: stringStockLedger.stringId, cm: stringStockLedger.deltaCm });
    const balance = new Map(STOCKED_STRING_IDS.map((id) => [id, 0]));
    for (const o of opening) balance.set(o.stringId, (balance.get(o.stringId) ?? 0) + o.cm);
    const entries: Entry[] = [];
    const take = (stringId: number, cm: number, at: Date, entry: Omit<Entry, 'stringId' | 'deltaCm' | 'at'>) => {
      const left = balance.get(stringId) ?? 0;
      const sets = BOUGHT_IN_SETS.includes(stringId);
      const floor = sets ? SET_RESERVE_CM : DEFAULT_THRESHOLD_CM;
      const size = sets ? SET_CM : REEL_CM;
      // What arrived that morning, before the stringer cut it.
      const delivered = Math.max(0, Math.ceil((floor + cm - left) / size)) * size;
      if (delivered > 0)
        entries.push({
          stringId,
          deltaCm: delivered,
          kind: 'received',
          byStaff: admin,
          at: new Date(at.getTime() - HOUR),
        });
      entries.push({ stringId, deltaCm: -cm, at, ...entry });
      balance.set(stringId, left + delivered - cm);
    };
    for (const [index, d] of draws.entries()) {
      take(d.stringId, d.cm, d.at, { kind: 'used', bookingId: d.bookingId, byStaff: staff });
      // Now and then a shelf count of a string not bought in sets: the offcuts (a metre or two) come off.
      if (index % 150 === 149 && !BOUGHT_IN_SETS.includes(d.stringId))
        take(d.stringId, 100 + (index % 3) * 50, new Date(d.at.getTime() + 2 * HOUR), {
          kind: 'adjusted',
          reason: 'Shelf count: offcuts thrown away',
          byStaff: admin,
        });
    }
    // In time order, so the ledger's ids follow its times; in slices, to stay far below the parameter limit.
    for (let i = 0; i < entries.length; i += 500) await tx.insert(stringStockLedger).values(entries.slice(i, i + 500));
    await settleLowFlags(tx, STOCKED_STRING_IDS);
  });
}
