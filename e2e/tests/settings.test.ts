import { describe, expect, it } from 'vitest';
import { DEMO, PHONE, screenshot, useShop } from '../harness';
import { serversOnPostgres } from '../server';

const shop = useShop({ loginAs: DEMO.superadmin });

describe('settings screen', () => {
  it('lets a superadmin check the store connection and choose whether prices include VAT (desktop)', async () => {
    const { page, server } = shop;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${server.url}/settings`);
    const connection = page.getByRole('region', { name: 'Store connection' });
    await connection.getByText('Connected', { exact: true }).waitFor();
    await connection.getByText('Local store (built in)').waitFor();
    await connection.getByRole('button', { name: 'Check again' }).click();
    await connection.getByText('Connected', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Services in use' }).getByText('Sandbox (no real money)').waitFor();

    const toggle = page.getByRole('switch', { name: /Catalogue prices include VAT/ });
    expect(await toggle.isChecked()).toBe(true);
    await page.getByText(/The default: the store does not say/).waitFor();
    await toggle.click({ force: true });
    await page.getByText('Setting saved.').waitFor();
    await page.getByText(/add 5% VAT on top of store prices/).waitFor();
    await page.getByText(/Chosen on this screen/).waitFor();
    await page.reload();
    expect(await page.getByRole('switch', { name: /Catalogue prices include VAT/ }).isChecked()).toBe(false);
    await page.getByText(/Chosen on this screen/).waitFor();
    await screenshot(page, 'settings-superadmin-desktop');

    // Backups: none yet on this server, then one made now through the running embedded database.
    const backups = page.getByRole('region', { name: 'Backups' });
    await backups.getByText('No backup made yet.').waitFor();
    await backups.getByText(/Daily backups are off \(BACKUP_HOUR=off\)/).waitFor();
    await backups.getByRole('button', { name: 'Back up now' }).click();
    await backups.getByText('Succeeded', { exact: true }).waitFor();
    const engine = serversOnPostgres() ? 'PostgreSQL' : 'Embedded database';
    await backups.getByText(new RegExp(`${engine} · Asked for · [\\d.]+ KB`)).waitFor();
    await backups.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-backups-desktop');

    // The demo store's partly refunded order: its credit note is listed with the invoices and downloads.
    await page.goto(`${server.url}/dashboard/bigcommerce-invoices`);
    await page.getByPlaceholder('Search store invoices by number, customer or order').fill('SCN');
    // The search narrows the list to credit notes: no invoice (View) is left.
    await page
      .getByRole('link', { name: /^View SI-/ })
      .first()
      .waitFor({ state: 'detached' });
    const download = page.getByRole('button', { name: /^Download SCN-\d+$/ }).first();
    await download.waitFor();
    await page.getByText('Credit note', { exact: true }).first().waitFor();
    await screenshot(page, 'store-invoices-credit-note-desktop');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^store-credit-note-SCN-\d+\.pdf$/);
  });

  it('shows an admin the settings read-only at phone width, and keeps staff out', async () => {
    const { server } = shop;
    const phone = await shop.openBrowser({ viewport: PHONE, loginAs: DEMO.admin });
    try {
      await phone.page.goto(`${server.url}/settings`);
      await phone.page
        .getByRole('region', { name: 'Store connection' })
        .getByText('Connected', { exact: true })
        .waitFor();
      const toggle = phone.page.getByRole('switch', { name: /Catalogue prices include VAT/ });
      await toggle.waitFor({ state: 'attached' });
      expect(await toggle.isDisabled()).toBe(true);
      await phone.page.getByText('Only a super admin can change this.', { exact: true }).first().waitFor();
      await screenshot(phone.page, 'settings-admin-phone');
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await phone.close();
    }
    const staff = await shop.openBrowser({ loginAs: DEMO.staff });
    try {
      expect(
        await staff.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).count(),
      ).toBe(0);
      await staff.page.goto(`${server.url}/settings`);
      await staff.page.getByText('You are not eligible to access it.').waitFor();
    } finally {
      await staff.close();
    }
  });
});
