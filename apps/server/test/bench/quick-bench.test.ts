import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runBenchmark } from '../../../../bench/lib/benchmark';
import { TEST_DATABASE_URL } from '../helpers/app';

/**
 * The benchmark (bench/) at tiny volumes, a second of load a call, so it cannot rot: PGlite under
 * "npm run test:server", PostgreSQL with pgbench under "npm run test:pg". Nothing about time is
 * asserted: only that every call answered 2xx, pgbench ran the same SQL cleanly, and the table came out.
 */
describe('benchmark, quick variant', () => {
  // About 30 calls of 4 requests each (on PostgreSQL each beside its Node floor and pgbench), plus seeding, sent from
  // the test's thread (bench/lib/load.ts): 14 s on PostgreSQL on a slow 2-CPU machine, where 10 connections of 20
  // requests each sent from a worker thread took 41 s (79 s in CI beside the browser tests), most of it starting
  // threads and connections. One round each: two rounds made it 186 s on PostgreSQL at load average 7, a tenth of the
  // test suite's lane, to show what the full run shows anyway (the alternation of rounds is the full run's business).
  // A generous limit for an overloaded machine.
  it('answers every call with 2xx, runs pgbench on the same SQL and prints the table', async () => {
    const result = await runBenchmark({
      postgresServerUrl: TEST_DATABASE_URL || null,
      pglite: !TEST_DATABASE_URL,
      sets: TEST_DATABASE_URL ? ['full'] : ['comparison'],
      scale: 0.002,
      seconds: 1,
      // Two requests for each of 2 connections a call: that the code runs, not how fast (docs/decisions/ci-speed.md).
      requests: 4,
      // One round of each read (bench/lib/rounds.ts), unfriendly data.
      rounds: 1,
      data: 'unfriendly',
      connections: 2,
      databases: { full: `bench_quick_${randomBytes(4).toString('hex')}` },
      dropAfter: true,
      log: () => undefined,
    });

    const calls = result.rows.map((row) => row.call);
    expect(calls).toEqual(
      expect.arrayContaining([
        'bookings page 1',
        'invoices search "khan"',
        'invoice PDF',
        'free checkout (POST /api/payments/create)',
        // Each request starts a job or cancels a booking of its own (made for the call): twice would be refused (409).
        'job start (POST /api/jobs/:id/stage)',
        'booking cancel (POST /api/bookings/:id/cancel)',
        'jobs page 1',
        'job details',
      ]),
    );
    for (const row of result.rows) {
      expect({ call: row.call, failed: row.http.failed, statuses: row.http.failed ? row.http.statuses : '' }).toEqual({
        call: row.call,
        failed: 0,
        statuses: '',
      });
      if (TEST_DATABASE_URL && row.pgbench)
        expect({ call: row.call, pgbench: row.pgbench.failed, message: row.pgbench.message }).toEqual({
          call: row.call,
          pgbench: false,
          message: '',
        });
    }
    if (TEST_DATABASE_URL) {
      expect(result.rows.filter((row) => row.pgbench).length).toBe(result.rows.length - 1);
      // The Node floor (a bare server on the same SQL) answered every read, and is not run for the writes.
      const floors = result.rows.filter((row) => row.floor);
      expect(floors.map((row) => row.call)).toEqual(expect.arrayContaining(['bookings page 1', 'job details']));
      expect(floors.map((row) => row.call).filter((call) => call.includes('(POST '))).toEqual([]);
      for (const row of floors)
        expect({
          call: row.call,
          ok: row.floor!.ok > 0,
          failed: row.floor!.failed,
          rounds: [row.http.rounds.length, row.floor!.rounds.length],
        }).toEqual({ call: row.call, ok: true, failed: 0, rounds: [1, 1] });
    }
    expect(result.markdown).toContain(
      '| set | call | rps (rounds) | p50 ms | p99 ms | failed | pgbench tps | ratio | Node floor rps (rounds) | of floor (rounds) |',
    );
    expect(result.markdown).toMatch(/Load average \(1 \/ 5 \/ 15 min\): before [\d.]+ \/ [\d.]+ \/ [\d.]+, after /);
    expect(result.markdown.split('\n').filter((line) => line.startsWith('| ')).length).toBe(result.rows.length + 1);
    // Each read's rounds (one here), their median in the row.
    const read = result.rows.find((row) => row.call === 'bookings page 1')!;
    expect(read.http.rounds).toHaveLength(1);
  }, 600_000);
});
