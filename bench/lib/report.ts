/**
 * The benchmark's one table (markdown) and the machine it ran on; bench/README.md keeps its
 * hand-written method above the results marker and gets the newest results below it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { HEALTH_CALL, type Row } from './measure';

export const RESULTS_MARKER = '<!-- results: written by npm run bench, everything below is replaced -->';

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * One line per call and set. PostgreSQL rows: ratio = the app's 2xx/s over pgbench's tps on the
 * same SQL; of floor = the app's 2xx/s over a bare Node server's on the same SQL (floor.ts). PGlite rows: ratio =
 * the app's 2xx/s over the same call's on PostgreSQL with the same data.
 */
export function formatTable(rows: Row[]): string {
  const lines = [
    '| set | call | rps | p50 ms | p99 ms | failed | pgbench tps | ratio | Node floor rps | of floor |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const { http } = row;
    let failed = http.failed ? `${fixed(http.failed)} (${http.statuses})` : '0';
    // Up to one request a connection is in flight when a run ends; it matters when nothing else
    // answered, and for health (one connection: a request stuck behind the load).
    if (http.unanswered > 0 && (http.ok === 0 || row.call === HEALTH_CALL))
      failed += `, ${http.unanswered} unanswered at the end`;
    let tps = '—';
    let ratio = '—';
    if (row.pgbench) {
      tps = row.pgbench.failed ? `failed: ${row.pgbench.message.replace(/\|/g, '/')}` : fixed(row.pgbench.tps);
      if (row.pgbench.tps > 0) ratio = fixed(http.rps / row.pgbench.tps, 2);
    } else {
      const other = row.compareTo;
      if (other && other.http.rps > 0) ratio = `${fixed(http.rps / other.http.rps, 2)} of PostgreSQL`;
    }
    // With no 2xx answer in the run there is no latency to show (autocannon records answered requests).
    const [p50, p99] = http.ok > 0 ? [fixed(http.p50), fixed(http.p99)] : ['—', '—'];
    const bare =
      row.floor && row.floor.rps > 0 ? [fixed(row.floor.rps), fixed(http.rps / row.floor.rps, 2)] : ['—', '—'];
    lines.push(
      `| ${row.set} | ${row.call} | ${fixed(http.rps)} | ${p50} | ${p99} | ${failed} | ${tps} | ${ratio} | ${bare.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

export function machine(postgresVersion: string | null): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const ram = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM`;
  const pg = postgresVersion ? `; ${postgresVersion.split(' on ')[0]}` : '';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `${cpus.length} × ${model}, ${ram}, ${os.type()} ${os.release()}; Node ${process.version}${pg}; load average at the end ${load} (1 / 5 / 15 min, shared machine)`;
}

/** Replaces the results section of the README (the method above the marker stays as written). */
export async function writeReadme(file: string, results: string): Promise<void> {
  let current = '';
  try {
    current = await readFile(file, 'utf8');
  } catch {
    current = '# Benchmark\n';
  }
  const at = current.indexOf(RESULTS_MARKER);
  const head = at >= 0 ? current.slice(0, at) : `${current.trimEnd()}\n\n`;
  await writeFile(file, `${head}${RESULTS_MARKER}\n\n${results.trim()}\n`);
}
