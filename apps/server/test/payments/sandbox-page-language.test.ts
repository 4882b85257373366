import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { checkoutThroughSandbox, freshCartId, sandboxPageUrl, stringLine } from '../helpers/bookings-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

describe(`the sandbox payment page in the payer's language (${engine})`, () => {
  it('shows the page in Arabic, right to left, for an Arabic browser; English otherwise', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const url = await sandboxPageUrl(t, cart);
    const ar = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' } });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('المبلغ المطلوب');
    expect(ar.body).toContain('AED</bdi>');
    expect(ar.body).not.toContain('Amount to pay');
    const en = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-GB' } });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Amount to pay');
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox-payments/${freshCartId()}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('الدفعة غير موجودة');
  });
});
