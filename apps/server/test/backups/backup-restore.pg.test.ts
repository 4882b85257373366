import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed';
import { restoreBackup } from '../../src/services/backups/restore-backup';
import { buildTestApp, freshDatabase, TEST_DATABASE_URL, type TestApp } from '../helpers/app';
import { runInRepo } from '../helpers/cli';
import { databaseContents } from '../helpers/database-contents';
import { photoOnSomeJob } from '../helpers/photo-factories';

/**
 * PostgreSQL's backup and restore (docs/decisions/backups.md): npm run backup writes pg_dump's custom format,
 * npm run restore puts it into an empty database with pg_restore; the restored database holds the same rows, and
 * the restored photos folder the intake photos (docs/decisions/intake-photos.md).
 */
let dir: string;
let t: TestApp;
let empty: Awaited<ReturnType<typeof freshDatabase>>;
let photo: Awaited<ReturnType<typeof photoOnSomeJob>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'backup-pg-'));
  t = await buildTestApp();
  await seedDemo(t.ctx);
  photo = await photoOnSomeJob(t);
  // A new database on the same server, without the migrated template (another address than the tests'): empty.
  empty = await freshDatabase(`${TEST_DATABASE_URL}?application_name=restore-test`);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await empty?.close();
  await rm(dir, { recursive: true, force: true });
});

const env = (url: string, extra: NodeJS.ProcessEnv = {}) => ({
  ...process.env,
  DATABASE_URL: url,
  BACKUP_DIR: dir,
  UPLOAD_DIR: t.config.uploadDir,
  ...extra,
});

describe('backup and restore of PostgreSQL', () => {
  it(
    'npm run backup, then npm run restore into an empty database: every table holds the same rows',
    { timeout: 120_000 },
    async () => {
      const backup = await runInRepo('npm', ['run', '--silent', 'backup'], env(t.ctx.database.url!));
      expect(backup.code, backup.stderr).toBe(0);
      const [file, photos] = await readdir(dir);
      expect(file).toMatch(/^racket-lab-postgres-.*\.dump$/);
      expect(photos).toBe(file!.replace(/\.dump$/, '.uploads.tar.gz'));
      expect(backup.stdout).toContain(`Backup written: ${path.join(dir, file!)}`);

      const restoredUploads = path.join(dir, 'restored-uploads');
      const restored = await runInRepo(
        'npm',
        ['run', '--silent', 'restore', '--', path.join(dir, file!)],
        env(empty.url!, { UPLOAD_DIR: restoredUploads }),
      );
      expect(restored.code, restored.stderr).toBe(0);
      expect(await databaseContents(empty)).toEqual(await databaseContents(t.ctx.database));
      // The restored shop shows the photo, the very bytes stored before.
      const copy = await buildTestApp({ database: empty, env: { UPLOAD_DIR: restoredUploads } });
      try {
        const image = await copy.app.inject({ method: 'GET', url: photo.url, headers: photo.headers });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(photo.stored)).toBe(true);
      } finally {
        await copy.close();
      }

      // Into a database that holds tables: refused, nothing changed.
      await expect(restoreBackup(empty, path.join(dir, file!))).rejects.toThrow(/is not empty/);
    },
  );

  it('says clearly when pg_dump is not installed', { timeout: 60_000 }, async () => {
    const cli = path.join('apps/server/src/cli/backup.ts');
    const missing = await runInRepo(
      process.execPath,
      ['--import', 'tsx', cli],
      env(t.ctx.database.url!, { PATH: '/nonexistent' }),
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('pg_dump was not found on this machine. Install PostgreSQL');
  });
});
