import { existsSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '@shop/domain/contracts/backups';
import { loadConfig } from '../../src/config';
import { backups, emailOutbox, notifications } from '../../src/db/schema';
import { runDailyBackup } from '../../src/services/backups/daily-backup';
import { engine } from '../helpers/app';
import { signedInByRole, testAppForFile } from '../helpers/per-file';
import { uploadsArchiveOf } from '../../src/services/backups/uploads-archive';

/** GET and POST /api/admin/backups (superadmin), retention, a failure told to admins, the daily round. */
const dir = path.join(os.tmpdir(), `backups-api-${process.pid}-${Date.now()}`);
const t = testAppForFile({ env: { BACKUP_DIR: dir, BACKUP_KEEP: '2', BACKUP_HOUR: '3' } });
const byRole = signedInByRole(t);
beforeEach(async () => {
  await t.ctx.db.delete(backups);
  await rm(dir, { recursive: true, force: true });
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const list = (headers?: object) => t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: { ...headers } });
const backUp = (headers?: object, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: { ...headers }, ...(payload ? { payload } : {}) });
const rowCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(backups))[0]!.n;

describe(`backups through the API (${engine})`, () => {
  it('refuses no token (401), admins and staff (403) and fields in the request (400), making nothing', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await backUp()).statusCode).toBe(401);
    for (const role of ['staff', 'admin'] as const) {
      expect((await list(byRole[role])).statusCode).toBe(403);
      expect((await backUp(byRole[role])).statusCode).toBe(403);
    }
    const malformed = await backUp(byRole.superadmin, { engine: 'postgres' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(BACKUP_MESSAGES.noFields);
    expect(await rowCount()).toBe(0);
    expect(existsSync(dir)).toBe(false);
  });

  it('makes a backup now, lists it with its time, size, engine and outcome, and keeps the last BACKUP_KEEP files', async () => {
    const made = await backUp(byRole.superadmin);
    expect(made.statusCode, made.body).toBe(201);
    const backup = made.json();
    expect(backup).toMatchObject({ engine, reason: 'manual', outcome: 'succeeded', error: null });
    expect(backup.size_bytes).toBeGreaterThan(100);
    // The database file, and its photos beside it (docs/decisions/intake-photos.md).
    const withPhotos = (name: string) => [name, uploadsArchiveOf(name)];
    expect(await readdir(dir)).toEqual(withPhotos(backup.file_name));

    const listed = await list(byRole.superadmin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ backups: [backup], schedule: { hour: 3, keep: 2, dir } });

    for (let i = 0; i < 2; i += 1) expect((await backUp(byRole.superadmin)).statusCode).toBe(201);
    const rows = (await list(byRole.superadmin)).json().backups as { file_name: string }[];
    expect(rows).toHaveLength(3);
    expect((await readdir(dir)).sort()).toEqual(
      rows
        .slice(0, 2)
        .flatMap((r) => withPhotos(r.file_name))
        .sort(),
    );
  });

  it('answers 409 while another backup runs (on any instance)', async () => {
    await t.ctx.db.insert(backups).values({ engine, reason: 'daily', dailyDate: '2026-11-28' });
    const busy = await backUp(byRole.superadmin);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe(BACKUP_MESSAGES.alreadyRunning);
    expect(await rowCount()).toBe(1);
  });

  it('records a failed backup with its reason and tells the admins (a notification and an email each)', async () => {
    await writeFile(dir, 'not a folder');
    await t.ctx.db.delete(notifications);
    const failed = await backUp(byRole.superadmin);
    expect(failed.statusCode).toBe(201);
    expect(failed.json()).toMatchObject({ outcome: 'failed', file_name: null, size_bytes: null });
    expect(failed.json().error).toMatch(/EEXIST|ENOTDIR/);
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.kind, 'backup_failed'));
    expect(told.map((n) => [n.title, n.message])).toEqual([
      [BACKUP_MESSAGES.failedTitle, BACKUP_MESSAGES.failedMessage],
    ]);
    const emails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'backup_failed'));
    expect(emails.length).toBeGreaterThan(0);
    expect(emails[0]!.textBody).toContain('http://shop.test/dashboard/settings');
  });

  it('makes the daily backup once a Dubai day, from BACKUP_HOUR on', async () => {
    // 02:30 in Dubai: before the hour.
    expect(await runDailyBackup(t.ctx, new Date('2026-11-27T22:30:00Z'))).toBeNull();
    const made = await runDailyBackup(t.ctx, new Date('2026-11-27T23:10:00Z'));
    expect(made).toMatchObject({ reason: 'daily', dailyDate: '2026-11-28', outcome: 'succeeded' });
    expect(await runDailyBackup(t.ctx, new Date('2026-11-28T10:00:00Z'))).toBeNull();
    expect(await rowCount()).toBe(1);
  });

  it('reads BACKUP_DIR, BACKUP_HOUR (or off) and BACKUP_KEEP, refusing nonsense with a sentence', () => {
    expect(loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_HOUR: 'off', BACKUP_KEEP: '30' }).backups).toEqual({
      dir: '/srv/backups',
      hour: null,
      keep: 30,
    });
    expect(loadConfig({}).backups).toMatchObject({ hour: 3, keep: 14 });
    expect(() => loadConfig({ BACKUP_HOUR: '24' })).toThrow(
      'BACKUP_HOUR must be a whole number of hours (or "off") from 0 to 23 (got "24").',
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(
      'BACKUP_KEEP must be a whole number of backups from 1 to 1000 (got "0").',
    );
  });
});
