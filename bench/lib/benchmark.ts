/**
 * The whole benchmark: the chain-scale set on PostgreSQL, then the 100,000-row comparison set on
 * PostgreSQL and on PGlite; every call measured on each (measure.ts); one table.
 */
import os from 'node:os';
import { measure, type Row } from './measure';
import { floorSummary, formatTable, loadLines, machine } from './report';
import type { DataShape } from './seed-shape';
import { databaseUrl, dropDatabase, recreateDatabase, startTarget, type Target } from './target';
import { COMPARISON, FULL, scaled, type Volumes } from './volumes';

export type SetName = 'full' | 'comparison';

export interface BenchmarkOptions {
  /** A PostgreSQL server (any database on it); null: PGlite only. */
  postgresServerUrl: string | null;
  pglite: boolean;
  sets: SetName[];
  scale: number;
  seconds: number;
  /** A fixed number of requests a call instead of `seconds` (the quick variant in the tests). */
  requests?: number;
  /** Rounds of each read call, app and Node floor alternated (rounds.ts); default 1. */
  rounds?: number;
  /** The data's shape (seed-sql.ts): 'unfriendly' (mixed order, wide rows, dead tuples) or 'friendly'; default friendly. */
  data?: DataShape;
  connections: number;
  /** Database names on the server, recreated: defaults bench and bench_100k. */
  databases?: Partial<Record<SetName, string>>;
  /** Only the calls whose name contains this text ('' or absent: every call). */
  calls?: string;
  /** Reuse already seeded PostgreSQL databases (not recreated, not seeded; migrations still run). */
  reuse?: boolean;
  /** Drop the databases at the end (tests); the command keeps them for inspection. */
  dropAfter?: boolean;
  log: (line: string) => void;
}

export interface BenchmarkResult {
  rows: Row[];
  /** The markdown results: machine, settings, seeding, the table. */
  markdown: string;
}

interface SetRun {
  label: string;
  seedSeconds: number;
  counts: Record<string, number>;
  rows: Row[];
}

const short = (n: number) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${Math.round(n / 1_000)}k` : String(n);

async function runSet(
  engine: 'postgres' | 'pglite',
  url: string | null,
  volumes: Volumes,
  options: BenchmarkOptions,
  versions: { pg: string | null },
): Promise<SetRun> {
  const label = `${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${short(volumes.bookings)} bookings`;
  options.log(`\n# ${label}: seeding`);
  const seed = !(engine === 'postgres' && options.reuse);
  const target: Target = await startTarget({
    postgresUrl: url,
    volumes,
    seed,
    data: options.data ?? 'friendly',
    log: options.log,
  });
  try {
    options.log(`  seeded in ${target.seedSeconds.toFixed(1)} s: ${JSON.stringify(target.counts)}`);
    if (engine === 'postgres') {
      const [row] = (await target.ctx.database.withConnection((exec) => exec('SELECT version() AS v'))) as {
        v: string;
      }[];
      versions.pg = row?.v ?? null;
    }
    options.log(
      `# ${label}: ${options.connections} connections, ${perRun(options)} a run, ${options.rounds ?? 1} round(s) of a read`,
    );
    const rows = await measure(target, label, {
      connections: options.connections,
      seconds: options.seconds,
      requests: options.requests,
      rounds: options.rounds ?? 1,
      calls: options.calls ?? '',
      log: options.log,
    });
    return { label, seedSeconds: target.seedSeconds, counts: target.counts, rows };
  } finally {
    await target.close();
  }
}

const perRun = (options: BenchmarkOptions) =>
  options.requests ? `${options.requests} requests` : `${options.seconds} s`;

export async function runBenchmark(options: BenchmarkOptions): Promise<BenchmarkResult> {
  // The machine and its load before anything starts: a busy machine's figures are flagged (issue 34).
  const loadBefore = os.loadavg();
  options.log(`Machine: ${machine(null)}.`);
  for (const line of loadLines(loadBefore, null)) options.log(line);
  const runs: SetRun[] = [];
  const versions = { pg: null as string | null };
  const names = { full: 'bench', comparison: 'bench_100k', ...options.databases };
  const created: string[] = [];
  const server = options.postgresServerUrl;
  const onPostgres = async (set: SetName, volumes: Volumes) => {
    if (!server) return null;
    const url = options.reuse ? databaseUrl(server, names[set]) : await recreateDatabase(server, names[set]);
    if (!options.reuse) created.push(names[set]);
    const run = await runSet('postgres', url, volumes, options, versions);
    runs.push(run);
    return run;
  };
  try {
    if (options.sets.includes('full')) await onPostgres('full', scaled(FULL, options.scale));
    if (options.sets.includes('comparison')) {
      const volumes = scaled(COMPARISON, options.scale);
      const pgRun = await onPostgres('comparison', volumes);
      if (options.pglite) {
        const run = await runSet('pglite', null, volumes, options, versions);
        runs.push(run);
        if (pgRun) run.rows.forEach((row) => (row.compareTo = pgRun.rows.find((r) => r.call === row.call)));
      }
    }
  } finally {
    if (server && options.dropAfter) for (const name of created) await dropDatabase(server, name);
  }
  const rows = runs.flatMap((r) => r.rows);
  const load = loadLines(loadBefore, os.loadavg());
  options.log(load.join('\n'));
  const seeding = runs.map(
    (r) =>
      `- ${r.label}: seeded in ${r.seedSeconds.toFixed(1)} s (${Object.entries(r.counts)
        .map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`)
        .join(', ')})`,
  );
  const markdown = [
    `## Results of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${machine(versions.pg)}.`,
    ...load,
    `Settings: scale ${options.scale}, ${options.data ?? 'friendly'} data, ${options.connections} connections (pgbench: as many clients), ${perRun(options)} a run; each read ${options.rounds ?? 1} round(s) of the app and as many of its Node floor, alternated (medians, the rounds' range in brackets).`,
    '',
    ...seeding,
    '',
    formatTable(rows),
    '',
    floorSummary(rows),
  ].join('\n');
  return { rows, markdown };
}
