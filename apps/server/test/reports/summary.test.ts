import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@shop/domain/contracts/reports';
import { addDays } from '@shop/domain/shop-days';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { signedInByRole, testAppForFile } from '../helpers/per-file';
import { withShopDays } from '../helpers/shop-days';
import { buildMonth, JANUARY } from './month';
import { getReportSummary } from '../../src/services/reports/get-summary';

const t = testAppForFile();
const as = signedInByRole(t);
beforeAll(() => buildMonth(t));

const summary = (query: string, headers: Record<string, string> = as.admin) =>
  t.app.inject({ method: 'GET', url: `/api/reports/summary${query}`, headers });

describe(`GET /api/reports/summary (${engine})`, () => {
  it('counts every figure of a hand-built January exactly as counted by hand', async () => {
    const { result: res, days } = await withShopDays(() => summary(JANUARY));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-01-01', to: '2026-01-31', store: null, time_zone: 'Asia/Dubai' });
    // The invoices less the credit notes (docs/decisions/revenue.md). Online: 150 + 210 (23:30 Dubai on the 31st)
    // + 195 less its change's 25 credit note + the canceled booking's 165 less its 165 credit note: four invoices;
    // the 00:30 on 1 February and the unpaid checkout have none in January. In store: 70 + 120 + 45 (free
    // stringing's balance) + 120 (00:00 on 1 January). Fees: 30 online, 30 at the counter.
    expect(body.revenue).toEqual({
      online: 530,
      in_store: 355,
      fees: 60,
      total: 945,
      online_payments: 4,
      in_store_payments: 4,
    });
    expect(body.free_stringings).toEqual({ count: 1, value: 75 });
    expect(body.jobs).toEqual({
      total: 7,
      stringing: 5,
      grip: 2,
      express: 2,
      express_share: 28.6,
      by_day: [
        { date: '2026-01-05', stringing: 1, grip: 0, express: 0 },
        { date: '2026-01-12', stringing: 1, grip: 0, express: 0 },
        { date: '2026-01-14', stringing: 1, grip: 0, express: 0 },
        { date: '2026-01-20', stringing: 0, grip: 1, express: 0 },
        { date: '2026-01-25', stringing: 0, grip: 1, express: 1 },
        { date: '2026-01-30', stringing: 1, grip: 0, express: 0 },
        { date: '2026-01-31', stringing: 1, grip: 0, express: 1 },
      ],
    });
    // Ready after 2, 6 (first ready, before a step back), 24, 24 and 48 hours; p90 = 24 + 0.6 × (48 − 24).
    expect(body.turnaround).toEqual([
      { group: 'all', key: 'all', jobs: 5, median_hours: 24, p90_hours: 38.4 },
      { group: 'service_type', key: 'Regular', jobs: 5, median_hours: 24, p90_hours: 38.4 },
      { group: 'store', key: 'Bluewaters Store', jobs: 1, median_hours: 2, p90_hours: 2 },
      { group: 'store', key: 'Jumeirah Store', jobs: 3, median_hours: 24, p90_hours: 43.2 },
      { group: 'store', key: 'Marina Store', jobs: 1, median_hours: 24, p90_hours: 24 },
    ]);
    const prince = { string_id: 1, name: 'Prince Synthetic Gut Duraflex 16', jobs: 2, metres: 17 };
    const head = { string_id: 2, name: 'Head Lynx Tour 1.25', jobs: 1, metres: 11 };
    const hyperG = { string_id: 5, name: 'Solinco Hyper-G 1.25', jobs: 1, metres: 11 };
    const rpm = { string_id: 7, name: 'Babolat RPM Blast 1.25', jobs: 1, metres: 6 };
    const alu = { string_id: 9, name: 'Luxilon ALU Power 1.25', jobs: 1, metres: 6 };
    expect(body.top_strings).toEqual({
      by_jobs: [prince, rpm, head, alu, hyperG],
      by_metres: [prince, head, hyperG, rpm, alu],
    });
    // Opened: 4 (one at 23:30 on the 31st); resolved: 2 (one opened in December); first responses 2, 6, 24 hours.
    expect(body.tickets).toEqual({ opened: 4, resolved: 2, median_first_response_hours: 6 });
    // 9 unused on the racket whose year ends within 30 days, 10 + 9 on two newer rackets; expired ones owe nothing.
    // As of the server's today: the day the request read (the figures hold on the next day too).
    expect(days).toContain(body.liability.as_of);
    expect(body.liability).toEqual({
      as_of: body.liability.as_of,
      unused: 28,
      value: 2100,
      expiring_30_days: 9,
      expiring_30_days_value: 675,
    });
    for (const role of ['admin', 'superadmin'] as const)
      expect((await summary(JANUARY, as[role])).statusCode).toBe(200);
  });

  it("keeps to one store's jobs and their money when a store is chosen", async () => {
    const body = (await summary(`${JANUARY}&store=${encodeURIComponent('Jumeirah Store')}`)).json();
    expect(body.store).toBe('Jumeirah Store');
    expect(body.revenue).toEqual({
      online: 320,
      in_store: 240,
      fees: 60,
      total: 620,
      online_payments: 3,
      in_store_payments: 2,
    });
    expect(body.free_stringings).toEqual({ count: 0, value: 0 });
    expect(body.jobs).toMatchObject({ total: 3, stringing: 3, grip: 0, express: 0, express_share: 0 });
    expect(body.turnaround[0]).toEqual({ group: 'all', key: 'all', jobs: 3, median_hours: 24, p90_hours: 43.2 });
  });

  it('answers a period without activity with zeros and no percentiles', async () => {
    const body = (await summary('?from=2025-06-01&to=2025-06-30')).json();
    expect(body.revenue.total).toBe(0);
    expect(body.jobs).toEqual({ total: 0, stringing: 0, grip: 0, express: 0, express_share: 0, by_day: [] });
    expect(body.turnaround).toEqual([{ group: 'all', key: 'all', jobs: 0, median_hours: null, p90_hours: null }]);
    expect(body.top_strings).toEqual({ by_jobs: [], by_metres: [] });
    expect(body.tickets).toEqual({ opened: 0, resolved: 0, median_first_response_hours: null });
  });

  it('refuses without a session (401), to staff (403) and bad periods (400) with a message, changing nothing', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n;
    const before = await count();
    expect((await summary(JANUARY, {})).statusCode).toBe(401);
    expect((await summary(JANUARY, { authorization: 'Bearer forged' })).statusCode).toBe(401);
    const staff = await summary(JANUARY, as.staff);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('You are not eligible to access it.');
    const cases: [string, Record<string, string>][] = [
      ['?from=2026-02-30&to=2026-03-01', { from: REPORT_MESSAGES.fromInvalid }],
      ['?from=2026-01-01&to=31/01/2026', { to: REPORT_MESSAGES.toInvalid }],
      ['?to=2026-01-31', { from: REPORT_MESSAGES.fromInvalid }],
      ['?from=2026-02-01&to=2026-01-31', { to: REPORT_MESSAGES.rangeReversed }],
      ['?from=2025-01-01&to=2026-01-02', { to: REPORT_MESSAGES.rangeTooLong }],
      [`${JANUARY}&store=Mall`, { store: REPORT_MESSAGES.storeInvalid }],
    ];
    for (const [query, fields] of cases) {
      const res = await summary(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toEqual(fields);
    }
    // 366 days (a leap year's worth) is allowed.
    expect((await summary(`?from=2025-01-01&to=${addDays('2025-01-01', 365)}`)).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe(`the summary's statement (${engine})`, () => {
  it('is prepared once per PostgreSQL connection, by its text, and answers as before (unnamed on PGlite)', async () => {
    const january = { from: '2026-01-01', to: '2026-01-31' };
    const { names, answers } = await t.ctx.db.transaction(async (tx) => {
      const answers = [
        await getReportSummary(tx, january, { today: '2026-02-10' }),
        await getReportSummary(tx, january, { today: '2026-02-10' }),
        await getReportSummary(tx, { from: '2026-02-01', to: '2026-02-28' }, { today: '2026-02-10' }),
        await getReportSummary(tx, { ...january, store: 'Marina Store' }, { today: '2026-02-10' }),
      ];
      const prepared = await tx.execute(sql`SELECT name FROM pg_prepared_statements WHERE name LIKE 'q\\_%'`);
      return { names: rowsOf<{ name: string }>(prepared).map((row) => row.name), answers };
    });
    // One text for every period of all stores, another for one store's.
    expect(names).toHaveLength(engine === 'postgres' ? 2 : 0);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.revenue.total).toBe(945);
    expect(answers[2]!.from).toBe('2026-02-01');
    expect(answers[3]!.store).toBe('Marina Store');
  });
});
