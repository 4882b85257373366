/**
 * Runs every benchmark in bench/ (files ending in .bench.ts), one after another, and prints what
 * each measures. Speed is measured here, never asserted in tests.
 *   npm run bench                          # all
 *   npm run bench -- customers             # those whose file name contains "customers"
 *   npm run bench -- api --scale 0.05      # options (each benchmark reads those it knows)
 * Options: --scale N (data volumes x N, default 1), --seconds N (load per run, default 3),
 * --rounds N (runs of each read call, alternated with as many of its Node floor, default 3),
 * --data unfriendly|friendly (the data's shape, bench/lib/seed-shape.ts, default unfriendly),
 * --connections N (default 10), --engines postgres,pglite, --sets full,comparison, --write,
 * --calls TEXT (only the calls whose name contains TEXT, e.g. "job", or one of "a|b"; not written to the README),
 * --reuse (PostgreSQL: keep the databases a previous run seeded, skip seeding),
 * --database NAME (the full set's PostgreSQL database, default bench).
 */
import { readdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DATA_SHAPES, type DataShape } from './lib/seed-shape';

export interface BenchOptions {
  scale: number;
  seconds: number;
  /** Rounds of each read call, app and Node floor alternated (bench/lib/rounds.ts). */
  rounds: number;
  /** The data's shape (bench/lib/seed-shape.ts). */
  data: DataShape;
  connections: number;
  engines: string;
  sets: string;
  /** Write bench/README.md even when not at full scale. */
  write: boolean;
  /** Only the calls whose name contains this text (then never written to bench/README.md). */
  calls: string;
  /** Reuse the PostgreSQL databases a previous run seeded (same scale) instead of recreating them. */
  reuse: boolean;
  /** The full set's database name on the PostgreSQL server ('' : bench). */
  database: string;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    data: { type: 'string', default: 'unfriendly' },
    connections: { type: 'string', default: '10' },
    engines: { type: 'string', default: 'postgres,pglite' },
    sets: { type: 'string', default: 'full,comparison' },
    write: { type: 'boolean', default: false },
    calls: { type: 'string', default: '' },
    reuse: { type: 'boolean', default: false },
    database: { type: 'string', default: '' },
  },
});
if (!DATA_SHAPES.includes(values.data as DataShape)) throw new Error(`--data is one of ${DATA_SHAPES.join(', ')}.`);
const options: BenchOptions = {
  scale: Number(values.scale),
  seconds: Number(values.seconds),
  rounds: Math.max(1, Number(values.rounds)),
  data: values.data as DataShape,
  connections: Number(values.connections),
  engines: values.engines,
  sets: values.sets,
  write: values.write || (Number(values.scale) === 1 && !values.calls),
  calls: values.calls,
  reuse: values.reuse,
  database: values.database,
};

const filter = positionals[0] ?? '';
const dir = new URL('./', import.meta.url);
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts') && f.includes(filter)).sort();
if (files.length === 0) console.log('No benchmarks match.');
for (const file of files) {
  console.log(`\n## ${file}`);
  const module = (await import(new URL(file, dir).href)) as { default?: (options: BenchOptions) => Promise<void> };
  if (typeof module.default === 'function') await module.default(options);
}
