import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfText } from '../../apps/server/test/invoices/pdf-text';
import { DEMO, DEMO_PASSWORD, PHONE, DESKTOP, useShop, type RunningServer } from '../harness';
import { documentLanguage, loginInArabic, switchLanguageOnPublicPage } from '../language';
import { lookAtBothWidths } from '../axe';
import { ar } from '../arabic';
import { demoCustomers, type StaffApi } from '../staff-api';
import { chooseOption } from '../choose-option';

/**
 * The counter's main flows in Arabic (issue 16), as one staff member at the counter does them: find a
 * customer by phone, book a stringing paid in store, move it on the bench, open the job, take the payment
 * and download the booking's tax invoice (bilingual). Every screen is looked at right to left at desktop
 * and phone width: screenshots, nothing wider than the phone, and an axe audit with no serious violation of
 * the states only these clicks reach (the booking's steps, its success page, the in-store payment dialog;
 * the screens an address opens are audited in arabic-screens.test.ts: docs/decisions/ci-speed.md, "Which test
 * audits what"). The accessible names come from the app's own Arabic catalogue (e2e/arabic.ts).
 */
const shop = useShop({ viewport: DESKTOP, api: DEMO.staff });
const RACKET = 'Babolat Pure Aero 98 e2e';
let server: RunningServer;
let page: Page;
let api: StaffApi;
let bookingId: number;
/** A demo customer with no racket bought here (the first five have some): the counter books a paid restring. */
let customer: { id: number; name: string; phone: string };

beforeAll(async () => {
  ({ server, page, api } = shop);
  customer = (await demoCustomers(api))[6]!;
});

/**
 * Screenshots the current screen at both widths and checks it fits a phone (e2e/axe.ts), expecting it clean; audited
 * with axe too when `audit` (a state arabic-screens.test.ts does not show).
 */
async function look(name: string, { audit }: { audit: boolean }) {
  expect(await lookAtBothWidths(page, `arabic-${name}`, { audit })).toEqual({ violations: [], phoneOverflow: 0 });
}

describe('the main flows in Arabic', () => {
  it('signs in in Arabic and finds a customer by part of the phone number', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await switchLanguageOnPublicPage(page, 'ar');
    await loginInArabic(page, server.url, DEMO.staff, DEMO_PASSWORD);
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    await page.goto(`${server.url}/dashboard/manage-customer`);
    await page.getByRole('heading', { name: ar('customers', 'list.title') }).waitFor();
    // Part of the number as it is said: the last seven digits, "123 4567".
    await page.getByRole('textbox', { name: ar('common', 'header.search') }).fill(customer.phone.slice(-8));
    await page.getByRole('row', { name: new RegExp(customer.name) }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await look('customers-search', { audit: false });
  });

  it('books a stringing paid in store from the customer', async () => {
    await page.getByRole('button', { name: ar('bookings', 'restring.aria', { name: customer.name }) }).click();
    await page.getByRole('heading', { name: ar('bookings', 'form.title') }).waitFor();
    await page.getByText(customer.name).first().waitFor();
    await page.getByLabel(ar('bookings', 'racketName'), { exact: true }).fill(RACKET);
    await chooseOption(page, page.getByLabel(ar('bookings', 'string'), { exact: true }).first(), /Babolat RPM Blast/);
    await expect(
      page.getByRole('radio', { name: new RegExp(ar('bookings', 'type.regular')) }).isChecked(),
    ).resolves.toBe(true);
    await look('booking-form', { audit: true });
    await page.getByRole('button', { name: ar('bookings', 'next'), exact: true }).click();

    await page.getByRole('heading', { name: ar('bookings', 'details.title') }).waitFor();
    await chooseOption(page, page.getByLabel(ar('bookings', 'store'), { exact: true }).first(), 'فرع مارينا');
    await look('booking-details', { audit: true });
    await page.getByRole('button', { name: ar('bookings', 'next'), exact: true }).click();

    await page.getByRole('heading', { name: ar('bookings', 'summary.titleString') }).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(`^${ar('bookings', 'summary.agree')}`) }).click();
    const terms = page.getByRole('dialog', { name: ar('bookings', 'terms.title') });
    await terms.getByRole('button', { name: ar('bookings', 'terms.agree'), exact: true }).click();
    await terms.waitFor({ state: 'hidden' });
    await look('booking-final', { audit: true });
    await page.getByRole('button', { name: ar('bookings', 'summary.payInStore') }).click();

    await page.waitForURL(/\/booking-success\?/);
    await page.getByRole('heading', { name: ar('payments', 'confirmed.title') }).waitFor();
    bookingId = Number(new URL(page.url()).searchParams.get('bookingIds'));
    expect(bookingId).toBeGreaterThan(0);
    await look('booking-success', { audit: true });
  });

  it('starts the job on the bench, marks it ready at phone width, and opens the job page', async () => {
    const advance = (stage: 'received' | 'in_progress' | 'ready') =>
      page.getByRole('button', {
        name: ar('jobs', 'advance.aria', { label: ar('jobs', `advance.${stage}`), id: bookingId }),
      });
    await page.goto(`${server.url}/dashboard/jobs?search=${bookingId}`);
    await page.getByRole('heading', { name: ar('jobs', 'bench.title') }).waitFor();
    await page.getByText(RACKET).first().waitFor();
    await look('bench', { audit: false });
    await advance('received').first().click();
    await advance('in_progress').first().waitFor();

    await page.setViewportSize(PHONE);
    await advance('in_progress').first().click();
    // Ready for pickup: the row's main action is now the handover, which takes the balance due with it.
    await page
      .getByRole('button', { name: ar('jobs', 'collect.aria', { id: bookingId }) })
      .first()
      .waitFor();
    await page.setViewportSize(DESKTOP);
    await expect(api<{ stage: string }>('GET', `jobs/${bookingId}`)).resolves.toMatchObject({ stage: 'ready' });

    await page.goto(`${server.url}/dashboard/jobs/${bookingId}`);
    await page.getByRole('heading', { name: ar('jobs', 'job.number', { id: bookingId }) }).waitFor();
    await page.getByText(ar('jobs', 'stage.ready')).first().waitFor();
    await look('job', { audit: false });
  });

  it('takes the payment in store and downloads the bilingual tax invoice', async () => {
    await page.goto(`${server.url}/dashboard/booking-customer`);
    await page.getByRole('heading', { name: ar('bookings', 'list.title') }).waitFor();
    await page.getByRole('textbox', { name: ar('common', 'header.search') }).fill(String(bookingId));
    const row = page.getByRole('row').filter({ hasText: RACKET });
    await row.getByRole('button', { name: ar('bookings', 'complete.action') }).click();
    const dialog = page.getByRole('dialog', { name: ar('bookings', 'instore.title') });
    await dialog.getByLabel(ar('bookings', 'instore.receipt')).fill(`R-AR-${bookingId}`);
    await look('complete-in-store', { audit: true });
    await dialog.getByRole('button', { name: ar('bookings', 'instore.submit') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(ar('bookings', 'list.completed')).waitFor();

    const invoices = await api<{ items: { invoice_number: string; customer_name: string }[] }>(
      'GET',
      `admin/invoices?pageSize=1&search=${encodeURIComponent(customer.name)}`,
    );
    const number = invoices.items[0]!.invoice_number;
    await page.goto(`${server.url}/dashboard/manage-invoices`);
    await page.getByRole('heading', { name: ar('invoices', 'list.title') }).waitFor();
    await page.getByRole('textbox', { name: ar('common', 'header.search') }).fill(number);
    await page.getByText(ar('invoices', 'list.totalMatching_one', { search: number })).waitFor();
    const download = page.getByRole('button', { name: ar('invoices', 'download.aria', { number }) }).first();
    await look('invoices', { audit: false });

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const text = await pdfText(await readFile((await file.path())!));
    // pdf.js leaves control characters between shaped Arabic glyphs; the words are there in reading order.
    const flat = text.replace(/[\s\p{Cc}]+/gu, '');
    for (const word of ['فاتورة', 'ضريبية', 'الإجمالي']) expect(flat).toContain(word);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(number);
    expect(text).toContain(customer.name);
  });
});
