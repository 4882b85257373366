import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../harness';
import { bookingSteps, useBookingsShop, type BookingCustomer } from '../bookings-steps';
import { pickTomorrow } from '../booking-date';
import { passDelay, passPaymentRedirect, passWaitingPage, PAYMENT_PAGE_DELAYS_MS, useTestClock } from '../page-clock';

/** The payment pages: a declined payment on the sandbox page, and the public pages without a cart. */
const shop = useBookingsShop();
const { shoot, pickOption, agreeToTerms, openChooser, checkoutLines } = bookingSteps(shop);
let server: RunningServer;
let page: Page;
let customer: BookingCustomer;
beforeAll(() => {
  ({ server, page, customer } = shop);
});
beforeAll(() => useTestClock(page));

describe('payment outcomes in the browser', () => {
  it('a declined payment says so after the waiting page and keeps the drafts for another try', async () => {
    await openChooser();
    await page.getByRole('button', { name: 'Book Grip Service' }).click();
    await pickTomorrow(page);
    await page.getByRole('radio', { name: 'Yonex Super Grap Express' }).check();
    await page.getByLabel('Racket Name').fill('Declined e2e');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Booking Details' }).waitFor();
    await pickOption('Store', 'Bluewaters Store');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Booking Summary' }).waitFor();
    await agreeToTerms();
    await page.getByRole('button', { name: 'Proceed to Pay' }).click();
    await passPaymentRedirect(page);
    await page.waitForURL(/\/api\/sandbox-payments\/TXN/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/waiting-for-payment\?cart_id=TXN/);
    await passWaitingPage(page);
    await page.waitForURL(/\/payment-success\?cart_id=TXN/);
    await page.getByText('Payment verification failed or payment not successful.').waitFor();
    await shoot('payment-declined');
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await page.waitForURL(`${server.url}/dashboard/grip-booking-final?customer=${customer.id}`);
    await page.getByRole('cell', { name: 'Declined e2e', exact: true }).waitFor();
    await expect(page.getByTestId('overall-cost').textContent()).resolves.toBe('80.00 AED');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(`${server.url}/dashboard/our-services/${customer.id}`);
    await expect(checkoutLines()).resolves.toEqual([]);
  });

  it('the public payment pages: missing information after 5 seconds, waiting page moves on', async () => {
    await page.goto(`${server.url}/waiting-for-payment`);
    await page.getByRole('heading', { name: 'Waiting for payment' }).waitFor();
    await shoot('waiting-for-payment');
    await passWaitingPage(page);
    await page.waitForURL(`${server.url}/payment-success`);
    await page.getByRole('heading', { name: 'Checking your payment' }).waitFor();
    await passDelay(page, PAYMENT_PAGE_DELAYS_MS.missingInformation);
    await page.getByText('Missing payment information. Please try again.').waitFor();
    await shoot('payment-missing');
  });
});
