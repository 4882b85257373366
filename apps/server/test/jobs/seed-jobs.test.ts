import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { seedBookings } from '../../src/seed/bookings';
import { seedCustomers } from '../../src/seed/customers';
import { dueAt, seedJobs } from '../../src/seed/jobs';
import { shopDayBounds } from '@shop/domain/shop-days';
import { getJobSummary } from '../../src/services/jobs/get-job-summary';
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
    // The bench's figures are read at the instant the demo was made: what is "due today" must not depend on the
    // hour the test runs (late in the Dubai evening an hour ahead is already tomorrow).
    const seededAt = new Date();
    await seedJobs(t.ctx, seededAt);
    const staff = await authHeaders(t.ctx, 'staff');
    expect((await stages()).map((s) => s.stage)).toEqual(['collected', 'in_progress', 'ready', 'received']);

    const summary = await getJobSummary(t.ctx.db, {}, seededAt);
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

  it('keeps the demo jobs due today inside the shop day at any hour, even in its last minutes', () => {
    const end = (at: Date) => shopDayBounds(at).end.getTime();
    for (const iso of [
      '2026-11-24T04:00:00Z',
      '2026-11-24T15:30:00Z',
      '2026-11-24T19:30:00Z',
      '2026-11-24T19:59:59Z',
    ]) {
      const at = new Date(iso);
      const due = dueAt({ due: 'today' }, at)!.getTime();
      expect(due, iso).toBeGreaterThan(at.getTime());
      expect(due, iso).toBeLessThan(end(at));
    }
    expect(dueAt({ due: 'today' }, new Date('2026-11-24T04:00:00Z'))).toEqual(new Date('2026-11-24T17:00:00Z'));
    expect(dueAt({ due: -3 }, new Date('2026-11-24T19:30:00Z'))).toEqual(new Date('2026-11-24T16:30:00Z'));
    expect(dueAt({}, new Date('2026-11-24T19:30:00Z'))).toBeUndefined();
  });
});
