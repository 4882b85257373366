import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { seedBookings } from '../../src/seed/bookings';
import { seedCustomers } from '../../src/seed/customers';
import { seedJobs } from '../../src/seed/jobs';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

const stages = async () =>
  rowsOf<{ stage: string; n: number }>(
    await t.ctx.db.execute(sql`SELECT stage, count(*)::int AS n FROM jobs GROUP BY stage ORDER BY stage`),
  );

describe(`demo bench (${engine})`, () => {
  it('gives the demo jobs specs, intakes and stages so the bench looks alive, once', async () => {
    await seedCustomers(t.ctx);
    await seedBookings(t.ctx);
    await seedJobs(t.ctx);
    const staff = await authHeaders(t.ctx, 'staff');
    expect((await stages()).map((s) => s.stage)).toEqual(['collected', 'in_progress', 'ready', 'received']);

    const summary = (await t.app.inject({ method: 'GET', url: '/api/jobs/summary', headers: staff })).json();
    expect(summary.overdue).toBeGreaterThanOrEqual(1);
    expect(summary.due_today).toBeGreaterThanOrEqual(1);
    expect(summary.ready).toBeGreaterThanOrEqual(1);

    const bench = (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: staff })).json();
    expect(bench.items.some((i: { warnings: string[] }) => i.warnings.includes('Frame crack'))).toBe(true);
    const views = await Promise.all(
      bench.items.map(
        async (i: { job_id: number }) =>
          (await t.app.inject({ method: 'GET', url: `/api/jobs/${i.job_id}`, headers: staff })).json() as {
            spec: { hybrid: boolean; mains: { unit: string } | null } | null;
          },
      ),
    );
    expect(views.every((v) => v.spec !== null)).toBe(true);
    expect(views.some((v) => v.spec!.hybrid && v.spec!.mains?.unit === 'lb')).toBe(true);
    expect(views.some((v) => v.spec!.hybrid && v.spec!.mains?.unit === 'kg')).toBe(true);

    const before = await stages();
    await seedJobs(t.ctx);
    expect(await stages()).toEqual(before);
  });
});
