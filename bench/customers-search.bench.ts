/**
 * Customers search at 100,000 customers: batch-inserts them (1,000 rows a statement), then times
 * GET /api/admin/customers through app.inject for typical searches, and prints the timings.
 * PGlite in memory by default; PostgreSQL when TEST_DATABASE_URL is set.
 *   npm run bench -- customers
 */
import { performance } from 'node:perf_hooks';
import { buildTestApp, engine } from '../apps/server/test/helpers/app';
import { authHeaders } from '../apps/server/test/helpers/factories';
import { customers } from '../apps/server/src/db/schema';
import { demoStoreCustomers } from '../apps/server/src/seed/customers';

const COUNT = 100_000;
const BATCH = 1_000;
const RUNS = 15;

/** A made-up UAE mobile number for customer `id`. */
function phoneOf(id: number): string {
  const digits = String(1_000_000 + ((id * 7_919) % 9_000_000)).padStart(7, '0');
  return `+971 5${id % 9} ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

export default async function run(): Promise<void> {
  const t = await buildTestApp();
  try {
    const people = demoStoreCustomers(2_000);
    const started = performance.now();
    for (let from = 1; from <= COUNT; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, COUNT - from + 1) }, (_, i) => {
        const id = from + i;
        const p = people[id % people.length]!;
        return {
          id,
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email.replace('@', `${id}@`),
          phone: phoneOf(id),
        };
      });
      await t.ctx.db.insert(customers).values(rows);
    }
    console.log(
      `engine ${engine}: inserted ${COUNT.toLocaleString('en-US')} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const headers = await authHeaders(t.ctx, 'staff');
    const searches = [
      ['first page, no search', ''],
      ['page 1,000 (deepest by number), no search', 'page=1000'],
      ['name part "mans"', 'search=mans'],
      ['first and last name "priya men"', 'search=priya%20men'],
      ['email part "gmail"', 'search=gmail'],
      ['email "ahmed.almansoori2000@"', 'search=ahmed.almansoori2000%40'],
      ['phone part "412 77"', 'search=412%2077'],
      [`full phone "${phoneOf(54_321)}"`, `search=${encodeURIComponent(phoneOf(54_321))}`],
      ['phone typed locally "05x..."', `search=0${phoneOf(54_321).replace(/\D/g, '').slice(3)}`],
      ['id "54321"', 'search=54321'],
      ['nothing matches "zzqx"', 'search=zzqx'],
    ] as const;
    console.log(
      `\n${'search'.padEnd(36)} ${'matches'.padStart(8)} ${'median ms'.padStart(10)} ${'p90 ms'.padStart(8)}`,
    );
    for (const [label, query] of searches) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        const res = await t.app.inject({ method: 'GET', url: `/api/admin/customers?${query}`, headers });
        times.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
        total = (res.json() as { total: number }).total;
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      const p90 = times[Math.floor(times.length * 0.9)]!;
      console.log(
        `${label.padEnd(36)} ${String(total).padStart(8)} ${median.toFixed(1).padStart(10)} ${p90.toFixed(1).padStart(8)}`,
      );
    }
  } finally {
    await t.close();
  }
}
