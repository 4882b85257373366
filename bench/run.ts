/**
 * Runs every benchmark in bench/ (files ending in .bench.ts), one after another, and prints what
 * each measures. Speed is measured here, never asserted in tests.
 *   npm run bench              # all
 *   npm run bench -- customers # those whose file name contains "customers"
 */
import { readdir } from 'node:fs/promises';

const filter = process.argv[2] ?? '';
const dir = new URL('./', import.meta.url);
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts') && f.includes(filter)).sort();
if (files.length === 0) console.log('No benchmarks match.');
for (const file of files) {
  console.log(`\n## ${file}`);
  const module = (await import(new URL(file, dir).href)) as { default?: () => Promise<void> };
  if (typeof module.default === 'function') await module.default();
}
