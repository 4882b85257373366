import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/bootstrap';
import { openPglite, type Database } from '../../src/db/client';
import { seedDemo } from '../../src/seed';
import { writeBackup } from '../../src/services/backups/write-backup';
import { buildTestApp } from '../helpers/app';
import { migratedDataFolder, runInRepo } from '../helpers/cli';
import { databaseContents } from '../helpers/database-contents';
import { photoOnSomeJob } from '../helpers/photo-factories';

/**
 * The embedded database's backup and restore (docs/decisions/backups.md): a running server's data folder is
 * backed up through its worker thread (npm run backup refuses the folder in use, saying so); npm run backup
 * on a folder not in use and npm run restore into a new folder; the restored database holds the same rows, and
 * the restored photos folder the intake photos (docs/decisions/intake-photos.md).
 */
let dir: string;
const folder = (name: string) => path.join(dir, name);
const env = (dataDir: string, uploadDir = folder('uploads')) => ({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  BACKUP_DIR: folder('backups'),
  UPLOAD_DIR: uploadDir,
});
const contentsOf = async (dataDir: string) => {
  const database = await openPglite(dataDir);
  try {
    return await databaseContents(database);
  } finally {
    await database.close();
  }
};

let running: Database;
let original: Record<string, string[]>;
let serverBackup: string;
let photo: Awaited<ReturnType<typeof photoOnSomeJob>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'backup-pglite-'));
  // The server's folder starts migrated (the restore below still makes and migrates a new one).
  running = await openDatabase(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: await migratedDataFolder(folder('shop')), DATABASE_URL: '' }),
    () => undefined,
  );
  const t = await buildTestApp({ database: running, env: { UPLOAD_DIR: folder('uploads') } });
  await seedDemo(t.ctx);
  photo = await photoOnSomeJob(t);
  await t.close();
}, 120_000);
afterAll(async () => {
  await running?.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore of the embedded database (PGlite)', () => {
  it(
    'a running server backs up its folder through its worker; npm run backup refuses the folder in use, saying how',
    { timeout: 120_000 },
    async () => {
      const made = await writeBackup(running, folder('backups'), folder('uploads'));
      serverBackup = path.join(folder('backups'), made.fileName);
      expect(made.fileName).toMatch(/^racket-lab-pglite-.*\.sql\.gz$/);
      expect(made.sizeBytes).toBeGreaterThan(1000);
      // The server goes on answering after the dump (its session's settings and transaction are put back).
      const [row] = (await running.withConnection((exec) => exec('SELECT count(*)::int AS n FROM staff_users'))) as {
        n: number;
      }[];
      expect(row!.n).toBeGreaterThan(0);

      const refused = await runInRepo('npm', ['run', '--silent', 'backup'], env(folder('shop')));
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/is in use by another server process/);
      expect(refused.stderr).toContain('Back up now');
    },
  );

  it(
    'npm run backup on a folder not in use, then npm run restore into a new folder: every table holds the same rows',
    { timeout: 180_000 },
    async () => {
      await running.close();
      original = await contentsOf(folder('shop'));
      expect(original.staff_users!.length).toBeGreaterThan(0);
      expect(original.bookings!.length).toBeGreaterThan(0);

      const backup = await runInRepo('npm', ['run', '--silent', 'backup'], env(folder('shop')));
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/Backup written: .*racket-lab-pglite-.*\.sql\.gz/);
      const files = await readdir(folder('backups'));
      expect(files).toHaveLength(4);
      expect(files.filter((name) => name.endsWith('.uploads.tar.gz'))).toHaveLength(2);

      const restored = await runInRepo(
        'npm',
        ['run', '--silent', 'restore', '--', serverBackup],
        env(folder('restored'), folder('restored-uploads')),
      );
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('Restored racket-lab-pglite-');
      expect(restored.stdout).toContain('Restored the photos of racket-lab-pglite-');
      expect(await contentsOf(folder('restored'))).toEqual(original);

      // The restored shop shows the photo, the very bytes stored before.
      const database = await openPglite(folder('restored'));
      const copy = await buildTestApp({ database, env: { UPLOAD_DIR: folder('restored-uploads') } });
      try {
        const image = await copy.app.inject({ method: 'GET', url: photo.url, headers: photo.headers });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(photo.stored)).toBe(true);
      } finally {
        await copy.close();
        await database.close();
      }
    },
  );

  it(
    'refuses to restore into a folder that holds a database, or a PostgreSQL backup into PGlite, changing nothing',
    { timeout: 120_000 },
    async () => {
      const again = await runInRepo(
        'npm',
        ['run', '--silent', 'restore', '--', serverBackup],
        env(folder('restored'), folder('no-uploads')),
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('The database to restore into is not empty');
      // Photos into a folder that holds some: refused before the database is touched.
      const photosThere = await runInRepo(
        'npm',
        ['run', '--silent', 'restore', '--', serverBackup],
        env(folder('new')),
      );
      expect(photosThere.code).toBe(1);
      expect(photosThere.stderr).toContain(
        `The restore failed: the photos folder ${folder('uploads')} (UPLOAD_DIR) is not empty`,
      );
      expect(existsSync(folder('new'))).toBe(false);
      const postgresNamed = serverBackup.replace(/\.sql\.gz$/, '.dump');
      await copyFile(serverBackup, postgresNamed);
      const wrong = await runInRepo(
        'npm',
        ['run', '--silent', 'restore', '--', postgresNamed],
        env(folder('other'), folder('no-uploads')),
      );
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('is a backup of PostgreSQL and restores into PostgreSQL only');
      // Refused before the database is opened: no data folder made.
      expect(existsSync(folder('other'))).toBe(false);
      expect(await contentsOf(folder('restored'))).toEqual(original);
    },
  );
});
