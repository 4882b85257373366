/**
 * App and Node floor measured in alternation (issue 34): a read call's HTTP load runs `rounds` times on the app and as
 * many on its floor, interleaved (app, floor; floor, app; app, floor ...: neither side always goes first, and both
 * see the same minutes of the machine), and each side is reported as the median round with the spread of its rounds.
 * The share of the floor is the median of each round's pair (app over the floor measured next to it).
 */
import type { LoadResult } from './load';

/** One side's rounds and their summary: the median of rps, p50 and p99; the sums of answered and failed requests. */
export interface Rounds extends LoadResult {
  rounds: LoadResult[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarize(rounds: LoadResult[]): Rounds {
  const statuses = new Map<string, number>();
  for (const round of rounds)
    for (const part of round.statuses.split(' ').filter(Boolean)) {
      const [code, count] = part.split('×');
      statuses.set(code!, (statuses.get(code!) ?? 0) + Number(count));
    }
  const sum = (pick: (r: LoadResult) => number) => rounds.reduce((n, r) => n + pick(r), 0);
  return {
    rounds,
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    ok: sum((r) => r.ok),
    failed: sum((r) => r.failed),
    statuses: [...statuses].map(([code, count]) => `${code}×${count}`).join(' '),
    unanswered: sum((r) => r.unanswered),
  };
}

/** The lowest and highest of `values`. */
export function spread(values: number[]): { low: number; high: number } {
  return { low: Math.min(...values), high: Math.max(...values) };
}

/**
 * The app's share of its floor: each round's app rps over the floor's of the same round, their median and range;
 * null when the floor answered nothing.
 */
export function shareOfFloor(app: Rounds, floor: Rounds): { median: number; low: number; high: number } | null {
  const ratios = app.rounds.flatMap((round, i) => {
    const bare = floor.rounds[i]?.rps ?? 0;
    return bare > 0 ? [round.rps / bare] : [];
  });
  return ratios.length ? { median: median(ratios), ...spread(ratios) } : null;
}

/**
 * Runs `rounds` rounds of `app` and, when given, `floor`, alternating which goes first; `between` runs after each
 * load (the database drained). Answers both sides' summaries.
 */
export async function interleave(options: {
  rounds: number;
  app: () => Promise<LoadResult>;
  floor?: () => Promise<LoadResult>;
  between: () => Promise<void>;
}): Promise<{ app: Rounds; floor?: Rounds }> {
  const app: LoadResult[] = [];
  const floor: LoadResult[] = [];
  const side = async (which: 'app' | 'floor') => {
    if (which === 'app') app.push(await options.app());
    else if (options.floor) floor.push(await options.floor());
    else return;
    await options.between();
  };
  for (let round = 0; round < Math.max(1, options.rounds); round += 1) {
    const order = round % 2 === 0 ? (['app', 'floor'] as const) : (['floor', 'app'] as const);
    for (const which of order) await side(which);
  }
  return { app: summarize(app), ...(options.floor ? { floor: summarize(floor) } : {}) };
}
