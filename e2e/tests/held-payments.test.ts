import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HELD_PAYMENT_MESSAGES } from '@shop/domain/contracts/held-payments';
import { PAYMENTS_TO_RESOLVE_MESSAGES } from '@shop/domain/contracts/payments-to-resolve';
import { DEMO, DESKTOP, login, useShop } from '../harness';
import { screenshotBothWidths } from '../page-rest';
import { wcagAudit } from '../axe';
import { demoCustomers, openCheckout } from '../staff-api';

const shop = useShop({ viewport: DESKTOP, api: DEMO.staff });
let page: Page;
beforeAll(() => {
  ({ page } = shop);
});

/** Serious or critical WCAG 2 A/AA violations on the screen as it is now (rule: targets). */
async function seriousViolations(): Promise<string[]> {
  const result = await wcagAudit(page);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Clicks one option of the list's filter control (its radio input is hidden behind the label). */
async function filterBy(label: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

describe('held payments in the browser', () => {
  it('a payment authorised on the payment page is held; an admin finds it with the filter and voids it', async () => {
    const { server, api } = shop;
    const paymentUrl = await openCheckout(api, (await demoCustomers(api))[5]!.id, 'Held e2e Pure Drive');

    await page.goto(paymentUrl);
    await page.getByRole('button', { name: 'Authorise only (held for review)' }).click();
    await page.waitForURL(/\/payment-success\?cart_id=TXN/);

    await login(page, server.url, DEMO.admin);
    await page.goto(`${server.url}/dashboard/booking-customer`);
    await page.getByRole('heading', { name: 'Customer Bookings' }).waitFor();
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/bookings') && new URL(r.url()).searchParams.get('payment') === 'held',
    );
    await filterBy(HELD_PAYMENT_MESSAGES.filterLabel);
    await filtered;
    const row = page.getByRole('row').filter({ hasText: 'Held e2e Pure Drive' });
    await row.getByText(HELD_PAYMENT_MESSAGES.badge).waitFor();
    await expect(page.getByText('1 booking', { exact: true }).isVisible()).resolves.toBe(true);
    await screenshotBothWidths(page, 'held-payments-filter', DESKTOP);
    await expect(seriousViolations()).resolves.toEqual([]);

    // Capture payment stands next to Void (issue 31): an admin may take the authorised payment instead.
    await row.getByRole('button', { name: HELD_PAYMENT_MESSAGES.captureAction }).waitFor();
    await row.getByRole('button', { name: HELD_PAYMENT_MESSAGES.voidAction }).click();
    const dialog = page.getByRole('dialog', { name: HELD_PAYMENT_MESSAGES.confirmTitle });
    await dialog.getByText(HELD_PAYMENT_MESSAGES.confirmBody).waitFor();
    await screenshotBothWidths(page, 'held-payments-confirm', DESKTOP);
    await expect(seriousViolations()).resolves.toEqual([]);
    await dialog.getByRole('button', { name: HELD_PAYMENT_MESSAGES.confirmButton }).click();
    await page.getByText(HELD_PAYMENT_MESSAGES.voided).waitFor();
    await page.getByText('No bookings found.').waitFor();
    await screenshotBothWidths(page, 'held-payments-voided', DESKTOP);

    // The booking is canceled on the full list, and the sandbox page says the payment was voided.
    await filterBy('Canceled');
    await page.getByRole('row').filter({ hasText: 'Held e2e Pure Drive' }).getByText('Canceled').first().waitFor();
    await page.goto(paymentUrl);
    await page.getByText('Voided').waitFor();
  });

  it('an admin opens Payments to resolve from the sidebar: nothing waits on the sandbox', async () => {
    const { server } = shop;
    await login(page, server.url, DEMO.admin);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: PAYMENTS_TO_RESOLVE_MESSAGES.title })
      .click();
    await page.waitForURL(`${server.url}/dashboard/payments-to-resolve`);
    await page.getByText(PAYMENTS_TO_RESOLVE_MESSAGES.empty).waitFor();
    await screenshotBothWidths(page, 'payments-to-resolve-empty', DESKTOP);
    await expect(seriousViolations()).resolves.toEqual([]);
  });
});
