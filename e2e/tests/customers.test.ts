import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, useShop, type RunningServer } from '../harness';
import { screenshotBothWidths } from '../page-rest';
import { chooseOption } from '../choose-option';

// The one file whose server runs on the embedded database (PGlite), the product's default, when the run's servers use
// PostgreSQL: search, details, purchases and a booking's start through the browser on it.
const shop = useShop({ viewport: DESKTOP, loginAs: DEMO.staff, embedded: true });
let server: RunningServer;
let page: Page;
beforeAll(() => {
  ({ server, page } = shop);
});

/** Screenshots the current screen at desktop and phone widths (looked at by people). */
async function shoot(name: string) {
  await screenshotBothWidths(page, `customers-${name}`, DESKTOP);
}

/** Types a product by hand and chooses its category (the screen asks when it is not from the store catalogue). */
async function fillBlock(
  index: number,
  values: { id: string; name: string; price: string; quantity: string; category: string },
) {
  const block = page.getByTestId(`purchase-block-${index}`);
  await block.getByLabel('Product ID').fill(values.id);
  await block.getByLabel('Product Name').fill(values.name);
  await block.getByLabel('Price (AED)').fill(values.price);
  await block.getByLabel('Quantity').fill(values.quantity);
  await chooseOption(page, block.getByPlaceholder('Choose the category'), values.category, { exact: true });
}

/** Picks a product from the store catalogue by part of its name: id, name, price and category fill themselves. */
async function pickFromCatalogue(index: number, search: string, name: string) {
  const block = page.getByTestId(`purchase-block-${index}`);
  await chooseOption(page, block.getByLabel('Find in the store catalogue'), new RegExp(name), { search });
  await expect.poll(() => block.getByLabel('Product Name').inputValue()).toBe(name);
}

describe('customers, purchases and free stringings in the browser', () => {
  it('shows the customer count on the dashboard home', async () => {
    await expect.poll(() => page.getByTestId('customer-count').textContent()).toBe('320');
    await shoot('dashboard');
  });

  it('finds a customer by part of the phone number and opens the details', async () => {
    await page.getByRole('link', { name: 'View All' }).first().click();
    await page.waitForURL(/\/dashboard\/manage-customer$/);
    await page.getByRole('heading', { name: 'Manage Customers' }).waitFor();
    await page.getByRole('row').nth(10).waitFor();
    await shoot('manage-customers');

    await page.getByRole('textbox', { name: 'Search' }).fill('412 77');
    const row = page.getByRole('row', { name: /Ahmed Al Mansoori/ });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await shoot('search-by-phone');

    await page.getByRole('textbox', { name: 'Search' }).fill('no such person zz');
    await page.getByText('No customers found').waitFor();
    await shoot('no-customers');

    await page.getByRole('textbox', { name: 'Search' }).fill('0504127788');
    await row.getByRole('button', { name: 'View Details' }).click();
    await page.waitForURL(/\/dashboard\/customer-details$/);
    await page.getByRole('heading', { name: 'Ahmed Al Mansoori' }).waitFor();
    await page.getByText('+971 50 412 7788').waitFor();
    await shoot('customer-details');
  });

  it('adds two purchases, one above 1000 AED, and sees the new entitlement on Our Services', async () => {
    await page.getByRole('button', { name: 'Add In-store Purchase' }).click();
    await page.waitForURL(/\/dashboard\/add-purchases\/1$/);
    await page.getByRole('heading', { name: 'Add Purchases' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove purchase 1' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Submit Purchases' }).click();
    await page.getByText('Product ID is required.').waitFor();
    await page.getByText('Product Name is required.').waitFor();

    await pickFromCatalogue(1, 'speed pro', 'Head Speed Pro 2024');
    expect(await page.getByTestId('purchase-block-1').getByLabel('Price (AED)').inputValue()).toBe('1,189');
    await page.getByText('Earns 10 free stringings').waitFor();
    await page.getByRole('button', { name: 'Add Another Purchase' }).click();
    await fillBlock(2, {
      id: '19',
      name: 'Babolat RPM Blast 125 (set)',
      price: '70',
      quantity: '2',
      category: 'Strings',
    });
    expect(await page.getByRole('button', { name: /Remove purchase/ }).count()).toBe(2);
    await shoot('add-purchases');

    await page.getByRole('button', { name: 'Submit Purchases' }).click();
    await page.waitForURL(/\/dashboard\/our-services\/1$/);
    const racket = page
      .getByRole('article', { name: 'Head Speed Pro 2024' })
      .or(page.getByLabel('Head Speed Pro 2024', { exact: true }));
    await racket.waitFor();
    await expect.poll(() => racket.textContent()).toContain('10 of 10 free stringings left');
    expect(await page.getByRole('button', { name: 'Book free stringing for Head Speed Pro 2024' }).isEnabled()).toBe(
      true,
    );
    await page.getByText('Babolat RPM Blast 125 (set)').waitFor();
    await shoot('our-services');
  });

  it('books from Our Services with the navigation contract, and Back returns to the customer', async () => {
    await page.getByRole('button', { name: 'Book free stringing for Head Speed Pro 2024' }).click();
    // The address names the customer; how the form opens is in the customer's checkout store, not in navigation.
    await page.waitForURL(/\/dashboard\/booking-form\?customer=1$/);
    const checkout = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('checkout.v1.1') ?? 'null') as {
            customer: Record<string, unknown>;
            start: { racketName: string; freeRacket: { rpId: number } | null; presetGripType: string };
          } | null,
      );
    const started = await checkout();
    expect(started?.customer).toMatchObject({
      id: 1,
      name: 'Ahmed Al Mansoori',
      email: 'ahmed.almansoori@gmail.com',
      phone: '+971 50 412 7788',
    });
    expect(started?.start.racketName).toBe('Head Speed Pro 2024');
    expect(typeof started?.start.freeRacket?.rpId).toBe('number');

    await page.goBack();
    await page.getByRole('button', { name: 'Book Overgrip' }).click();
    await page.waitForURL(/\/dashboard\/grip-booking-form\?customer=1$/);
    expect((await checkout())?.start.presetGripType).toBe('overgrip');

    await page.goBack();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/dashboard\/customer-details$/);
    await page.getByRole('heading', { name: 'Ahmed Al Mansoori' }).waitFor();
  });

  it('sends customer details opened without a customer back to manage customers', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.goto(`${server.url}/dashboard/customer-details`);
    await page.getByRole('heading', { name: 'Manage Customers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/manage-customer');
  });
});
