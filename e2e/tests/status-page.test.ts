import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, PHONE, screenshot, useShop, type RunningServer } from '../harness';
import { bookInStoreJob, demoCustomers, type StaffApi } from '../staff-api';

/**
 * The customer's status page, opened from the receipt's link on a phone by someone who is not signed in: the job
 * moves on the bench and the page follows; it reads in English and, switched, in Arabic.
 */
const shop = useShop({ viewport: PHONE, api: DEMO.staff });
let server: RunningServer;
let page: Page;
let apiCall: StaffApi;
beforeAll(() => {
  ({ server, page } = shop);
  apiCall = (method, path, body) => shop.api(method, path, body);
});

async function bookedJob(racket: string): Promise<number> {
  const customerId = (await demoCustomers(apiCall))[1]!.id;
  return bookInStoreJob(apiCall, customerId, racket);
}

describe("the customer's status page", () => {
  it('opens from the receipt link with no login, follows the bench, and reads in both languages', async () => {
    const jobId = await bookedJob('Yonex Vcore status');
    // The receipt prints the job's status link (the same link every time): its address is the one staff copy.
    const { status_url } = await apiCall<{ status_url: string }>('POST', `jobs/${jobId}/status-link`);
    const address = `${server.url}/status/${status_url.split('/status/')[1]}`;

    await page.goto(address);
    await page.getByRole('heading', { name: /here is your racket/ }).waitFor();
    await page.getByText('Received at the shop').first().waitFor();
    await page.getByText('To pay at pickup: 150.00 AED').waitFor();
    await screenshot(page, 'status-page-received-phone');

    await apiCall('POST', `jobs/${jobId}/stage`, { stage: 'in_progress' });
    await apiCall('POST', `jobs/${jobId}/stage`, { stage: 'ready' });
    await page.reload();
    await page.getByText(/Your racket is ready\. Collect it at Marina Store\./).waitFor();
    await screenshot(page, 'status-page-ready-phone');

    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByText('جاهز للتسليم').first().waitFor();
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await screenshot(page, 'status-page-ready-phone-ar');
    // Switched back for the other tests of the run (the choice is kept in this browser).
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText('Ready for pickup').first().waitFor();
  });

  it('says a revoked link no longer works', async () => {
    const jobId = await bookedJob('Head Radical status');
    const { status_url } = await apiCall<{ status_url: string }>('POST', `jobs/${jobId}/status-link`);
    await apiCall('POST', `jobs/${jobId}/status-link/revoke`);
    await page.goto(`${server.url}/status/${status_url.split('/status/')[1]}`);
    await page.getByRole('alert').getByText('This status link is not valid any more.', { exact: false }).waitFor();
  });
});
