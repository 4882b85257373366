import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, PHONE, screenshot, useShop, type RunningServer } from '../harness';
import { readReceiptLink } from '../receipt-link';
import { bookInStoreJob, demoCustomers, signInFiles, type StaffApi, type StaffFiles } from '../staff-api';

/**
 * The customer's status page, opened from the receipt's link on a phone by someone who is not signed in: the job
 * moves on the bench and the page follows; it reads in English and, switched, in Arabic.
 */
const shop = useShop({ viewport: PHONE, api: DEMO.staff });
let server: RunningServer;
let page: Page;
let apiCall: StaffApi;
let download: StaffFiles;
beforeAll(async () => {
  ({ server, page } = shop);
  apiCall = (method, path, body) => shop.api(method, path, body);
  download = await signInFiles(server.url, DEMO.staff);
});

async function bookedJob(racket: string, customer = 1): Promise<number> {
  const customerId = (await demoCustomers(apiCall))[customer]!.id;
  return bookInStoreJob(apiCall, customerId, racket);
}

/**
 * The status link read off the job's 80 mm receipt as staff print it: the PDF's link annotation (what a phone's PDF
 * viewer opens), which is also the address printed under the QR code.
 */
async function linkOnReceipt(jobId: number): Promise<string> {
  const { annotations, printed } = await readReceiptLink(await download(`jobs/${jobId}/receipt.pdf?layout=80mm`));
  expect(printed).toMatch(new RegExp(`^${server.url}/status/[A-Za-z0-9_-]{43}$`));
  expect(new Set(annotations)).toEqual(new Set([printed]));
  return printed!;
}

describe("the customer's status page", () => {
  it('opens from the receipt link with no login, follows the bench, and reads in both languages', async () => {
    const jobId = await bookedJob('Yonex Vcore status');
    // The address is read off the receipt the customer takes home (the same link every time, the one staff copy).
    const address = await linkOnReceipt(jobId);
    const { status_url } = await apiCall<{ status_url: string }>('POST', `jobs/${jobId}/status-link`);
    expect(status_url).toBe(address);

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

  it('opens in Arabic, on a phone that never chose a language, from the receipt of a customer who reads Arabic', async () => {
    const customerId = (await demoCustomers(apiCall))[2]!.id;
    await apiCall('PUT', `customers/${customerId}/language`, { language: 'ar' });
    const jobId = await bookedJob('Babolat Pure Drive status', 2);
    const address = await linkOnReceipt(jobId);
    // A fresh browser profile: no language stored, so the page takes the customer's language from the shop.
    const phone = await shop.openBrowser({ viewport: PHONE });
    await phone.page.goto(address);
    await phone.page.getByText('وصل إلى المحل').first().waitFor();
    await expect(phone.page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await expect(phone.page.locator('html').getAttribute('lang')).resolves.toBe('ar');
    await screenshot(phone.page, 'status-page-received-phone-ar-customer');
    await phone.close();
  });

  it('says a revoked link no longer works', async () => {
    const jobId = await bookedJob('Head Radical status');
    const { status_url } = await apiCall<{ status_url: string }>('POST', `jobs/${jobId}/status-link`);
    await apiCall('POST', `jobs/${jobId}/status-link/revoke`);
    await page.goto(`${server.url}/status/${status_url.split('/status/')[1]}`);
    await page.getByRole('alert').getByText('This status link is not valid any more.', { exact: false }).waitFor();
  });
});
