import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';

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
