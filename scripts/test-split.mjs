// How the test command (scripts/test-all.mjs) shares the test files out (docs/decisions/ci-speed.md): the server
// tests between the two engines, the browser tests between the two lanes. "npm run test:server", "npm run test:pg"
// and "npm run test:e2e" still run every file.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const TESTS = 'apps/server/test';

/** Areas run on both engines: the engine itself, migrations, paging and SQL helpers (core), report aggregates. */
const BOTH = ['core', 'reports', 'bench'];
/** Areas whose money flows run on the production engine only. */
const POSTGRES = [
  'bookings',
  'payments',
  'invoices',
  'store-invoices',
  'tickets',
  'whatsapp',
  'outbox',
  'notifications',
  'receipts',
  'reminders',
  'purchases',
];

function testFiles(root, folder) {
  return readdirSync(path.join(root, folder), { recursive: true })
    .map((file) => path.join(folder, String(file)))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

/** The test files of the given engine ('pg' or 'pglite'), relative to the root: its own and its share. */
export function serverTestFiles(root, engine) {
  return testFiles(root, TESTS).filter((file) => {
    if (file.endsWith('.pg.test.ts')) return engine === 'pg';
    if (file.endsWith('.pglite.test.ts')) return engine === 'pglite';
    const area = file.split(path.sep)[3] ?? '';
    return BOTH.includes(area) || POSTGRES.includes(area) === (engine === 'pg');
  });
}

/**
 * Seconds each browser test file took alone on the 2-CPU machine (the slowest; a file not listed counts as
 * DEFAULT_SECONDS). Only the balance of the two halves depends on them.
 */
const BROWSER_SECONDS = {};
const DEFAULT_SECONDS = 30;

/** The browser test files in two halves of about equal time: the slowest first, each to the lighter half. */
export function browserTestHalves(root) {
  const seconds = (file) => BROWSER_SECONDS[path.basename(file)] ?? DEFAULT_SECONDS;
  const halves = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  for (const file of testFiles(root, 'e2e/tests').sort((a, b) => seconds(b) - seconds(a))) {
    const half = halves[0].seconds <= halves[1].seconds ? halves[0] : halves[1];
    half.files.push(file);
    half.seconds += seconds(file);
  }
  return halves.map((half) => half.files.sort());
}
