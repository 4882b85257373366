import { describe, expect, it } from 'vitest';
import { auditBothWidths } from '../axe';
import { DEMO, DESKTOP, useShop } from '../harness';
import { screenshotBothWidths } from '../page-rest';

/**
 * Restring reminders in the browser (issue 15 §3): the due list of the demo data, one reminder sent
 * with one click and found in the mailbox in full, and its unsubscribe link's public page; desktop
 * and phone screenshots, and axe audits of the unsubscribe page and the interval dialog, which only these steps
 * reach (the reminders list is audited in accessibility.test.ts and arabic-screens.test.ts).
 */
const shop = useShop({ loginAs: DEMO.staff, viewport: DESKTOP });

describe('restring reminders', () => {
  it('sends a due reminder, finds it in the mailbox, and unsubscribes through its link', async () => {
    const { page, server } = shop;
    await page.goto(`${server.url}/dashboard/reminders`);
    await page.getByRole('heading', { name: 'Reminders' }).waitFor();
    await page.locator('label', { hasText: 'Due now' }).click();
    const row = page.locator('tr[data-racket-id]').first();
    await row.waitFor();
    await screenshotBothWidths(page, 'reminders-due-now', DESKTOP);

    const customer = (await row.locator('td').nth(1).textContent())!.trim();
    await row.getByRole('button', { name: 'Send email' }).click();
    await page.getByText('Sent: 1. Skipped: 0.').waitFor();
    await row.getByText(/^Reminded /).waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Mailbox' }).click();
    await page.waitForURL(`${server.url}/dashboard/mailbox`);
    const mail = page
      .locator('article')
      .filter({ hasText: `Hello ${customer},` })
      .first();
    await mail.waitFor();
    expect(await mail.textContent()).toMatch(/last strung with us on|آخر تركيب أوتار/);
    await mail.getByRole('link', { name: /\/unsubscribe\?token=/ }).click();
    await page.waitForURL(/\/unsubscribe\?token=/);

    await page.getByRole('button', { name: 'Stop reminders' }).waitFor();
    await screenshotBothWidths(page, 'reminders-unsubscribe', DESKTOP);
    expect(await auditBothWidths(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop reminders' }).click();
    await page.getByText('You will not receive restring reminders any more.').waitFor();
    await screenshotBothWidths(page, 'reminders-unsubscribed', DESKTOP);
  });

  it("changes a racket's reminder interval from the customer's Rackets card, with the rule of thumb", async () => {
    const { page, server } = shop;
    await page.goto(`${server.url}/dashboard/reminders`);
    await page.getByRole('heading', { name: 'Reminders' }).waitFor();
    const row = page.locator('tr[data-racket-id]').first();
    await row.waitFor();
    const customer = (await row.locator('td').nth(1).textContent())!.trim();

    await page.goto(`${server.url}/dashboard/manage-customer`);
    await page.getByRole('textbox', { name: 'Search' }).fill(customer);
    await page.getByRole('row').filter({ hasText: customer }).getByRole('button', { name: 'View Details' }).click();
    await page.waitForURL(/\/dashboard\/customer-details$/);
    await page.getByRole('heading', { name: customer }).waitFor();
    await page.getByText('Reminder every 90 days').first().waitFor();

    await page
      .getByRole('button', { name: /^Restring reminder interval of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Restring interval: / });
    await dialog.getByText('Rule of thumb: restring as many times a year as you play a week.').waitFor();
    await dialog.getByLabel('Plays a week (times)').fill('4');
    await dialog.getByRole('button', { name: 'Use the rule of thumb' }).click();
    await expect.poll(() => dialog.getByLabel('Days between restrings').inputValue()).toBe('91');
    await screenshotBothWidths(page, 'rackets-card-interval', DESKTOP);
    expect(await auditBothWidths(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Reminder every 91 days').first().waitFor();
    await screenshotBothWidths(page, 'rackets-card', DESKTOP);
  });
});
