import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, PHONE, useShop } from '../harness';
import { demoCustomers, type StaffApi } from '../staff-api';
import { auditBothWidths } from '../axe';
import { controlsOutsideTheirCard, screenshotBothWidths, settled } from '../page-rest';
import { addDays, shopDate } from '@shop/domain/shop-days';

/**
 * String stock in the browser (issue 15 §2): an admin receives a reel, a job starts, and the stock
 * falls and its status changes on /dashboard/stock; the ledger says who and when. Screenshots at
 * desktop and phone width, and an axe audit of the ledger at both (the page itself is audited in
 * accessibility.test.ts and arabic-screens.test.ts).
 */
const shop = useShop({ viewport: DESKTOP, loginAs: DEMO.admin, api: DEMO.admin });
let page: Page;
let apiCall: StaffApi;
beforeAll(() => {
  ({ page, api: apiCall } = shop);
});

const GUT = 'Babolat Touch VS Natural Gut 1.30';
const row = () => page.locator('tr[data-string-id="11"]');

describe('string stock in the browser', () => {
  it('receives a reel, sees a started job draw on it and the status fall to low, with the ledger; sets the threshold', async () => {
    await page.goto(`${shop.server.url}/dashboard/stock`);
    await page.getByRole('heading', { name: 'String Stock' }).waitFor();
    const before = (await apiCall<{ string_id: number; metres: number }[]>('GET', 'stock')).find(
      (s) => s.string_id === 11,
    )!.metres;
    await row().getByText('Low Stock').waitFor();
    await screenshotBothWidths(page, 'stock-low', DESKTOP);

    // Receive a reel (200 m): the row shows the new stock, in stock.
    await page.getByRole('button', { name: `Receive ${GUT}` }).click();
    const dialog = page.getByRole('dialog', { name: `Receive string: ${GUT}` });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Metres received').inputValue()).resolves.toBe('200 m');
    await screenshotBothWidths(page, 'stock-receive', DESKTOP);
    await dialog.getByRole('button', { name: 'Add to stock' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row()
      .getByText(`${(before + 200).toFixed(2)} m`)
      .waitFor();
    await row().getByText('In Stock').waitFor();
    // The app-wide notification is dismissed, as staff would (the ledger's audit below is of the page without it).
    await page.locator('.mantine-Notification-root').getByRole('button').click();
    await page.locator('.mantine-Notification-root').waitFor({ state: 'detached' });

    // A count brings it to 30 m (just above the 24 m threshold); then a job starts on it.
    await page.getByRole('button', { name: `Adjust ${GUT}` }).click();
    const adjust = page.getByRole('dialog', { name: `Adjust the count: ${GUT}` });
    await adjust.getByLabel('Change in metres').fill(String(30 - (before + 200)));
    await adjust.getByLabel('Reason').fill('Counted the shelf');
    await adjust.getByRole('button', { name: 'Save adjustment' }).click();
    await adjust.waitFor({ state: 'hidden' });
    await row().getByText('30.00 m').waitFor();

    const customerId = (await demoCustomers(apiCall))[0]!.id;
    // Tomorrow in Dubai: today, read here, is in the past for a server reading its clock after 20:00 UTC.
    const tomorrow = addDays(shopDate(), 1);
    const cart = `TXN${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const booked = await apiCall<{ data: { bookings: { booking_id: number }[] } }>(
      'POST',
      'store-payment/confirm-instore-payment',
      {
        recaptchaToken: '',
        bookings: [
          {
            bigcommerce_customer_id: customerId,
            service_kind: 'string',
            string_id: 11,
            booking_date: tomorrow,
            pickup_option: 'in-store',
            instore_location: 'Marina Store',
            racket_name: 'Wilson Pro Staff e2e',
            total_cost: 225,
            cart_id: cart,
          },
        ],
      },
    );
    const jobId = booked.data.bookings[0]!.booking_id;
    await page.goto(`${shop.server.url}/dashboard/jobs/${jobId}`);
    await page.getByRole('heading', { name: `Job #${jobId}` }).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Mark ready' }).first().waitFor();

    // Back on the stock: 11 m gone (a 16x19 job), low now; the ledger names the job, who and when.
    await page.goto(`${shop.server.url}/dashboard/stock`);
    await row().getByText('19.00 m').waitFor();
    await row().getByText('Low Stock').waitFor();
    await page.getByRole('button', { name: `Ledger of ${GUT}` }).click();
    const ledger = page.getByRole('dialog', { name: `Ledger: ${GUT}` });
    await ledger.getByText(`Job #${jobId}`).first().waitFor();
    await ledger.getByText('Used by a job').first().waitFor();
    await ledger.getByText('Counted the shelf').first().waitFor();
    await screenshotBothWidths(page, 'stock-ledger', DESKTOP);
    expect(await auditBothWidths(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await ledger.waitFor({ state: 'hidden' });
    await page.setViewportSize(PHONE);
    // On a phone each string is a card, its buttons inside it (once the table has turned into cards).
    await settled(page);
    expect(await controlsOutsideTheirCard(page)).toEqual([]);
    await screenshotBothWidths(page, 'stock-after-job', DESKTOP);

    // The admins were told once (notifications page content comes from the server).
    const notices = await apiCall<{ title: string; message: string }[]>('GET', 'notifications/staff');
    expect(notices.filter((n) => n.message.startsWith(GUT))).toHaveLength(1);

    // An admin lowers the threshold to 15 m: the 19 m left are in stock again.
    await page.getByRole('button', { name: `Change the threshold of ${GUT}` }).click();
    const threshold = page.getByRole('dialog', { name: `Low-stock threshold: ${GUT}` });
    await threshold.getByLabel('Low below (metres)').fill('15');
    await screenshotBothWidths(page, 'stock-threshold', DESKTOP);
    await threshold.getByRole('button', { name: 'Save threshold' }).click();
    await threshold.waitFor({ state: 'hidden' });
    await row().getByText('15.00 m').waitFor();
    await row().getByText('In Stock').waitFor();
  });
});
