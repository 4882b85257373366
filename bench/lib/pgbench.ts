/**
 * pgbench on a script file against the benchmark's database: the database's own limit on the same
 * SQL, at the same number of clients as the HTTP load. PGBENCH sets the binary (default: on PATH,
 * else /usr/bin/pgbench).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface PgbenchResult {
  tps: number;
  /** Transactions that failed or clients that aborted (0 when pgbench ran clean). */
  failed: boolean;
  message: string;
}

function binary(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  return existsSync('/usr/bin/pgbench') ? '/usr/bin/pgbench' : 'pgbench';
}

export function pgbench(options: {
  url: string;
  script: string;
  clients: number;
  seconds: number;
  /** A fixed number of transactions in all instead of a duration (pgbench -t, per client). */
  transactions?: number;
  /** pgbench -D name=value: the scripts' :name variables. */
  variables?: Record<string, number>;
}): Promise<PgbenchResult> {
  const defines = Object.entries(options.variables ?? {}).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
  const args = [
    '-n',
    ...defines,
    '-c',
    String(options.clients),
    '-j',
    String(Math.min(2, options.clients)),
    ...(options.transactions
      ? ['-t', String(Math.max(1, Math.ceil(options.transactions / options.clients)))]
      : ['-T', String(options.seconds)]),
    '-f',
    options.script,
    options.url,
  ];
  return new Promise((resolve) => {
    const child = spawn(binary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', (error) => resolve({ tps: 0, failed: true, message: error.message }));
    child.on('close', (code) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
      const failedLine = /number of failed transactions: (\d+)/.exec(out)?.[1];
      const failed = code !== 0 || tps === undefined || Number(failedLine ?? 0) > 0;
      const message = failed
        ? out
            .split('\n')
            .filter((l) => /error|abort|fail/i.test(l))
            .slice(0, 3)
            .join(' | ')
        : '';
      resolve({ tps: Number(tps ?? 0), failed, message });
    });
  });
}
