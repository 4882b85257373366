import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../harness';
import { bookingSteps, useBookingsShop, type BookingCustomer } from '../bookings-steps';
import { chooseOption } from '../choose-option';

/**
 * The stringing job end to end (issue 14): from a customer, add a racket, book it with a hybrid spec,
 * check it in with a cracked frame, print its tag, work it on the bench, see the ready message, and
 * hand it over — with screenshots at desktop and phone width and axe audits of the bench and the job.
 */
const shop = useBookingsShop();
const { apiCall, shoot, customerRow } = bookingSteps(shop);
let server: RunningServer;
let page: Page;
let customer: BookingCustomer;
beforeAll(() => {
  ({ server, page, customer } = shop);
});

type JobView = { stage: string; spec: { hybrid: boolean; mains: { tension_text: string } } | null; warnings: string[] };

describe('the stringing job in the browser', () => {
  it('adds a racket, books a hybrid spec, checks in a cracked frame, prints the tag, works the bench and hands it over', async () => {
    await apiCall('PUT', 'admin/profile', { default_store: 'Marina Store' });
    // From the customer: Restring on the search result opens the counter's booking form.
    await (await customerRow()).getByRole('button', { name: /^Restring/ }).click();
    await page.getByRole('heading', { name: 'Booking Form' }).waitFor();

    // Add a racket: it is saved at once and picked.
    await page.getByRole('button', { name: 'Add a racket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a racket' });
    await dialog.waitFor();
    await dialog.getByLabel(/^Brand/).fill('Yonex');
    await dialog.getByLabel(/^Model/).fill('EZONE 100 e2e');
    await dialog.getByLabel(/^String pattern/).fill('16x19');
    await dialog.getByLabel('Nickname').fill('Match racket');
    await dialog.getByRole('button', { name: 'Add racket' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'String spec' }).waitFor();

    // A hybrid: RPM Blast mains at 23.5 kg, the customer's own crosses at 52 lb. The spec's strings are the line's
    // one string choice (no second picker): the hybrid is priced at its dearer side.
    await expect(page.getByPlaceholder('Choose a string').count()).resolves.toBe(0);
    const mains = page.getByLabel(/^Mains string( \*)?$/).first();
    await chooseOption(page, mains, 'Babolat RPM Blast 1.25', { search: 'RPM Blast' });
    await expect.poll(() => mains.inputValue()).toBe('Babolat RPM Blast 1.25');
    await page
      .getByLabel(/^Mains tension( \*)?$/)
      .first()
      .fill('23.5');
    await page.getByLabel('Same as mains').uncheck();
    await page.getByLabel('Crosses string source').getByText('Customer’s own').click();
    await page
      .getByLabel(/^Crosses string( \*)?$/)
      .first()
      .fill('Natural gut 1.30');
    // The unit first: switching it converts the number in the box (23.5 kg would become 52 lb).
    await page.getByLabel('Crosses tension unit').getByText('lb', { exact: true }).click();
    await page
      .getByLabel(/^Crosses tension( \*)?$/)
      .first()
      .fill('52');
    await page.getByText('Hybrid: priced at its dearer string, Babolat RPM Blast 1.25.').waitFor();
    await page.getByText('Hybrid', { exact: true }).first().waitFor();
    await shoot('job-booking-spec');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    await page.getByTestId('spec-line').filter({ visible: true, hasText: '(hybrid)' }).first().waitFor();
    await page.getByRole('checkbox', { name: /I agree to the/ }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.getByRole('button', { name: 'I Agree' }).click();
    await terms.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Pay in Store' }).click();
    await page.waitForURL(/\/booking-success\?/);

    const rackets = await apiCall<{ racket_id: number; model: string; last_spec: JobView['spec'] }[]>(
      'GET',
      `customers/${customer.id}/rackets`,
    );
    const racket = rackets.find((r) => r.model === 'EZONE 100 e2e')!;
    expect(racket.last_spec).toMatchObject({ hybrid: true, mains: { tension_text: '23.5 kg (51.8 lb)' } });
    const bench = await apiCall<{ items: { job_id: number; racket: string }[] }>('GET', 'jobs?store=Marina%20Store');
    const jobId = bench.items.find((j) => j.racket === 'Yonex EZONE 100 e2e')!.job_id;

    // The job page (what the tag's QR opens): the intake finds a crack, which blocks the start.
    await page.goto(`${server.url}/dashboard/jobs/${jobId}`);
    await page.getByRole('heading', { name: `Job #${jobId}` }).waitFor();
    await page.getByText('23.5 kg (51.8 lb)').first().waitFor();
    await page.getByRole('checkbox', { name: 'Frame crack' }).check();
    await page.getByRole('button', { name: 'Save intake check' }).click();
    await page.getByText('Intake check saved.').first().waitFor();
    // The job is read again after the save: Start turns disabled when the crack arrives.
    await page.getByRole('button', { name: 'Start' }).and(page.locator('[disabled]')).waitFor();
    await page.getByRole('button', { name: 'Edit intake' }).click();
    await page.getByRole('checkbox', { name: 'Customer told and accepts the risk' }).check();
    await page.getByRole('button', { name: 'Save intake check' }).click();
    await page.getByRole('button', { name: 'Start' }).and(page.locator(':not([disabled])')).waitFor();
    await shoot('job-page-received');

    // The tag: a PDF with the job's QR (its contents are read back by the server tests), opened in a new tab where
    // the browser's viewer prints it.
    const tag = page.waitForResponse((r) => r.url().includes(`/api/jobs/${jobId}/tag.pdf`));
    const tab = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Print tag' }).click();
    await page.getByRole('menuitem', { name: 'Label (62 mm)' }).click();
    const tagResponse = await tag;
    expect(tagResponse.status()).toBe(200);
    expect(tagResponse.headers()['content-type']).toContain('application/pdf');
    const tagTab = await tab;
    await tagTab.waitForURL(/^blob:/);
    // Back at the counter's tab, as staff are after printing: a tab in the background gets one frame a second.
    await tagTab.close();
    await page.bringToFront();

    // The bench: one click starts it, one click makes it ready.
    await page.goto(`${server.url}/dashboard/jobs?store=Marina%20Store&search=${jobId}`);
    await page.getByRole('heading', { name: 'Stringing Bench' }).waitFor();
    await page.getByText('Frame crack').first().waitFor();
    // Every row says what to string: strings and both tensions, as on the tag.
    await page
      .getByText('Babolat RPM Blast 1.25 / Natural gut 1.30 (own) · 23.5 kg (51.8 lb) / 52.0 lb (23.6 kg)')
      .first()
      .waitFor();
    await shoot('job-bench');
    await page.getByRole('button', { name: 'Start' }).first().click();
    await page.getByRole('button', { name: 'Mark ready' }).first().waitFor();
    await page.getByRole('button', { name: 'Mark ready' }).first().click();
    await page
      .getByRole('button', { name: `Collect: job #${jobId}` })
      .first()
      .waitFor();
    await expect(apiCall<JobView>('GET', `jobs/${jobId}`)).resolves.toMatchObject({ stage: 'ready' });

    // Ready: the email went out once and WhatsApp offers the same text.
    await page.goto(`${server.url}/dashboard/jobs/${jobId}`);
    await page.getByRole('heading', { name: `Job #${jobId}` }).waitFor();
    const whatsapp = page.getByRole('link', { name: /Send on WhatsApp/ });
    await expect(whatsapp.getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    await shoot('job-page-ready');

    // Paid in store at the counter, then handed over: collected.
    const booking = await apiCall<{ items: { booking_id: number; amount_due: number }[] }>(
      'GET',
      `bookings?page=1&search=${jobId}`,
    );
    const due = booking.items.find((b) => b.booking_id === jobId)!.amount_due;
    await apiCall('POST', `bookings/${jobId}/complete-instore`, { receipt_number: `R-JOB-${jobId}`, amount: due });
    await page.reload();
    // Collect opens the handover dialog; paid already, it only asks to hand over.
    await page.getByRole('button', { name: `Collect: job #${jobId}` }).click();
    const handover = page.getByRole('dialog', { name: `Collect job #${jobId}` });
    await handover.getByText('Nothing is left to pay.').waitFor();
    await handover.getByRole('button', { name: 'Hand over' }).click();
    await handover.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await apiCall<JobView>('GET', `jobs/${jobId}`)).stage, { timeout: 15_000 })
      .toBe('collected');
    await page
      .getByText(/Collected/)
      .last()
      .waitFor();
    await shoot('job-page-collected');
  });
});
