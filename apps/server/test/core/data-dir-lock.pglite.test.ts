import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/bootstrap';
import { rowsOf } from '../../src/lib/rows';
import { sql } from 'drizzle-orm';
import { migratedDataFolder, runCreateSuperadmin, runInRepo } from '../helpers/cli';

let dataDir: string;
beforeEach(async () => {
  dataDir = await migratedDataFolder();
});
afterEach(async () => rm(dataDir, { recursive: true, force: true }));

const configFor = (dir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, DATABASE_URL: '' });

/** A process id that is surely not running any more: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('one process per PGlite data folder', () => {
  it(
    'refuses a second open of a folder in use with a sentence, and opens it again once the first is closed',
    { timeout: 60_000 },
    async () => {
      const first = await openDatabase(configFor(dataDir), () => undefined);
      await expect(openDatabase(configFor(dataDir), () => undefined)).rejects.toThrow(
        /is in use by another server process \(pid \d+/,
      );
      await first.close();
      const again = await openDatabase(configFor(dataDir), () => undefined);
      await again.close();
    },
  );

  it('takes over a lock left by a process that was killed', { timeout: 60_000 }, async () => {
    await writeFile(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid: await deadPid(), host: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
    );
    const database = await openDatabase(configFor(dataDir), () => undefined);
    await database.close();
  });

  it(
    'a second server and create-superadmin refuse a folder in use, writing nothing',
    { timeout: 120_000 },
    async () => {
      const held = await openDatabase(configFor(dataDir), () => undefined);
      try {
        const env = {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          DEMO_MODE: 'false',
          PORT: '0',
        };
        const server = await runInRepo(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], env);
        expect(server.code).toBe(1);
        expect(server.stderr).toContain(
          `The data folder ${dataDir} is in use by another server process (pid ${process.pid}`,
        );
        const cli = await runCreateSuperadmin(env);
        expect(cli.code).toBe(2);
        expect(cli.stderr).toContain('is in use by another server process');
        const [count] = rowsOf<{ n: number }>(await held.db.execute(sql`SELECT count(*)::int AS n FROM staff_users`));
        expect(Number(count!.n)).toBe(0);
      } finally {
        await held.close();
      }
    },
  );
});
