import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../harness';
import { bookingSteps, useBookingsShop, type BookingCustomer } from '../bookings-steps';
import { pickTomorrow } from '../booking-date';

/** Grip bookings: paid in store and completed with a receipt, and the Our Services cards that lead to them. */
const shop = useBookingsShop();
const { shoot, pickOption, agreeToTerms, openChooser, findBookingsOf } = bookingSteps(shop);
let server: RunningServer;
let page: Page;
let customer: BookingCustomer;
beforeAll(() => {
  ({ server, page, customer } = shop);
});

describe('grip bookings in the browser', () => {
  it('books a grip, pays in store, and completes it with a receipt number', async () => {
    await openChooser();
    await page.getByRole('button', { name: 'Book Grip Service' }).click();
    await page.getByRole('heading', { name: 'Create Booking' }).waitFor();
    await pickTomorrow(page);
    await page.getByRole('button', { name: 'Next' }).click();
    // Under the grip table, once (no alert repeating it).
    await page.getByText('Please select a grip and type before proceeding.').waitFor();
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
    // Pay in Store before the terms opens them, saying why; closed, the sentence stays on the page.
    await page.getByRole('button', { name: 'Pay in Store' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.getByText('Please agree to the Terms & Conditions before proceeding.').waitFor();
    await terms.getByRole('button', { name: 'Close' }).last().click();
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
});
