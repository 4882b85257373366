import { spawn } from 'node:child_process';

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * Runs PostgreSQL's pg_dump or pg_restore against `url`. The password goes in PGPASSWORD, never on the
 * command line (which other users of the machine can read). Fails with the tool's own message, or
 * with a sentence saying how to install it when it is not on the PATH.
 */
export function runPgTool(tool: PgTool, url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} was not found on this machine. Install PostgreSQL's client tools (pg_dump and pg_restore, ` +
                "the database server's major version or newer; e.g. apt-get install postgresql-client) and make sure they are on the PATH."
            : `${tool} could not be started: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed (exit code ${code}): ${stderr.trim() || 'no message'}`)),
    );
  });
}
