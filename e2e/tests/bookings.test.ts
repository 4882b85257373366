import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, login, openBrowser, screenshot, startServer, type Browser, type RunningServer } from '../harness';
import { screenshotBothWidths } from '../page-rest';
import { signInApi, type StaffApi } from '../staff-api';

let server: RunningServer;
let browser: Browser;
let page: Page;
let apiCall: StaffApi;
let customer: { id: number; name: string; email: string; phone: string };

const DESKTOP = { width: 1366, height: 900 };

/** Screenshots the current screen at desktop and phone widths (looked at by people). */
async function shoot(name: string) {
  await screenshotBothWidths(page, `bookings-${name}`, DESKTOP);
}

async function pickOption(label: string | RegExp, option: string | RegExp) {
  await page
    .getByLabel(label, { exact: typeof label === 'string' })
    .first()
    .click();
  await page.getByRole('option', { name: option }).click();
}

async function agreeToTerms() {
  await page.getByRole('checkbox', { name: /I agree to the/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await dialog.waitFor();
  await shoot('terms-modal');
  await dialog.getByRole('button', { name: 'I Agree' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function openChooser() {
  await page.goto(`${server.url}/dashboard/customer/service-details/${customer.id}`);
  await page.getByRole('heading', { name: 'Stringing Service' }).waitFor();
  await page.getByText(customer.name).first().waitFor();
}

/** The row (desktop table) of the newest bookings of this customer. */
async function findBookingsOf(name: string) {
  await page.goto(`${server.url}/dashboard/booking-customer`);
  await page.getByRole('heading', { name: 'Customer Bookings' }).waitFor();
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/bookings') && new URL(r.url()).searchParams.get('search') === name,
  );
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await searched;
}

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser(DESKTOP);
  page = browser.page;
  apiCall = await signInApi(server.url, DEMO.staff);
  const customers = await apiCall<{ items: (typeof customer)[] }>('GET', 'admin/customers?page=1&pageSize=10&search=');
  customer = customers.items[3]!;
  await login(page, server.url, DEMO.staff);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('bookings in the browser', () => {
  it('books two strings (one express) with pickup and delivery to a new address, pays on the sandbox page and completes one', async () => {
    await openChooser();
    await shoot('service-details');
    await page.getByRole('button', { name: 'Book Paid Stringing' }).click();
    await page.getByRole('heading', { name: 'Booking Form' }).waitFor();

    // The express string first: the checkout becomes express and offers the express options.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Please select a string and type before proceeding.',
    );
    await pickOption('String', /Solinco Hyper-G/);
    await page.getByRole('radio', { name: /Express/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Please enter a racket name.');
    await page.getByLabel('Racket Name').fill('Blade 98 e2e');
    await shoot('booking-form');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    await pickOption(/Choose Service/, /Express Pickup & Delivery/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(
      'Please enter an address for the selected service.',
    );
    await page.getByRole('button', { name: 'Add Address' }).click();
    const modal = page.getByRole('dialog', { name: 'Add/Change Address' });
    await modal.waitFor();
    await addNewAddress(modal);
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('Villa 14, Street 9, Al Barsha 2').waitFor();
    await shoot('booking-details');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    await page.getByRole('button', { name: 'Add More' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Please enter a racket name before adding more.',
    );
    await page.getByLabel('Racket Name').fill('Pure Aero e2e');
    await page.getByRole('button', { name: 'Add More' }).click();
    await page.getByRole('heading', { name: 'Booking Form' }).waitFor();
    await expect(page.getByLabel('Racket Name').inputValue()).resolves.toBe('Pure Aero e2e');
    await pickOption('String', /Babolat RPM Blast/);
    await page.getByRole('radio', { name: /Regular/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    // 195 (Hyper-G 170 + 25 express) + 185 (RPM Blast) + 100 express pickup and delivery, once.
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('480.00 AED');
    await page.getByText('Express Pickup & Delivery').first().waitFor();
    await page.getByRole('button', { name: 'Cost Breakdown' }).click();
    await page.getByRole('dialog', { name: 'Cost Breakdown' }).waitFor();
    await shoot('cost-breakdown');
    await page.keyboard.press('Escape');
    // A reload loses nothing: the drafts are in the browser's storage.
    await page.reload();
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('480.00 AED');
    await shoot('booking-final');

    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Please agree to the Terms & Conditions before proceeding.',
    );
    await agreeToTerms();
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await page.getByText('Redirecting to the payment page.').waitFor();
    await page.waitForURL(/\/api\/sandbox-payments\/TXN/, { timeout: 10_000 });
    await screenshot(page, 'bookings-sandbox-payment-desktop');
    await page.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(/\/payment-success\?cart_id=TXN/);
    await page.getByText('Your payment was successful. Your booking is now confirmed.').waitFor();
    await shoot('payment-success');

    await findBookingsOf(customer.name);
    const aero = page.getByRole('row').filter({ hasText: 'Pure Aero e2e' });
    await aero.getByText('In Progress').waitFor();
    await shoot('customer-bookings');
    await aero.getByRole('button', { name: 'Mark as Complete' }).click();
    await aero.getByText('Completed').waitFor();
    await expect(aero.getByRole('button', { name: 'Mark as Complete' }).count()).resolves.toBe(0);
    const blade = page.getByRole('row').filter({ hasText: 'Blade 98 e2e' });
    await blade.getByText('In Progress').waitFor();
  });

  it('books a grip, pays in store, and completes it with a receipt number', async () => {
    await openChooser();
    await page.getByRole('button', { name: 'Book Grip Service' }).click();
    await page.getByRole('heading', { name: 'Create Booking' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Please select a grip and type before proceeding.',
    );
    await page.getByRole('radio', { name: 'Tourna Grip Original Regular' }).check();
    await page.getByLabel('Racket Name').fill('Speed Pro e2e');
    await shoot('grip-booking-form');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(
      'Please select a store location for in-store booking.',
    );
    await pickOption('Store', 'Jumeirah Store');
    await shoot('grip-booking-details');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('67.00 AED');
    await shoot('grip-booking-final');
    await page.getByRole('button', { name: 'Edit Speed Pro e2e' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit booking' });
    await edit.waitFor();
    await shoot('edit-modal');
    await edit.getByRole('radio', { name: 'Wilson Pro Overgrip Regular' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('65.00 AED');
    await page.getByRole('button', { name: 'Pay in Store' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Please agree to the Terms & Conditions before proceeding.',
    );
    await agreeToTerms();
    await page.getByRole('button', { name: 'Pay in Store' }).click();
    await page.waitForURL(/\/booking-success/);
    await page.getByText('Booking confirmed. The customer will pay in store.').waitFor();
    await shoot('booking-success');

    await findBookingsOf(customer.name);
    const grip = page.getByRole('row').filter({ hasText: 'Speed Pro e2e' });
    await grip.getByText('In Progress').waitFor();
    await grip.getByText('Pay in store').waitFor();
    await grip.getByRole('button', { name: 'Mark as Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record in-store payment' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Record payment and complete' }).click();
    await dialog.getByText('A receipt number from the receipt system is required.').waitFor();
    await dialog.getByLabel('Receipt Number').fill('R-100234');
    await shoot('complete-instore-dialog');
    await dialog.getByRole('button', { name: 'Record payment and complete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await grip.getByText('Completed').waitFor();
    await grip.getByText('Paid in store').waitFor();
  });

  it('books a free stringing on a racket with an entitlement: total 0 and Confirm Booking', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
    await apiCall('POST', `manual-purchase/${customer.id}`, {
      purchases: [
        { product_id: 9001, product_name: 'Yonex EZONE 98 e2e', price: 1199, quantity: 1, purchase_date: today },
      ],
    });
    await openChooser();
    const racket = page.locator('.mantine-Card-root').filter({ hasText: 'Yonex EZONE 98 e2e' }).last();
    await racket.getByText('Eligible now').waitFor();
    await shoot('service-details-free');
    await racket.getByRole('button', { name: 'Book free stringing' }).click();

    await page.getByRole('heading', { name: 'Booking Form' }).waitFor();
    await expect(page.getByLabel('Racket Name').isDisabled()).resolves.toBe(true);
    await pickOption('String', /Bring Own String/);
    await page.getByRole('radio', { name: /Regular/ }).check();
    await shoot('booking-form-free');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    await pickOption('Store', 'Marina Store');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Booking Final' }).waitFor();
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('0.00 AED');
    await expect(page.getByRole('button', { name: 'Add More' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Proceed to Pay' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Confirm Booking' }).waitFor();
    await shoot('booking-final-free');
    await agreeToTerms();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.waitForURL(/\/payment-success\?freeBooking=1/);
    await page.getByText('Booking(s) created successfully!').first().waitFor();
    await shoot('payment-success-free');
    const drafts = await page.evaluate(() => localStorage.getItem('bookings'));
    expect(drafts).toBeNull();

    const purchases = await apiCall<{ purchases: { racket_name: string; used_services: number }[] }>(
      'GET',
      `purchases/customer/${customer.id}`,
    );
    expect(purchases.purchases.find((p) => p.racket_name === 'Yonex EZONE 98 e2e')?.used_services).toBe(1);
  });

  it('a declined payment says so after the waiting page and keeps the drafts for another try', async () => {
    await openChooser();
    await page.getByRole('button', { name: 'Book Grip Service' }).click();
    await page.getByRole('radio', { name: 'Yonex Super Grap Express' }).check();
    await page.getByLabel('Racket Name').fill('Declined e2e');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    await pickOption('Store', 'Bluewaters Store');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
    await agreeToTerms();
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await page.waitForURL(/\/api\/sandbox-payments\/TXN/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/waiting-for-payment\?cart_id=TXN/);
    await page.waitForURL(/\/payment-success\?cart_id=TXN/, { timeout: 10_000 });
    await page.getByText('Payment verification failed or payment not successful.').waitFor();
    await shoot('payment-declined');
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await page.waitForURL(`${server.url}/dashboard/grip-booking-final`);
    await page.getByRole('cell', { name: 'Declined e2e', exact: true }).waitFor();
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('80.00 AED');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(`${server.url}/dashboard/our-services/${customer.id}`);
    await expect(page.evaluate(() => localStorage.getItem('bookings'))).resolves.toBeNull();
  });

  it('the public payment pages: missing information after 5 seconds, waiting page moves on', async () => {
    await page.goto(`${server.url}/waiting-for-payment`);
    await page.getByRole('heading', { name: 'Waiting for payment' }).waitFor();
    await shoot('waiting-for-payment');
    await page.waitForURL(`${server.url}/payment-success`, { timeout: 8_000 });
    await page.getByText('Missing payment information. Please try again.').waitFor({ timeout: 8_000 });
    await shoot('payment-missing');
  });

  it('Our Services cards lead into the booking screens with the customer and the grip preset', async () => {
    await page.goto(`${server.url}/dashboard/our-services/${customer.id}`);
    await page.getByRole('button', { name: 'Book Overgrip' }).click();
    await page.getByRole('heading', { name: 'Create Booking' }).waitFor();
    await page.getByText(customer.name).first().waitFor();
    await page.getByRole('radio', { name: 'Tourna Grip Original Regular' }).waitFor();
    await expect(page.getByRole('radio', { name: /Babolat Syntec Pro/ }).count()).resolves.toBe(0);
    await shoot('grip-booking-form-overgrip');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.url}/dashboard/our-services/${customer.id}`);
    await page.getByRole('button', { name: 'Book Stringing' }).click();
    await page.waitForURL(`${server.url}/dashboard/customer/service-details/${customer.id}`);
    await page.getByRole('heading', { name: 'Stringing Service' }).waitFor();
    await page.getByText(customer.email).first().waitFor();
  });

  it('the dashboard card shows the 3 most recent bookings with View All', async () => {
    await page.goto(`${server.url}/dashboard`);
    const card = page.locator('.mantine-Card-root').filter({ hasText: 'Recent bookings' });
    await card.getByText(customer.name).first().waitFor();
    await shoot('dashboard');
    await card.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL(`${server.url}/dashboard/booking-customer`);
  });
});

/** Fills the customers feature's address form in the Add/Change Address modal with a new address. */
async function addNewAddress(modal: ReturnType<Page['getByRole']>) {
  await modal.getByLabel(/Address line/i).fill('Villa 14, Street 9');
  await modal.getByLabel(/^Area/i).fill('Al Barsha 2');
  await modal.getByLabel(/Landmark/i).fill('Near Mall of the Emirates');
  await modal.getByLabel(/Pincode/i).fill('00000');
  await modal.getByLabel(/^City/i).fill('Dubai');
  await modal
    .getByLabel(/^State/)
    .first()
    .click();
  await page.getByRole('option', { name: 'Dubai' }).click();
  await shoot('address-modal');
  await modal.getByRole('button', { name: /Save/i }).click();
}
