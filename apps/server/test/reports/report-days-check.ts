import { expect } from 'vitest';
import type { Store } from '@shop/domain/pickup';
import type { DbOrTx } from '../../src/db/client';
import { dayTotalsOf, specsOf, ticketsFromDaysOf, turnaroundFromDaysOf } from '../../src/services/reports/day-figures';
import { ticketsOf } from '../../src/services/reports/tickets-liability';
import { revenueFromDaysOf } from '../../src/services/reports/revenue';
import { directFiguresOf } from './direct-figures';
import type { SpecRow } from '../../src/services/reports/jobs-figures';
import { reportPeriod } from '../../src/services/reports/period';

const STORES: (Store | undefined)[] = [undefined, 'Jumeirah Store', 'Marina Store', 'Bluewaters Store'];
const bySpec = (a: SpecRow, b: SpecRow) =>
  `${a.mains}/${a.crosses}/${a.pattern}`.localeCompare(`${b.mains}/${b.crosses}/${b.pattern}`);

/**
 * The per-day totals (migrations 0029, 0051 and 0060) give every figure a fresh count from the base tables gives, for the period,
 * all stores and each store. Returns the direct figures of all stores, so a caller can check they are not empty.
 */
export async function expectTotalsAsCounted(db: DbOrTx, from: string, to: string) {
  const results = [];
  for (const store of STORES) {
    const period = reportPeriod({ from, to, store });
    const direct = await directFiguresOf(db, period);
    const [revenue, totals, specs, turnaround, tickets, ticketsCounted] = await Promise.all([
      revenueFromDaysOf(db, period),
      dayTotalsOf(db, period),
      specsOf(db, period),
      turnaroundFromDaysOf(db, period),
      ticketsFromDaysOf(db, period),
      ticketsOf(db, period),
    ]);
    expect({ store, revenue, ...totals, turnaround, specs: specs.sort(bySpec), tickets }).toEqual({
      store,
      tickets: ticketsCounted,
      revenue: direct.revenue,
      free_stringings: direct.free_stringings,
      jobs: direct.jobs,
      turnaround: direct.turnaround,
      specs: direct.specs.sort(bySpec),
    });
    results.push(direct);
  }
  return results[0]!;
}
