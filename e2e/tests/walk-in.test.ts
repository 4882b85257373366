import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, useShop, type RunningServer } from '../harness';
import { screenshotBothWidths } from '../page-rest';

/** A walk-in at the counter: not found, added from the empty search, then booked. */
const shop = useShop({ viewport: DESKTOP, loginAs: DEMO.staff });
let server: RunningServer;
let page: Page;
beforeAll(() => {
  ({ server, page } = shop);
});

describe('a walk-in customer in the browser', () => {
  it('searches a name that is not there, adds the customer from the empty result and starts a booking', async () => {
    await page.goto(`${server.url}/dashboard/manage-customer`);
    await page.getByRole('heading', { name: 'Manage Customers' }).waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('Zainab Qasimi');
    const empty = page.getByText('No customers found');
    await empty.waitFor();
    await page.locator('div', { has: empty }).getByRole('button', { name: 'Add customer' }).last().click();

    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('First name').inputValue()).resolves.toBe('Zainab');
    await expect(dialog.getByLabel('Last name').inputValue()).resolves.toBe('Qasimi');
    await dialog.getByLabel('Mobile').fill('055 731 9024');
    await screenshotBothWidths(page, 'walk-in-add-customer', DESKTOP);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/customers') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    expect((await created).status()).toBe(201);

    await page.waitForURL(/\/dashboard\/customer-details$/);
    await page.getByRole('heading', { name: 'Zainab Qasimi' }).waitFor();
    await page.getByText('+971 55 731 9024').waitFor();
    await page.getByText('No email').waitFor();
    await expect(page.getByRole('link', { name: 'WhatsApp Zainab Qasimi' }).getAttribute('href')).resolves.toBe(
      'https://wa.me/971557319024',
    );

    // Found again by any form of the mobile, and offered instead of a second customer.
    await page.goto(`${server.url}/dashboard/manage-customer`);
    await page.getByRole('button', { name: 'Add customer' }).first().click();
    await dialog.getByLabel('First name').fill('Z');
    await dialog.getByLabel('Last name').fill('Q');
    await dialog.getByLabel('Mobile').fill('+971557319024');
    await dialog.getByRole('button', { name: 'Add customer' }).click();
    await dialog.getByText('This phone belongs to Zainab Qasimi.').waitFor();
    await dialog.getByRole('button', { name: 'Open Zainab Qasimi page' }).click();
    await page.waitForURL(/\/dashboard\/customer-details$/);
    await page.getByRole('heading', { name: 'Zainab Qasimi' }).waitFor();

    await page.getByRole('button', { name: 'Service Details' }).click();
    await page.waitForURL(/\/dashboard\/our-services\/\d+$/);
    await page.getByRole('button', { name: 'Book Stringing' }).click();
    await page.getByRole('heading', { name: 'Stringing Service' }).waitFor();
    await page.getByRole('button', { name: 'Book Paid Stringing' }).click();
    await page.getByRole('heading', { name: 'Booking Form' }).waitFor();
    await page.getByText('Zainab Qasimi').first().waitFor();
  });
});
