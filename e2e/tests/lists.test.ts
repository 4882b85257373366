import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, PHONE, useShop, type RunningServer } from '../harness';
import { screenshotBothWidths } from '../page-rest';

const shop = useShop({ viewport: DESKTOP, loginAs: DEMO.staff });
let server: RunningServer;
let page: Page;
const query = () => new URL(page.url()).search;
const firstRowName = () => page.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();

beforeAll(() => {
  ({ server, page } = shop);
});

describe('a list keeps its search and page in the URL', () => {
  it('search, page 2, reload: the same page of the same search; back: the states before', async () => {
    await page.goto(`${server.url}/dashboard/manage-customer`);
    await page.getByText('1–10 of 320').waitFor();
    const search = page.getByRole('textbox', { name: 'Search' });

    await search.fill('al');
    await expect.poll(query).toBe('?search=al');
    await page.getByText(/^1–10 of \d+$/).waitFor();
    // The unsearched list's rows stay on screen until the search answers.
    await expect.poll(async () => (await firstRowName())?.toLowerCase()).toContain('al');
    const onPage1 = await firstRowName();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(query).toBe('?search=al&page=2');
    await page.getByText(/^11–20 of \d+$/).waitFor();
    await expect.poll(firstRowName).not.toBe(onPage1);
    const onPage2 = await firstRowName();
    await screenshotBothWidths(page, 'lists-customers-search-page-2', DESKTOP);

    await page.reload();
    await page.getByText(/^11–20 of \d+$/).waitFor();
    expect(query()).toBe('?search=al&page=2');
    expect(await search.inputValue()).toBe('al');
    expect(await firstRowName()).toBe(onPage2);

    await page.goBack();
    await expect.poll(query).toBe('?search=al');
    await page.getByText(/^1–10 of \d+$/).waitFor();
    expect(await search.inputValue()).toBe('al');

    await page.goBack();
    await expect.poll(query).toBe('');
    await page.getByText('1–10 of 320').waitFor();
    await expect.poll(() => search.inputValue()).toBe('');
  });

  it('a shared link opens the bookings list on its page; a filter is one step back; cards on a phone', async () => {
    await page.goto(`${server.url}/dashboard/booking-customer?page=2`);
    await page.getByRole('heading', { name: 'Customer Bookings' }).waitFor();
    await page.getByText(/^6–\d+ of \d+$/).waitFor();
    await screenshotBothWidths(page, 'lists-bookings-page-2', DESKTOP);

    // The segment's input sits under its label; click it as a person clicking the label does.
    await page.getByRole('radio', { name: 'Completed' }).evaluate((input: HTMLInputElement) => input.click());
    await expect.poll(query).toBe('?status=completed');
    await expect.poll(() => page.getByRole('radio', { name: 'Completed' }).isChecked()).toBe(true);
    await page.goBack();
    await expect.poll(query).toBe('?page=2');
    await page.getByText(/^6–\d+ of \d+$/).waitFor();
    expect(await page.getByRole('radio', { name: 'All' }).isChecked()).toBe(true);

    await page.setViewportSize(PHONE);
    const card = page.getByRole('article').first();
    await card.waitFor();
    for (const label of ['Customer', 'Service', 'Pickup', 'Total'])
      await card.getByText(label, { exact: true }).first().waitFor();
    await page.setViewportSize(DESKTOP);
  });
});
