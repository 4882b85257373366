import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { JOBS_CSV_COLUMNS, REPORT_MESSAGES } from '@shop/domain/contracts/reports';
import { engine } from '../helpers/app';
import { signedInByRole, testAppForFile } from '../helpers/per-file';
import { buildMonth, JANUARY, TRICKY_NAME } from './month';

const t = testAppForFile();
const as = signedInByRole(t);
beforeAll(() => buildMonth(t));

const csv = (query: string, headers: Record<string, string> = as.admin) =>
  t.app.inject({ method: 'GET', url: `/api/reports/jobs.csv${query}`, headers });

describe(`GET /api/reports/jobs.csv (${engine})`, () => {
  it("downloads the period's jobs as RFC 4180 CSV in UTF-8 with a byte order mark, read back row by row", async () => {
    const res = await csv(JANUARY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="jobs-2026-01-01-to-2026-01-31.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain('\r\n');
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...JOBS_CSV_COLUMNS]);
    const jobs = rows.slice(1);
    // The eight January jobs, oldest first, the canceled one included; not December's nor February's.
    expect(jobs.map((r) => r[1])).toEqual([
      '2026-01-05 09:00',
      '2026-01-10 11:00',
      '2026-01-12 11:00',
      '2026-01-14 13:00',
      '2026-01-20 10:00',
      '2026-01-25 14:00',
      '2026-01-30 10:00',
      '2026-01-31 23:00',
    ]);
    const last = jobs[7]!;
    expect(last.slice(2)).toEqual([
      'Marina Store',
      'Stringing',
      'Express',
      'Item 107',
      TRICKY_NAME,
      'Received',
      '',
      '',
      '210.00',
      'No',
      'In Progress',
      '0.00',
      '',
    ]);
    // Paid, then canceled and its 165.00 refunded: listed with its status and refund.
    expect(jobs[1]!.slice(2, 15)).toEqual([
      'Jumeirah Store',
      'Stringing',
      'Regular',
      'Item 4',
      'Month Customer',
      'Canceled',
      '',
      '',
      '165.00',
      'No',
      'Canceled',
      '165.00',
      'refunded',
    ]);
    // The job moved back after its first ready: 6 hours, ready at 17:00 Dubai; 25.00 of a change refunded.
    expect(jobs[2]!.slice(7, 15)).toEqual([
      'Ready for pickup',
      '2026-01-12 17:00',
      '6',
      '170.00',
      'No',
      'In Progress',
      '25.00',
      'refunded',
    ]);
    expect(jobs[3]!.slice(9, 12)).toEqual(['24', '45.00', 'Yes']);
  });

  it('keeps to one store and names the file after it', async () => {
    const res = await csv(`${JANUARY}&store=${encodeURIComponent('Bluewaters Store')}`);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="jobs-2026-01-01-to-2026-01-31-bluewaters-store.csv"',
    );
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows.slice(1).map((r) => [r[2], r[3]])).toEqual([
      ['Bluewaters Store', 'Grip'],
      ['Bluewaters Store', 'Grip'],
    ]);
  });

  it('refuses without a session (401), to staff (403) and a bad period (400)', async () => {
    expect((await csv(JANUARY, {})).statusCode).toBe(401);
    expect((await csv(JANUARY, as.staff)).statusCode).toBe(403);
    const res = await csv('?from=2026-01-31&to=2026-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ to: REPORT_MESSAGES.rangeReversed });
  });
});
