import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { JOBS_CSV_COLUMNS } from '@shop/domain/contracts/reports';
import { periodRange, shopDate } from '@shop/domain/shop-days';
import { DEMO, DESKTOP, screenshot, useShop } from '../harness';
import { screenshotBothWidths, settled } from '../page-rest';

/**
 * The owner's reports (issue 15) on a month of demo data: figures, charts that read well at desktop and phone
 * width (screenshots, nothing wider than the phone), and the jobs CSV downloaded and parsed. The page's axe audits
 * are in accessibility.test.ts and arabic-screens.test.ts.
 */
const shop = useShop({ loginAs: DEMO.admin, viewport: DESKTOP });

describe('reports in the browser', () => {
  it("shows last month's figures and charts, fits a phone and downloads the jobs CSV", async () => {
    const { page, server } = shop;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`${server.url}/dashboard/reports`);
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByTestId('revenue-total').waitFor();

    // The page names last month from the day it reads the clock on when clicked: the test's day then, or the next
    // for a run crossing the shop's midnight (20:00 UTC) meanwhile, which moves "last month" on the 1st.
    const clickedOn = shopDate();
    const lastMonth = () => [clickedOn, shopDate()].map((day) => periodRange('last-month', day));
    const answered = page.waitForResponse((r) => {
      const query = new URL(r.url()).searchParams;
      return (
        r.url().includes('/api/reports/summary') &&
        lastMonth().some((p) => p.from === query.get('from') && p.to === query.get('to'))
      );
    });
    await page.getByText('Last month', { exact: true }).click();
    const summary = (await (await answered).json()) as { jobs: { total: number }; revenue: { total: number } };
    const chosen = new URL((await answered).url()).searchParams;
    const [from, to] = [chosen.get('from'), chosen.get('to')];
    // The demo's history makes the month alive: dozens of jobs and money taken.
    expect(summary.jobs.total).toBeGreaterThan(50);
    expect(summary.revenue.total).toBeGreaterThan(1000);
    await page.getByRole('cell', { name: 'All jobs' }).waitFor();
    // The jobs-per-day bars, the revenue donut and the strings bars are drawn.
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await page.locator('.recharts-pie-sector').count()).toBeGreaterThan(0);
    await screenshotBothWidths(page, 'reports-last-month', DESKTOP);

    // On a 375 px phone nothing pushes the page sideways: every table and chart fits its card (or scrolls in it).
    await page.setViewportSize({ width: 375, height: 812 });
    await settled(page);
    await screenshot(page, 'reports-last-month-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The tables fit their cards: nothing to scroll sideways, the last columns whole on screen.
    const tables = page.getByRole('region', { name: /^(Turnaround, received to ready|Top strings)$/ });
    expect(await tables.count()).toBe(2);
    for (const region of await tables.all())
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (const name of ['90th percentile', 'Metres']) {
      const box = (await page.getByRole('columnheader', { name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(375);
    }
    await page.setViewportSize(DESKTOP);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download jobs CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`jobs-${from}-to-${to}.csv`);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...JOBS_CSV_COLUMNS]);
    // Canceled jobs are listed too (with their status and refund); the others are the figures' jobs.
    const stage = rows[0]!.indexOf('Stage');
    expect(rows.slice(1).filter((r) => r[stage] !== 'Canceled').length).toBe(summary.jobs.total);
  });
});
