/**
 * Measures every call on one target: two requests first (on PostgreSQL the second's SQL, the warm app's, is
 * captured for pgbench), then the HTTP load, for a read `rounds` times in alternation with its Node floor
 * (rounds.ts), then pgbench on the same SQL at the same concurrency. Last, GET /api/health on one connection
 * while the first list is under full load.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { buildCalls, freePool, type Call } from './calls';
import {
  captureSql,
  endpointStatements,
  floorStatements,
  installCapture,
  pgbenchScript,
  type FloorStatement,
} from './capture';
import { floor } from './floor';
import { load, type LoadResult } from './load';
import { pgbench, type PgbenchResult } from './pgbench';
import { interleave, shareOfFloor, spread, summarize, type Rounds } from './rounds';
import type { Target } from './target';

export interface Row {
  set: string;
  call: string;
  /** The app's rounds and their median (one round for writes and health). */
  http: Rounds;
  pgbench: PgbenchResult | null;
  /** PostgreSQL reads: a bare Node server running the same SQL under the same load (floor.ts), as many rounds. */
  floor?: Rounds;
  /** PGlite rows: the same call on PostgreSQL with the same data. */
  compareTo?: Row;
}

export interface MeasureOptions {
  connections: number;
  seconds: number;
  /** A fixed number of requests a call (and pgbench transactions) instead of `seconds` (the quick variant). */
  requests?: number;
  /** Rounds of a read call's load, app and Node floor alternated (1 for writes: they use their rows once). */
  rounds?: number;
  /** Only the calls whose name contains this text ('' : every call, and health under load). */
  calls?: string;
  log: (line: string) => void;
}

const SQL_DIR = new URL('../sql/', import.meta.url).pathname;

/** The row of GET /api/health on one connection while the first list is under full load. */
export const HEALTH_CALL = 'health while bookings page 1 is under load';

async function once(target: Target, call: Call): Promise<void> {
  const { method, body, pathOf } = call.request;
  const url = pathOf ? pathOf() : call.request.path;
  const response = await fetch(`${target.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${target.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body()) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${call.name}: ${method} ${url} answered ${response.status} ${text.slice(0, 200)}`);
}

export async function measure(target: Target, set: string, options: MeasureOptions): Promise<Row[]> {
  const all = await buildCalls(target.ctx, target.baseUrl, target.token);
  // "a|b": the calls whose name contains a or b.
  const only = (options.calls ?? '').split('|');
  const calls = all.filter((call) => only.some((text) => call.name.includes(text)));
  const pool = await freePool(target.ctx);
  const scripts = await mkdtemp(path.join(os.tmpdir(), 'bench-sql-'));
  if (target.url) {
    installCapture();
    // The pgbench write scripts draw unique cart ids, free stringing claims and pooled bookings from these counters.
    await target.ctx.database.withConnection((exec) =>
      exec(
        'CREATE SEQUENCE IF NOT EXISTS bench_paid_seq; CREATE SEQUENCE IF NOT EXISTS bench_free_seq; CREATE SEQUENCE IF NOT EXISTS bench_pool_seq',
      ),
    );
  }
  const rows: Row[] = [];
  try {
    for (const [index, call] of calls.entries()) {
      let script: string | null = null;
      let statements: string[] = [];
      let sentToFloor: FloorStatement[] = [];
      // Rows for a write that uses each once: enough for the run on each side (HTTP, pgbench), at up to 3,000 a second.
      await call.rows?.prepare(options.requests ? options.requests + 5 : Math.ceil(options.seconds * 3_000));
      if (target.url && !call.script) {
        // The second request's SQL: what the app runs once warm (a long list's count remembered, paging/known-long.ts).
        await once(target, call);
        const captured = await captureSql(() => once(target, call));
        statements = endpointStatements(captured);
        sentToFloor = floorStatements(captured);
        script = path.join(scripts, `${String(index).padStart(2, '0')}.sql`);
        await writeFile(script, pgbenchScript(statements, call.name));
      } else {
        await once(target, call);
        if (target.url && call.script) script = path.join(SQL_DIR, call.script);
      }
      const read = !call.script && !call.rows;
      const common = { connections: options.connections, seconds: options.seconds, requests: options.requests };
      const { app: http, floor: bare } = await interleave({
        rounds: read ? (options.rounds ?? 1) : 1,
        app: () => load({ baseUrl: target.baseUrl, token: target.token, request: call.request, ...common }),
        // The floor needs the captured statements: PostgreSQL reads only.
        ...(target.url && statements.length > 0
          ? { floor: () => floor({ url: target.url!, statements: sentToFloor, ...common }) }
          : {}),
        between: () => drain(target),
      });
      let database: PgbenchResult | null = null;
      if (target.url && script) {
        database = await pgbench({
          url: target.url,
          script,
          clients: options.connections,
          seconds: options.seconds,
          transactions: options.requests,
          variables: { ...pool, ...call.rows?.variables() },
        });
      }
      await call.rows?.finish();
      rows.push({ set, call: call.name, http, pgbench: database, ...(bare ? { floor: bare } : {}) });
      const ratio = database?.tps
        ? ` | pgbench ${database.tps.toFixed(0)} tps, ratio ${(http.rps / database.tps).toFixed(2)}`
        : '';
      const ofFloor = bare?.rps
        ? ` | Node floor ${bare.rps.toFixed(0)}/s${range(bare)}, ${floorShare(http, bare)}`
        : '';
      const waiting = http.ok === 0 && http.unanswered ? ` (${http.unanswered} unanswered at the end)` : '';
      options.log(
        `  ${call.name}: ${http.rps.toFixed(0)}/s${range(http)} p50 ${http.p50} ms p99 ${http.p99} ms${waiting}${http.failed ? ` (${http.failed} failed: ${http.statuses})` : ''}${ratio}${ofFloor}${database?.failed ? ` (pgbench: ${database.message})` : ''}`,
      );
    }
    if (only.some((text) => HEALTH_CALL.includes(text))) {
      const health = summarize([await healthUnderLoad(target, all[0]!, options)]);
      rows.push({ set, call: HEALTH_CALL, http: health, pgbench: null });
      await drain(target);
      options.log(
        `  health under load: ${health.rps.toFixed(0)}/s p50 ${health.p50} ms p99 ${health.p99} ms, ${health.unanswered} unanswered at the end${health.failed ? ` (${health.failed} failed: ${health.statuses})` : ''}`,
      );
    }
  } finally {
    await rm(scripts, { recursive: true, force: true });
  }
  return rows;
}

/** ' (low–high)' of a side's rounds' rps, when it has more than one. */
function range(side: Rounds): string {
  if (side.rounds.length < 2) return '';
  const { low, high } = spread(side.rounds.map((r) => r.rps));
  return ` (${low.toFixed(0)}–${high.toFixed(0)})`;
}

/** The app's share of the floor: the median of the rounds' pairs, and their range. */
function floorShare(app: Rounds, bare: Rounds): string {
  const share = shareOfFloor(app, bare);
  if (!share) return 'of floor —';
  const range = app.rounds.length > 1 ? ` (${share.low.toFixed(2)}–${share.high.toFixed(2)})` : '';
  return `of floor ${share.median.toFixed(2)}${range}`;
}

/**
 * Waits until the work of the last load is over: requests the load generator gave up on keep their
 * queries running, and the next call must not share the database with them. PostgreSQL: until no
 * other query of this database is active (at most a minute); then one request through the app.
 */
async function drain(target: Target): Promise<void> {
  if (target.url) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      for (let i = 0; i < 600; i += 1) {
        const { rows } = await client.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND state <> 'idle' AND pid <> pg_backend_pid()",
        );
        if (Number(rows[0]?.n ?? 0) === 0) break;
        await delay(100);
      }
    } finally {
      await client.end();
    }
  }
  await fetch(`${target.baseUrl}/api/health`).then((r) => r.text());
}

/** GET /api/health on one connection while `busy` runs at full concurrency, for the same time. */
async function healthUnderLoad(target: Target, busy: Call, options: MeasureOptions): Promise<LoadResult> {
  const common = { baseUrl: target.baseUrl, token: target.token, seconds: options.seconds, requests: options.requests };
  const [, health] = await Promise.all([
    load({ ...common, request: busy.request, connections: options.connections }),
    load({ ...common, request: { method: 'GET', path: '/api/health' }, connections: 1 }),
  ]);
  return health;
}
