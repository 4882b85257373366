import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { BOOKINGS_CSV_COLUMNS } from '@shop/domain/contracts/booking-filters';
import { CASH_UP_CSV_COLUMNS, type CashUp } from '@shop/domain/contracts/cash-up';
import { aed, formatAed } from '@shop/domain/money';
import { shopDate } from '@shop/domain/shop-days';
import { DEMO, DESKTOP, useShop } from '../harness';
import { lookAtBothWidths } from '../axe';
import { loaded } from '../page-rest';

/**
 * The end-of-day cash-up (issue 31) on the demo's day: reached from Reports, its figures adding up the documents it
 * lists, at desktop and phone width (screenshots, nothing wider than the phone; its axe audits are in
 * accessibility.test.ts and arabic-screens.test.ts), its CSV downloaded and added up; and View Bookings filtered by
 * days with its totals and CSV.
 */
const shop = useShop({ loginAs: DEMO.admin, viewport: DESKTOP });

const toFils = (amount: number | string) => Math.round(Number(amount) * 100);

describe('cash-up in the browser', () => {
  it("shows today's cash-up from Reports, adds up its documents, reads at both widths and downloads its CSV", async () => {
    const { page, server } = shop;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`${server.url}/dashboard/reports`);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reports/cash-up');
    await page.getByRole('link', { name: 'End-of-day cash-up' }).click();
    await page.waitForURL(/\/dashboard\/reports\/cash-up/);
    const cashUp = (await (await answered).json()) as CashUp;
    // The demo's counter payments of today are invoiced today.
    expect(cashUp.invoices.length).toBeGreaterThan(0);
    const invoices = cashUp.invoices.reduce((n, i) => n + toFils(i.amount), 0);
    const notes = cashUp.credit_notes.reduce((n, c) => n + toFils(c.amount), 0);
    expect(toFils(cashUp.net_takings)).toBe(invoices - notes);
    await page.getByTestId('cash-up-net').waitFor();
    expect(await page.getByTestId('cash-up-net').textContent()).toBe(formatAed(aed(cashUp.net_takings)));
    await loaded(page);
    const look = await lookAtBothWidths(page, 'cash-up-today', { audit: false });
    expect(look.violations).toEqual([]);
    expect(look.phoneOverflow).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cash-up-${cashUp.date}.csv`);
    const [header, ...rows] = parse(await readFile((await download.path())!, 'utf8'), { bom: true }) as string[][];
    expect(header).toEqual([...CASH_UP_CSV_COLUMNS]);
    const documents = rows.filter((r) => r[0] === 'Invoice' || r[0] === 'Credit note');
    expect(documents.reduce((n, r) => n + toFils(r[8]!), 0)).toBe(toFils(cashUp.net_takings));
  });

  it("filters View Bookings to today's bookings, shows their totals and downloads them as CSV", async () => {
    const { page, server } = shop;
    const today = shopDate();
    const answered = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/bookings' && url.searchParams.get('from') === today;
    });
    await page.goto(`${server.url}/dashboard/booking-customer?from=${today}&to=${today}`);
    const body = (await (await answered).json()) as { totals: { bookings: number } };
    await page.getByTestId('booking-totals').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bookings-${today}-to-${today}.csv`);
    const [header, ...rows] = parse(await readFile((await download.path())!, 'utf8'), { bom: true }) as string[][];
    expect(header).toEqual([...BOOKINGS_CSV_COLUMNS]);
    expect(rows).toHaveLength(body.totals.bookings);
  });
});
