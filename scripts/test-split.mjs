// How the test command (scripts/test-all.mjs) shares the test files out (docs/decisions/ci-speed.md): the server
// tests between the two engines, the browser tests between the two lanes. "npm run test:server", "npm run test:pg"
// and "npm run test:e2e" still run every file.
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

/**
 * Seconds each browser test file took on the 2-CPU machine, all measured in one run (2026-11-28, load average
 * 10-15: only the ratios matter, for the balance of the two halves); a file not listed counts as DEFAULT_SECONDS.
 */
const BROWSER_SECONDS = {
  'accessibility.test.ts': 814,
  'arabic-flows.test.ts': 228,
  'arabic-screens.test.ts': 223,
  'counter-clicks.test.ts': 131,
  'accounts.test.ts': 100,
  'invoices.test.ts': 99,
  'bookings-stringing.test.ts': 81,
  'stringing-job.test.ts': 79,
  'support.test.ts': 58,
  'customers.test.ts': 46,
  'bookings-grip.test.ts': 61,
  'held-payments.test.ts': 43,
  'cash-up.test.ts': 36,
  'reports.test.ts': 28,
  'shell.test.ts': 27,
  'lists.test.ts': 32,
  'status-page.test.ts': 21,
  'web-bundle.test.ts': 10,
  'stock.test.ts': 57,
  'bookings-payment-pages.test.ts': 49,
  'reminders.test.ts': 42,
  'arabic.test.ts': 39,
  'settings.test.ts': 38,
  'staff-accounts.test.ts': 35,
  'handover.test.ts': 30,
  'cancel-booking.test.ts': 27,
  'keyboard.test.ts': 25,
  'intake-photos.test.ts': 25,
  'walk-in.test.ts': 24,
  'whatsapp.test.ts': 22,
  'support-inbox.test.ts': 20,
};
const DEFAULT_SECONDS = 35;

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
