import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO, DESKTOP, PHONE, useShop, type RunningServer } from '../harness';
import { screenshotBothWidths } from '../page-rest';
import { bookInStoreJob, demoCustomers, type StaffApi } from '../staff-api';

/**
 * The handover in one step (the money seam): a ready job not paid yet is collected from the bench with its payment in
 * one dialog — Collect, the receipt number, Record payment and hand over — counted by the test, at desktop and phone
 * width. The payment is taken, the booking completed and the job collected by who handed it over.
 */
const shop = useShop({ viewport: DESKTOP, loginAs: DEMO.staff, api: DEMO.staff });
let server: RunningServer;
let page: Page;
let apiCall: StaffApi;
beforeAll(() => {
  ({ server, page } = shop);
  apiCall = (method, path, body) => shop.api(method, path, body);
});

/** The most the counter may take from the bench to hand over an unpaid ready job: clicks and typed fields. */
const HANDOVER_ACTIONS = 3;

function actionCounter() {
  let actions = 0;
  return {
    async click(target: Locator) {
      actions += 1;
      await target.click();
    },
    async fill(target: Locator, text: string) {
      actions += 1;
      await target.fill(text);
    },
    get actions() {
      return actions;
    },
  };
}

type JobView = {
  stage: string;
  booking_status: string;
  amount_paid: number;
  balance_due: number;
  history: { what: string; by: string }[];
};

/** The demo customer the jobs below are booked for. */
const customer = async () => (await demoCustomers(apiCall))[2]!;

/** A pay-in-store stringing (150 AED) made ready on the bench through the API: answers its job id. */
async function readyUnpaidJob(racket: string): Promise<number> {
  const customerId = (await customer()).id;
  const jobId = await bookInStoreJob(apiCall, customerId, racket);
  await apiCall('POST', `jobs/${jobId}/stage`, { stage: 'in_progress' });
  await apiCall('POST', `jobs/${jobId}/stage`, { stage: 'ready' });
  return jobId;
}

/** From the bench's Collect to the racket handed over, every action counted. */
async function handOver(jobId: number, shot: string): Promise<number> {
  const counted = actionCounter();
  await counted.click(page.getByRole('button', { name: `Collect: job #${jobId}` }));
  const dialog = page.getByRole('dialog', { name: `Collect job #${jobId}` });
  await dialog.getByText('Balance due: 150.00 AED').waitFor();
  await expect(dialog.getByLabel('Amount (AED)').inputValue()).resolves.toBe('150');
  await counted.fill(dialog.getByLabel('Receipt Number'), `R-HAND-${jobId}`);
  await screenshotBothWidths(page, shot, DESKTOP);
  await counted.click(dialog.getByRole('button', { name: 'Record payment and hand over' }));
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('Racket handed over.').first().waitFor();
  return counted.actions;
}

describe('the handover of an unpaid ready job', () => {
  it(`takes the payment and hands the racket over from the bench in ${HANDOVER_ACTIONS} actions or fewer`, async () => {
    const jobId = await readyUnpaidJob('Head Speed handover');
    await page.goto(`${server.url}/dashboard/jobs?search=${jobId}`);
    await page.getByRole('heading', { name: 'Stringing Bench' }).waitFor();
    const actions = await handOver(jobId, 'handover-dialog');
    expect(actions).toBeLessThanOrEqual(HANDOVER_ACTIONS);

    const job = await apiCall<JobView>('GET', `jobs/${jobId}`);
    expect(job).toMatchObject({ stage: 'collected', booking_status: 'completed', amount_paid: 150, balance_due: 0 });
    expect(job.history.at(-1)!.what).toBe('Collected: racket handed over');
    expect(job.history.at(-1)!.by).not.toBe('System');
  });

  it('does the same from the bench’s card on a phone', async () => {
    const jobId = await readyUnpaidJob('Wilson Blade handover');
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/dashboard/jobs?search=${jobId}`);
    await page.getByRole('heading', { name: 'Stringing Bench' }).waitFor();
    await page.getByRole('button', { name: `Collect: job #${jobId}` }).waitFor();
    await screenshotBothWidths(page, 'handover-bench', PHONE);
    const actions = await handOver(jobId, 'handover-dialog-phone');
    expect(actions).toBeLessThanOrEqual(HANDOVER_ACTIONS);
    await expect.poll(async () => (await apiCall<JobView>('GET', `jobs/${jobId}`)).stage).toBe('collected');
    await page.setViewportSize(DESKTOP);
  });

  it("hands the racket over from the customer's page, found by name at the counter, in the same actions", async () => {
    const jobId = await readyUnpaidJob('Yonex Ezone handover');
    const { name } = await customer();
    await page.goto(`${server.url}/dashboard/manage-customer?search=${encodeURIComponent(name)}`);
    await page.getByRole('row').filter({ hasText: name }).first().getByRole('button', { name: 'View Details' }).click();
    const ready = page.getByRole('region', { name: /Ready for pickup/ });
    await ready.getByRole('link', { name: new RegExp(`#${jobId}`) }).waitFor();
    await screenshotBothWidths(page, 'handover-customer-page', DESKTOP);
    const actions = await handOver(jobId, 'handover-dialog-customer-page');
    expect(actions).toBeLessThanOrEqual(HANDOVER_ACTIONS);
    await expect.poll(async () => (await apiCall<JobView>('GET', `jobs/${jobId}`)).stage).toBe('collected');
    // Handed over, the racket leaves the customer's list of rackets ready for pickup.
    await ready.getByRole('link', { name: new RegExp(`#${jobId}`) }).waitFor({ state: 'detached' });
  });
});
