import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/domain/messages';
import { engine } from '../helpers/app';
import { buildCustomer, homeAddress } from '../helpers/customers-factories';
import { languageOf } from '../../src/lib/language';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const home = homeAddress({ address_line: '', landmark: '', is_default: 1 });

async function saveAddress(customerId: number, language: string | undefined, payload: Record<string, unknown>) {
  const headers = { ...staff, 'customer-id': String(customerId), ...(language ? { 'accept-language': language } : {}) };
  return t.app.inject({ method: 'POST', url: '/api/customer-address', headers, payload });
}

describe(`answers in the request's language (${engine})`, () => {
  it('gives the same validation error in English without a language, and in Arabic for Accept-Language: ar', async () => {
    const customer = await buildCustomer(t.ctx);
    const english = await saveAddress(customer.id, undefined, home);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      message: 'Address line is required.',
      fields: { address_line: 'Address line is required.' },
    });
    const arabic = await saveAddress(customer.id, 'ar-AE,ar;q=0.9,en;q=0.8', home);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toMatchObject({
      message: 'سطر العنوان مطلوب.',
      error: 'سطر العنوان مطلوب.',
      fields: { address_line: 'سطر العنوان مطلوب.' },
      code: 'Bad Request',
    });
    const stillEnglish = await saveAddress(customer.id, 'fr-FR,en;q=0.5', home);
    expect(stillEnglish.json().message).toBe('Address line is required.');
  });

  it("words Zod's own type errors in Arabic too", async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await saveAddress(customer.id, 'ar', { ...home, address_line: 'Villa 1', area: 42 });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json() as { fields: Record<string, string> };
    expect(fields.area).toMatch(/[\u0600-\u06FF]/);
    expect(fields.area).not.toMatch(/Invalid input/);
  });

  it('answers an auth error in Arabic: no token (401) and the wrong role (403)', async () => {
    const noToken = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-registration-requests',
      headers: { 'accept-language': 'ar' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toBe('انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.');
    const wrongRole = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-registration-requests',
      headers: { ...staff, 'accept-language': 'ar' },
    });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().message).toBe('ليست لديك صلاحية الوصول إلى هذه الصفحة.');
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-registration-requests',
      headers: staff,
    });
    expect(english.json().message).toBe(MESSAGES.notEligible);
  });

  it('says a success in Arabic, leaving the saved data as it was written', async () => {
    const customer = await buildCustomer(t.ctx);
    const res = await saveAddress(customer.id, 'ar', { ...home, address_line: 'Villa 14, Street 22b' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'تم حفظ العنوان.', address: { address_line: 'Villa 14, Street 22b' } });
  });

  it('reads Accept-Language by preference: Arabic only when it is preferred', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('ar')).toBe('ar');
    expect(languageOf('AR-ae')).toBe('ar');
    expect(languageOf('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageOf('en;q=0.5,ar;q=0.9')).toBe('ar');
    expect(languageOf('arabic')).toBe('en');
    expect(languageOf('*')).toBe('en');
  });
});
