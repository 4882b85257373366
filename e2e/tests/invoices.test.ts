import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aed, formatAed } from '@shop/domain/money';
import { DEMO, DEMO_PASSWORD, login, PHONE, screenshot, useShop, type RunningServer } from '../harness';
import { addDays, shopDate } from '@shop/domain/shop-days';
import { chooseOption } from '../choose-option';

const shop = useShop();
let server: RunningServer;
let page: Page;
let invoiceNumber: string;
/** How the invoice downloaded below came to exist: demo seed data, or made through the booking API. */
let invoiceSource: 'demo seed' | 'booking API flow';

beforeAll(async () => {
  ({ server, page } = shop);
  ({ invoiceNumber, source: invoiceSource } = await ensureInvoice());
});

async function call<T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function apiToken(email: string): Promise<string> {
  return (
    await call<{ token: string }>('admin/login', null, { method: 'POST', body: { email, password: DEMO_PASSWORD } })
  ).token;
}

/**
 * The newest invoice. When the demo seed has none, one is made the way the counter does it:
 * a regular stringing booked with Pay in Store, then completed with the in-store receipt.
 */
async function ensureInvoice(): Promise<{ invoiceNumber: string; source: typeof invoiceSource }> {
  const token = await apiToken(DEMO.staff);
  const list = await call<{ items: { invoice_number: string }[] }>('admin/invoices?pageSize=1', token);
  if (list.items[0]) return { invoiceNumber: list.items[0].invoice_number, source: 'demo seed' };
  const customers = await call<{ items: { id: number; name?: string; email?: string }[] }>(
    'admin/customers?pageSize=1',
    token,
  );
  const customer = customers.items[0]!;
  const catalogue = await call<{
    strings: { string_id: number; type: string; basePrice: number; stockStatus?: string }[];
  }>('catalogue', null);
  const string = catalogue.strings.find((s) => s.type === 'Regular' && s.stockStatus !== 'out_of_stock')!;
  // Tomorrow in Dubai: today, read here, is in the past for a server reading its clock after 20:00 UTC.
  const tomorrow = addDays(shopDate(), 1);
  const booked = await call<{ data: { bookings: { booking_id: number }[]; total_cost: number } }>(
    'store-payment/confirm-instore-payment',
    token,
    {
      method: 'POST',
      body: {
        bookings: [
          {
            bigcommerce_customer_id: customer.id,
            service_kind: 'string',
            string_id: string.string_id,
            grip_id: null,
            booking_date: tomorrow,
            pickup_option: 'in-store',
            instore_location: 'Jumeirah Store',
            delivery_address: null,
            racket_name: 'Babolat Pure Aero',
            total_cost: string.basePrice,
            freeService: false,
          },
        ],
        pickup_fee: 0,
      },
    },
  );
  const bookingId = booked.data.bookings[0]!.booking_id;
  const done = await call<{ data: { invoice_number: string } }>(`bookings/${bookingId}/complete-instore`, token, {
    method: 'POST',
    body: { receipt_number: 'RCPT-E2E-1', amount: booked.data.total_cost },
  });
  return { invoiceNumber: done.data.invoice_number, source: 'booking API flow' };
}

async function logout() {
  // The store-invoice editor stands outside the dashboard layout: go back to the dashboard's menu.
  if (!page.url().includes('/dashboard')) await page.goto(`${server.url}/dashboard`);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${server.url}/login`);
}

describe('invoices in the browser', () => {
  it('downloads an invoice PDF from All Invoices and shows the latest invoices on the dashboard', async () => {
    console.info(`invoice ${invoiceNumber} comes from the ${invoiceSource}`);
    await login(page, server.url, DEMO.staff);
    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Latest invoices' });
    await card.getByText(invoiceNumber, { exact: false }).waitFor();
    await card.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL(`${server.url}/dashboard/manage-invoices`);
    await page.getByRole('heading', { name: 'All Invoices' }).waitFor();
    const button = page.getByRole('button', { name: `Download PDF of invoice ${invoiceNumber}` }).first();
    await button.waitFor();
    await screenshot(page, 'invoices-all-desktop');

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('textbox', { name: 'Search' }).fill('no-such-invoice-anywhere');
    await page.getByText('No invoices found.').waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill(invoiceNumber);
    await button.waitFor();
    await logout();
  });

  it('says so when an invoice cannot be downloaded', async () => {
    await login(page, server.url, DEMO.staff);
    await page.goto(`${server.url}/dashboard/manage-invoices`);
    const button = page.getByRole('button', { name: `Download PDF of invoice ${invoiceNumber}` }).first();
    await button.waitFor();
    await page.route('**/api/invoices/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom","message":"boom"}' }),
    );
    await button.click();
    await page.getByText('Failed to download invoice.').waitFor();
    await page.unroute('**/api/invoices/**');
    await logout();
  });

  it('lets a superadmin edit a store-platform invoice and download it, with totals recomputed live and kept', async () => {
    await login(page, server.url, DEMO.superadmin);
    await page.getByRole('link', { name: 'BigCommerce Invoices' }).first().click();
    await page.waitForURL(`${server.url}/dashboard/bigcommerce-invoices`);
    const view = page.getByRole('link', { name: /^View SI-/ }).first();
    await view.waitFor();
    await screenshot(page, 'store-invoices-list-desktop');
    await view.click();
    await page.waitForURL(/\/superadmin\/bigcommerce-invoices\/\d+$/);
    const invoiceId = page.url().split('/').pop()!;
    const heading = page.getByRole('heading', { name: /^Invoice SI-/ });
    await heading.waitFor();
    const originalNumber = (await heading.textContent())!.replace('Invoice ', '');
    const total = page.getByTestId('grand-total');
    const before = await total.textContent();

    // Quantity of the first product: 1 more.
    const quantity = page.getByRole('textbox', { name: /^Quantity of / }).first();
    const oldQuantity = Number(await quantity.inputValue());
    await quantity.fill(String(oldQuantity + 1));
    await expect.poll(() => total.textContent()).not.toBe(before);

    // Adding a product needs a selection.
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Please select a product').waitFor();
    await chooseOption(page, page.getByPlaceholder('Search the store catalogue'), /Tourna Grip XL/, {
      search: 'Tourna',
    });
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Tourna Grip XL (10 pack)').first().waitFor();

    await page.getByRole('button', { name: /Add discount/ }).click();
    await page.getByRole('button', { name: /Add shipping/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /Add discount/ }).isDisabled()).toBe(true);
    const shownTotal = await total.textContent();
    await screenshot(page, 'store-invoice-edit-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save & download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^store-invoice-SI-\d+\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByText('Invoice downloaded successfully!').waitFor();
    // A changed tax invoice is a new document: the screen moves to it, and it names the one it replaces.
    await page.waitForURL(
      (url) => /\/superadmin\/bigcommerce-invoices\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${invoiceId}`),
    );
    const replacementId = page.url().split('/').pop()!;
    await page.getByText(`Replaces ${originalNumber}`, { exact: true }).waitFor();
    expect(download.suggestedFilename()).not.toBe(`store-invoice-${originalNumber}.pdf`);

    // The server's own totals agree with what the page showed, and the lines are kept.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const saved = await call<{ invoice: { total: number }; items: { kind: string; item: string; quantity: number }[] }>(
      `bcinvoices/${replacementId}`,
      token,
    );
    expect(shownTotal).toBe(formatAed(aed(saved.invoice.total)));
    expect(saved.items.map((i) => i.kind)).toEqual(expect.arrayContaining(['discount', 'shipping']));
    expect(saved.items.some((i) => i.item === 'Tourna Grip XL (10 pack)')).toBe(true);
    expect(saved.items[0]!.quantity).toBe(oldQuantity + 1);
    await page.reload();
    await page.getByRole('heading', { name: /^Invoice SI-/ }).waitFor();
    expect(await total.textContent()).toBe(shownTotal);
  });

  it('says so when the regenerated invoice cannot be downloaded', async () => {
    await page.route('**/api/invoices-edit/**', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"down","message":"down"}' }),
    );
    await page.getByRole('button', { name: 'Save & download PDF' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to regenerate or download invoice.' });
    await failure.waitFor();
    await page.unroute('**/api/invoices-edit/**');
    // The notification's close button has a name, and closing it leaves the page as it was.
    await failure.getByRole('button', { name: 'Close' }).click();
    await failure.waitFor({ state: 'detached' });
    // The editor stands outside the dashboard layout; its own header leads back to the list.
    await page.getByRole('link', { name: 'Back to BigCommerce Invoices' }).click();
    await page.waitForURL(`${server.url}/dashboard/bigcommerce-invoices`);
    await page
      .getByRole('link', { name: /^View SI-/ })
      .first()
      .waitFor();
    await page.goto(`${server.url}/dashboard`);
    await logout();
  });

  it('tells staff they are not eligible for store-platform invoices', async () => {
    await login(page, server.url, DEMO.staff);
    expect(await page.getByRole('link', { name: 'BigCommerce Invoices' }).count()).toBe(0);
    await page.goto(`${server.url}/superadmin/bigcommerce-invoices/1`);
    await page.getByText('You are not eligible to access it.').waitFor();
    await screenshot(page, 'store-invoice-edit-staff-denied');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/dashboard/bigcommerce-invoices`);
    await page.getByText('You are not eligible to access it.').waitFor();
    await logout();
  });

  it('works at phone width', async () => {
    const phone = await shop.openBrowser({ viewport: PHONE, loginAs: DEMO.superadmin });
    try {
      await phone.page
        .locator('.mantine-Card-root')
        .filter({ hasText: 'Latest invoices' })
        .getByText(invoiceNumber)
        .waitFor();
      await screenshot(phone.page, 'invoices-dashboard-phone');
      await phone.page.goto(`${server.url}/dashboard/manage-invoices`);
      await phone.page
        .getByRole('button', { name: `Download PDF of invoice ${invoiceNumber}` })
        .first()
        .waitFor();
      await screenshot(phone.page, 'invoices-all-phone');
      await phone.page.goto(`${server.url}/dashboard/bigcommerce-invoices`);
      await phone.page
        .getByRole('link', { name: /^View SI-/ })
        .first()
        .waitFor();
      await screenshot(phone.page, 'store-invoices-list-phone');
      await phone.page
        .getByRole('link', { name: /^View SI-/ })
        .first()
        .click();
      await phone.page.getByTestId('grand-total').waitFor();
      await screenshot(phone.page, 'store-invoice-edit-phone');
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await phone.close();
    }
  });
});
