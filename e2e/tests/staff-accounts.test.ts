import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, DESKTOP, login, PHONE, screenshot, useShop, type RunningServer } from '../harness';
import { loaded } from '../page-rest';
import { chooseOption } from '../choose-option';

const shop = useShop({ loginAs: DEMO.admin });
let server: RunningServer;
let page: Page;
beforeAll(() => {
  ({ server, page } = shop);
});

/** The staff demo account's row (the table at desktop width). */
const staffRow = () => page.getByRole('row').filter({ hasText: DEMO.staff });

describe('staff who leave, and the audit trail, in the browser', () => {
  it('an admin deactivates a staff account: its open session ends, it cannot log in; reactivated, it can', async () => {
    // The staff member is signed in in another browser.
    const colleague = await shop.openBrowser({ loginAs: DEMO.staff });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
    await page.waitForURL(`${server.url}/dashboard/staff`);
    await staffRow().getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: /^Deactivate / });
    await dialog.getByText(/logged out everywhere/).waitFor();
    await screenshot(page, 'staff-deactivate-dialog-desktop');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await staffRow().getByText('Deactivated').waitFor();
    await loaded(page);
    await screenshot(page, 'staff-list-desktop');

    // The colleague's next call is refused: the app sends them to the login page.
    await colleague.page.reload();
    await colleague.page.waitForURL(/\/login/);
    await colleague.page.getByLabel('Email').fill(DEMO.staff);
    await colleague.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await colleague.page.getByRole('button', { name: 'Login' }).click();
    await colleague.page.getByText('Invalid email or password.').waitFor();
    expect(colleague.page.url()).toContain('/login');

    await page.setViewportSize(PHONE);
    await loaded(page);
    await screenshot(page, 'staff-list-phone');
    await page.setViewportSize(DESKTOP);
    await staffRow().getByRole('button', { name: 'Reactivate' }).click();
    await staffRow().getByText('Active', { exact: true }).waitFor();
    await login(colleague.page, server.url, DEMO.staff);
    await colleague.close();
  });

  it('the audit trail shows the deactivation, filtered to staff accounts', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit Trail' }).click();
    await page.waitForURL(`${server.url}/dashboard/audit`);
    await chooseOption(page, page.getByLabel('What', { exact: true }).first(), 'Staff accounts');
    await page.waitForURL(/what=accounts/);
    await page.getByRole('row').filter({ hasText: 'accounts.deactivate' }).first().waitFor();
    await page.getByRole('row').filter({ hasText: 'accounts.reactivate' }).first().waitFor();
    await loaded(page);
    await screenshot(page, 'audit-trail-desktop');
    await page.setViewportSize(PHONE);
    await loaded(page);
    await screenshot(page, 'audit-trail-phone');
    await page.setViewportSize(DESKTOP);
  });
});
