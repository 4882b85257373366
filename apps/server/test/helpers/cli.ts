import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { openPglite } from '../../src/db/client';

const run = promisify(execFile);
/** The repository root, where npm scripts run. */
export const repo = path.resolve(import.meta.dirname, '../../../..');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command in the repository; a non-zero exit is a result to assert on, not a throw. */
export async function runInRepo(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: repo, env: env ?? process.env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `npm run create-superadmin -- --email owner@shop.test --first Amal --last Saeed` (or the given arguments). */
export function runCreateSuperadmin(
  env?: NodeJS.ProcessEnv,
  args = ['--email', 'owner@shop.test', '--first', 'Amal', '--last', 'Saeed'],
): Promise<CommandResult> {
  return runInRepo('npm', ['run', '--silent', 'create-superadmin', '--', ...args], env);
}

/** Sets the password through a set-password token and logs in; returns the login's role. */
export async function setPasswordAndLogIn(app: FastifyInstance, token: string, email = 'owner@shop.test') {
  const password = 'Owner-pass-2026';
  const set = await app.inject({
    method: 'POST',
    url: '/api/admin/set-password',
    payload: { token, password, confirmPassword: password },
  });
  if (set.statusCode !== 200) throw new Error(`set-password answered ${set.statusCode}: ${set.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  return (login.json() as { role?: string }).role;
}

/**
 * A new PGlite data folder holding the migrated database of test/global-setup.ts, for a process a test starts on
 * its own folder: migrating a new folder costs that process 4-5 s of CPU (initdb and every migration), which only
 * the tests of a first start need to pay (production-build, create-superadmin on a fresh folder). `dir`: the folder
 * to make (it must not exist yet); by default a new one in the temporary folder.
 */
export async function migratedDataFolder(dir?: string): Promise<string> {
  const folder = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'pglite-migrated-')));
  const seed = await openPglite(folder, new Blob([await readFile(process.env.PGLITE_SNAPSHOT!)]));
  await seed.close();
  return folder;
}
