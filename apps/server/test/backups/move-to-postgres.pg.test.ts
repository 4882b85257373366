import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/bootstrap';
import { openPglite } from '../../src/db/client';
import { tableTotals } from '../../src/db/table-totals';
import { seedDemo } from '../../src/seed';
import { buildTestApp, freshDatabase, TEST_DATABASE_URL } from '../helpers/app';
import { runInRepo } from '../helpers/cli';
import { databaseContents } from '../helpers/database-contents';

/**
 * npm run move-to-postgres (README, "Moving to PostgreSQL"): a seeded data folder is copied into an empty
 * PostgreSQL database; every table then holds the same rows, the same money sums and the same sequences.
 */
let dir: string;
let target: Awaited<ReturnType<typeof freshDatabase>>;
const dataDir = () => path.join(dir, 'shop');
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'move-to-pg-'));
  const database = await openDatabase(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir(), DATABASE_URL: '' }),
    () => undefined,
  );
  const t = await buildTestApp({ database });
  await seedDemo(t.ctx);
  await t.close();
  await database.close();
  // A new database without the migrated template (another address than the tests'): empty.
  target = await freshDatabase(`${TEST_DATABASE_URL}?application_name=move-test`);
}, 120_000);
afterAll(async () => {
  await target?.close();
  await rm(dir, { recursive: true, force: true });
});

const move = (url: string) =>
  runInRepo('npm', ['run', '--silent', 'move-to-postgres', '--', '--to', url], {
    ...process.env,
    DATA_DIR: dataDir(),
    DATABASE_URL: '',
  });

describe('moving the embedded database to PostgreSQL', () => {
  it(
    'copies every table: same rows, same money sums, same sequences; prints the setting to use',
    { timeout: 180_000 },
    async () => {
      const moved = await move(target.url!);
      expect(moved.code, moved.stderr).toBe(0);
      expect(moved.stdout).toContain('every table has the same number of rows and the same money sums');
      expect(moved.stdout).toContain(`DATABASE_URL=${target.url}`);

      const source = await openPglite(dataDir());
      try {
        const totals = await source.withConnection(tableTotals);
        expect(Number(totals.bookings!.rows)).toBeGreaterThan(0);
        expect(Number(totals.checkouts!.amount_fils)).toBeGreaterThan(0);
        expect(await target.withConnection(tableTotals)).toEqual(totals);
        expect(await databaseContents(target)).toEqual(await databaseContents(source));
      } finally {
        await source.close();
      }
    },
  );

  it('refuses a database that is not empty, changing nothing', { timeout: 120_000 }, async () => {
    const before = await databaseContents(target);
    const again = await move(target.url!);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The PostgreSQL database is not empty');
    expect(await databaseContents(target)).toEqual(before);
  });
});
