/**
 * Every list, details, write and PDF call of the API under load at chain scale, next to pgbench on
 * the same SQL; the 100,000-row set on PostgreSQL and PGlite. Writes the table to bench/README.md.
 *   npm run bench -- api                      # the full benchmark (about 30 minutes on a quiet 2-CPU machine)
 *   npm run bench -- api --scale 0.05 --seconds 2
 * PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (databases bench and
 * bench_100k are recreated on that server).
 */
import { runBenchmark, type SetName } from './lib/benchmark';
import { writeReadme } from './lib/report';
import type { BenchOptions } from './run';

const README = new URL('./README.md', import.meta.url).pathname;

export default async function run(options: BenchOptions): Promise<void> {
  const engines = options.engines.split(',');
  const started = Date.now();
  const result = await runBenchmark({
    postgresServerUrl: engines.includes('postgres')
      ? process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
      : null,
    pglite: engines.includes('pglite'),
    sets: options.sets.split(',') as SetName[],
    scale: options.scale,
    seconds: options.seconds,
    rounds: options.rounds,
    data: options.data,
    connections: options.connections,
    calls: options.calls,
    reuse: options.reuse,
    ...(options.database ? { databases: { full: options.database } } : {}),
    log: (line) => console.log(line),
  });
  console.log(`\n${result.markdown}\n\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (options.write) {
    await writeReadme(README, result.markdown);
    console.log(`Written to ${README}.`);
  } else {
    console.log('Not written to bench/README.md (only a full-scale run is; --write forces it).');
  }
}
