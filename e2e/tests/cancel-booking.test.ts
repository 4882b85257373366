import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES, REFUND_STATUS_LABELS } from '@shop/domain/contracts/cancellations';
import { DEMO, DESKTOP, login, useShop } from '../harness';
import { demoCustomers, openCheckout } from '../staff-api';

const shop = useShop({ viewport: DESKTOP, api: DEMO.staff });

describe('cancel a booking in the browser', () => {
  it('staff cancel a paid booking with a reason: the card is refunded on the sandbox, the credit note downloads', async () => {
    const { page, server, api } = shop;
    const racket = 'Cancel e2e Blade 98';
    const paymentUrl = await openCheckout(api, (await demoCustomers(api))[3]!.id, racket);
    await page.goto(paymentUrl);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/payment-success\?cart_id=TXN/);

    await login(page, server.url, DEMO.staff);
    await page.goto(`${server.url}/dashboard/booking-customer`);
    await page.getByRole('heading', { name: 'Customer Bookings' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: racket });
    await row.getByRole('button', { name: CANCELLATION_MESSAGES.cancelAction }).click();

    const dialog = page.getByRole('dialog', { name: CANCELLATION_MESSAGES.confirmTitle });
    await dialog.getByText('Refund 150.00 AED to the card.').waitFor();
    await dialog.getByRole('textbox', { name: CANCELLATION_MESSAGES.reasonLabel }).fill('Customer went abroad');
    const canceled = page.waitForResponse((r) => r.url().endsWith('/cancel') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: CANCELLATION_MESSAGES.confirmButton }).click();
    expect((await canceled).status()).toBe(200);
    await page.getByText(CANCELLATION_MESSAGES.canceled).waitFor();

    await row.getByText('Customer went abroad').waitFor();
    await row.getByText(`${REFUND_STATUS_LABELS.refunded} 150.00 AED`).waitFor();
    await expect(row.getByRole('button', { name: CANCELLATION_MESSAGES.cancelAction }).count()).resolves.toBe(0);
    const download = page.waitForEvent('download');
    await row
      .getByRole('button', { name: new RegExp(`^${CANCELLATION_MESSAGES.creditNoteDownload} CN-\\d{4}$`) })
      .click();
    expect((await download).suggestedFilename()).toMatch(/^credit-note-CN-\d{4}\.pdf$/);
  });
});
