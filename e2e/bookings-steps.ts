import type { Locator } from 'playwright-core';
import { beforeAll } from 'vitest';
import { DEMO, DESKTOP, useShop, type Shop } from './harness';
import { screenshotBothWidths } from './page-rest';
import { demoCustomers, type DemoCustomer, type StaffApi } from './staff-api';
import { chooseOption } from './choose-option';

/** The customer a bookings test books for (the fourth demo customer). */
export type BookingCustomer = DemoCustomer;

/** The bookings tests' product: signed in as staff (in the browser and to the API), with the customer they book for. */
export interface BookingsShop extends Shop {
  customer: BookingCustomer;
}

/** Starts the product for a bookings test file (see `useShop`) and picks the fourth demo customer. */
export function useBookingsShop(): BookingsShop {
  const shop = useShop({ viewport: DESKTOP, loginAs: DEMO.staff, api: DEMO.staff }) as BookingsShop;
  beforeAll(async () => {
    shop.customer = (await demoCustomers(shop.api))[3]!;
  });
  return shop;
}

/** The steps the bookings tests repeat, on the shop's page. */
export function bookingSteps(shop: BookingsShop) {
  // shop.api is signed in before the first test, after this is called.
  const apiCall: StaffApi = (method, path, body) => shop.api(method, path, body);

  /** The lines of the test customer's checkout as the browser stores them (none after a checkout is done). */
  function checkoutLines(): Promise<unknown[]> {
    return shop.page.evaluate(
      (id) => (JSON.parse(localStorage.getItem(`checkout.v1.${id}`) ?? '{"lines":[]}') as { lines: unknown[] }).lines,
      shop.customer.id,
    );
  }

  /** Screenshots the current screen at desktop and phone widths (looked at by people). */
  async function shoot(name: string) {
    await screenshotBothWidths(shop.page, `bookings-${name}`, DESKTOP);
  }

  async function pickOption(label: string | RegExp, option: string | RegExp) {
    const input = shop.page.getByLabel(label, { exact: typeof label === 'string' }).first();
    await chooseOption(shop.page, input, option);
  }

  async function agreeToTerms() {
    const { page } = shop;
    await page.getByRole('checkbox', { name: /I agree to the/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await dialog.waitFor();
    await shoot('terms-modal');
    await dialog.getByRole('button', { name: 'I Agree' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async function openChooser() {
    const { page, server, customer } = shop;
    await page.goto(`${server.url}/dashboard/customer/service-details/${customer.id}`);
    await page.getByRole('heading', { name: 'Stringing Service' }).waitFor();
    await page.getByText(customer.name).first().waitFor();
  }

  /** The row (desktop table) of the newest bookings of this customer. */
  async function findBookingsOf(name: string) {
    const { page, server } = shop;
    await page.goto(`${server.url}/dashboard/booking-customer`);
    await page.getByRole('heading', { name: 'Customer Bookings' }).waitFor();
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/bookings') && new URL(r.url()).searchParams.get('search') === name,
    );
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await searched;
  }

  /** Manage Customers searched for the test customer: the customer's row of the search's own answer. */
  async function customerRow(): Promise<Locator> {
    const { page, server, customer } = shop;
    await page.goto(`${server.url}/dashboard/manage-customer`);
    await page.getByRole('heading', { name: 'Manage Customers' }).waitFor();
    // The row of the search's own answer (the unsearched first page may show the customer too, then reload).
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/admin/customers') && new URL(r.url()).searchParams.get('search') === customer.email,
    );
    await page.getByRole('textbox', { name: 'Search' }).fill(customer.email);
    await searched;
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await row.waitFor();
    return row;
  }

  /** Fills the customers feature's address form in the Add/Change Address modal with a new address. */
  async function addNewAddress(modal: Locator) {
    await modal.getByLabel(/Address line/i).fill('Villa 14, Street 9');
    await modal.getByLabel(/^Area/i).fill('Al Barsha 2');
    await modal.getByLabel(/Landmark/i).fill('Near Mall of the Emirates');
    await modal.getByLabel(/^City/i).fill('Dubai');
    await chooseOption(shop.page, modal.getByLabel(/^Emirate/).first(), 'Dubai');
    await shoot('address-modal');
    await modal.getByRole('button', { name: /Save/i }).click();
  }

  return {
    apiCall,
    checkoutLines,
    shoot,
    pickOption,
    agreeToTerms,
    openChooser,
    findBookingsOf,
    customerRow,
    addNewAddress,
  };
}
