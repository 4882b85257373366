// How the test command (scripts/test-all.mjs) shares the server test files out between the two engines
// (docs/decisions/ci-speed.md). "npm run test:server" and "npm run test:pg" still run every file.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const TESTS = 'apps/server/test';

/**
 * Every server test file runs on PGlite, the default engine. PostgreSQL runs its own files, the areas where the
 * engine itself matters (migrations, paging and SQL helpers in core, the report aggregates, the benchmark's calls)
 * and the money flows, whose races and locks behave for real only there.
 */
const ALSO_ON_POSTGRES = [
  'core',
  'reports',
  'bench',
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
    if (engine === 'pglite') return true;
    return ALSO_ON_POSTGRES.includes(file.split(path.sep)[3] ?? '');
  });
}
