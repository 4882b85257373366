/**
 * The benchmark's one table (markdown) and the machine it ran on; bench/README.md keeps its hand-written method
 * on top, then the newest results between two markers, then the hand-written history below them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { HEALTH_CALL, type Row } from './measure';
import { shareOfFloor } from './rounds';

export const RESULTS_MARKER = '<!-- results: written by npm run bench, replaced up to the end marker -->';
export const RESULTS_END = '<!-- end of results: the history below is written by hand -->';

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The share of the Node floor a read call is to reach (issue 34). */
export const FLOOR_TARGET = 0.8;

/** A median with the range of its rounds, when there were several: "1,234 (1,100–1,300)". */
function withRange(median: number, values: number[], digits = 0): string {
  if (values.length < 2) return fixed(median, digits);
  return `${fixed(median, digits)} (${fixed(Math.min(...values), digits)}–${fixed(Math.max(...values), digits)})`;
}

/**
 * One line per call and set. rps, p50 and p99 are the medians of the call's rounds (rps with the rounds' range).
 * PostgreSQL rows: ratio = the app's 2xx/s over pgbench's tps on the same SQL; of floor = the median of each round's
 * app 2xx/s over the bare Node server's of the same round on the same SQL (floor.ts, rounds.ts), with their range.
 * PGlite rows: ratio = the app's 2xx/s over the same call's on PostgreSQL with the same data.
 */
export function formatTable(rows: Row[]): string {
  const lines = [
    '| set | call | rps (rounds) | p50 ms | p99 ms | failed | pgbench tps | ratio | Node floor rps (rounds) | of floor (rounds) |',
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
    const share = row.floor ? shareOfFloor(http, row.floor) : null;
    const bare =
      row.floor && share
        ? [
            withRange(
              row.floor.rps,
              row.floor.rounds.map((r) => r.rps),
            ),
            http.rounds.length > 1
              ? `${fixed(share.median, 2)} (${fixed(share.low, 2)}–${fixed(share.high, 2)})`
              : fixed(share.median, 2),
          ]
        : ['—', '—'];
    const rps = withRange(
      http.rps,
      http.rounds.map((r) => r.rps),
    );
    lines.push(
      `| ${row.set} | ${row.call} | ${rps} | ${p50} | ${p99} | ${failed} | ${tps} | ${ratio} | ${bare.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** Which reads reach the target share of their floor, and which do not (a sentence under the table). */
export function floorSummary(rows: Row[]): string {
  const shares = rows.flatMap((row) => {
    const share = row.floor ? shareOfFloor(row.http, row.floor) : null;
    return share ? [{ name: `${row.call} (${row.set})`, share }] : [];
  });
  if (shares.length === 0) return '';
  const below = shares.filter((s) => s.share.median < FLOOR_TARGET);
  const above = shares.filter((s) => s.share.high > 1);
  return [
    `Reads at or above ${FLOOR_TARGET} of their Node floor (median of the rounds' pairs): ${shares.length - below.length} of ${shares.length}.`,
    below.length ? ` Below: ${below.map((s) => `${s.name} ${fixed(s.share.median, 2)}`).join(', ')}.` : '',
    above.length
      ? ` A round of the app above its floor (noise: the machine's share changed within the pair): ${above.map((s) => s.name).join(', ')}.`
      : '',
  ].join('');
}

/** The machine: CPU model and cores, memory, system, Node and PostgreSQL. */
export function machine(postgresVersion: string | null): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const ram = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM`;
  const pg = postgresVersion ? `; ${postgresVersion.split(' on ')[0]}` : '';
  return `${cpus.length} × ${model} (${cpus.length} cores), ${ram}, ${os.type()} ${os.release()}; Node ${process.version}${pg}`;
}

/** A run is flagged when the machine's 1-minute load average was above this before it started. */
export const BUSY_LOAD = 2;

const loadText = (load: number[]) => load.map((l) => l.toFixed(1)).join(' / ');

/** The load average lines (1 / 5 / 15 min) before and after, and the flag of a busy start. */
export function loadLines(before: number[], after: number[] | null): string[] {
  const lines = [
    `Load average (1 / 5 / 15 min): before ${loadText(before)}${after ? `, after ${loadText(after)}` : ''}.`,
  ];
  if ((before[0] ?? 0) > BUSY_LOAD)
    lines.push(
      `**Busy machine: the load average was ${before[0]!.toFixed(1)} (above ${BUSY_LOAD}) before the run started; its figures are not a quiet machine's.**`,
    );
  return lines;
}

/**
 * Replaces the results between the two markers of the README; the method above and the history below stay as
 * written (the results replaced are in git's history). Without the markers, the results go at the end.
 */
export async function writeReadme(file: string, results: string): Promise<void> {
  let current = '';
  try {
    current = await readFile(file, 'utf8');
  } catch {
    current = '# Benchmark\n';
  }
  const at = current.indexOf(RESULTS_MARKER);
  const end = at >= 0 ? current.indexOf(RESULTS_END, at) : -1;
  const head = at >= 0 ? current.slice(0, at) : `${current.trimEnd()}\n\n`;
  const tail = end >= 0 ? current.slice(end + RESULTS_END.length) : '\n';
  await writeFile(file, `${head}${RESULTS_MARKER}\n\n${results.trim()}\n\n${RESULTS_END}${tail}`);
}
