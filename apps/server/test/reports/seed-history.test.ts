import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { periodRange, shopDate } from '@shop/domain/shop-days';
import { rowsOf } from '../../src/lib/rows';
import { seedCustomers } from '../../src/seed/customers';
import { seedHistory } from '../../src/seed/history';
import { getReportSummary } from '../../src/services/reports/get-summary';
import { buildTestApp, engine, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedCustomers(t.ctx);
  await seedHistory(t.ctx);
});
afterAll(async () => t?.close());

describe(`demo history for the reports (${engine})`, () => {
  it('spreads finished jobs, payments and tickets over the three months before the recent demo bookings', async () => {
    const [spread] = rowsOf<{ months: number; stores: number; jobs: number; newest_days: number }>(
      await t.ctx.db.execute(sql`
        SELECT count(DISTINCT date_trunc('month', created_at))::int AS months, count(DISTINCT store)::int AS stores,
               count(*)::int AS jobs, extract(day FROM now() - max(created_at))::int AS newest_days FROM jobs`),
    );
    expect(spread!.months).toBeGreaterThanOrEqual(3);
    expect(spread!.stores).toBe(3);
    expect(spread!.newest_days).toBeGreaterThanOrEqual(11);
    const report = await getReportSummary(t.ctx.db, periodRange('last-month', shopDate()));
    expect(report.jobs.total).toBeGreaterThan(50);
    expect(report.jobs.express).toBeGreaterThan(0);
    expect(report.revenue.online).toBeGreaterThan(0);
    expect(report.revenue.in_store).toBeGreaterThan(0);
    expect(report.revenue.fees).toBeGreaterThan(0);
    expect(report.turnaround[0]!.median_hours).not.toBeNull();
    expect(report.top_strings.by_metres.length).toBeGreaterThan(5);
    expect(report.tickets.opened).toBeGreaterThan(0);
  });

  it('seeds only once', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM bookings`))[0]!.n;
    const before = await count();
    await seedHistory(t.ctx);
    expect(await count()).toBe(before);
  });
});
