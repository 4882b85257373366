import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_LAYOUTS, RECEIPT_MESSAGES } from '@shop/domain/contracts/receipts';
import { formatShopDate, formatShopDateTime, formatShopTime } from '@shop/domain/time';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { buildUser } from '../helpers/factories';
import { stringLine } from '../helpers/bookings-factories';
import { pdfText, pdftotextText } from '../invoices/pdf-text';
import { keepPng, pdfPagePng, pngSize, readQr } from './pdf-image';
import { bookJob, jobDueAt, setJobIntake, setJobSpec } from './job-tag-factories';
import { testAppForFile, signedInByRole } from '../helpers/per-file';

const PUBLIC_URL = 'https://bench.racketlab.test';
const t = testAppForFile({ env: { SHOP_NAME: 'Baseline Tennis Co', PUBLIC_URL } });
const headers = signedInByRole(t);

const getReceipt = (id: number | string, query = '', role: keyof typeof headers | null = 'staff') =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${id}/receipt.pdf${query}`, headers: role ? headers[role] : {} });

/** The receipt as the customer and a phone's camera read it: its text, its page as a picture, its QR code. */
async function readReceipt(id: number, layout: string, name: string) {
  const res = await getReceipt(id, `?layout=${layout}`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
  const png = await pdfPagePng(res.rawPayload, layout === '80mm' ? 3 : 1.5);
  await keepPng(`receipt-${name}-${layout}.png`, png);
  return { res, text, png, qr: await readQr(png) };
}

describe(`GET /api/jobs/:id/receipt.pdf (${engine})`, () => {
  let english: number;
  let arabic: number;
  beforeAll(async () => {
    const layla = await buildCustomer(t.ctx, { firstName: 'Layla', lastName: 'Haddad', phone: '+971 50 123 4567' });
    english = await bookJob(t, headers.staff, stringLine(layla.id, { string_id: 102, total_cost: 175 }));
    await setJobSpec(t, english, {
      racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' },
      mains: { string_id: 7, tension: 23.5, unit: 'kg' },
      crosses: { own_string: 'Wilson Natural Gut 16', tension: 52, unit: 'lb' },
      prestretch_percent: 0,
      knots: 4,
      stencil: '',
    });
    const checker = await buildUser(t.ctx, { role: 'staff' });
    await setJobIntake(t, english, { grommets_worn: true }, { byId: checker.id });
    const omar = await buildCustomer(t.ctx, { firstName: 'Omar', lastName: 'Zayani', language: 'ar' });
    arabic = await bookJob(t, headers.staff, stringLine(omar.id, { string_id: 102, total_cost: 175 }));
  });

  for (const layout of RECEIPT_LAYOUTS)
    it(`gives the customer the job, racket, strings, due time, money and their own status link (${layout})`, async () => {
      const { res, text, png, qr } = await readReceipt(english, layout, 'english');
      const fileName = layout === '80mm' ? `job-${english}-receipt.pdf` : `job-${english}-receipt-a5.pdf`;
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      for (const expected of [
        'Drop-off receipt',
        `Job #${english}`,
        'Layla',
        'Babolat Pure Aero · 16x19',
        '23.5 kg (51.8 lb)',
        '52.0 lb (23.6 kg)',
        'Grommets worn or broken',
        formatShopDateTime(await jobDueAt(t, english)),
        'To pay at pickup',
        'Baseline Tennis Co',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Haddad');
      // The QR opens the customer's status page, never the staff's job page.
      expect(qr).toMatch(new RegExp(`^${PUBLIC_URL}/status/[A-Za-z0-9_-]{43}$`));
      const status = await t.app.inject({ method: 'GET', url: `/api/public/status/${qr!.split('/').pop()}` });
      expect(status.json()).toMatchObject({ job_number: english, first_name: 'Layla' });
      const { width } = await pngSize(png);
      if (layout === '80mm') expect(width).toBe(Math.floor((80 / 25.4) * 72 * 3));
    });

  it('prints the same link again: one status link per job', async () => {
    const first = await readReceipt(english, '80mm', 'again');
    const second = await readReceipt(english, 'a5', 'again');
    expect(first.qr).toBe(second.qr);
  });

  it("is in the customer's language", async () => {
    const { text } = await readReceipt(arabic, '80mm', 'arabic');
    expect(text).toContain(String(arabic));
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(text).not.toContain('Drop-off receipt');
  });

  it('reads back its Arabic whole, vowel marks with their letters, mixed lines in reading order, in both extractors', async () => {
    const res = await getReceipt(arabic, '?layout=80mm');
    // pdftotext orders an Arabic page right to left: a number inside an Arabic line stays where it is read.
    const poppler = await pdftotextText(res.rawPayload);
    expect(poppler).toMatch(new RegExp(`الطلب رقم\\s*${arabic}`));
    expect(poppler).toMatch(/يرجى استلامه خلال\s*30\s*يومًا من رسالة الجاهزية\./);
    expect(poppler).toContain('فُحص المضرب عند الاستلام وسُجّلت الملاحظات أعلاه.');
    expect(poppler).toContain('لم يُفحص بعد');
    expect(poppler).toContain('يومياً من');
    // pdf.js puts a space before a zero-width vowel mark (it places the mark itself): it belongs to the word.
    const pdfjs = (await pdfText(res.rawPayload)).replace(/\s+(?=\p{Mn})/gu, '');
    expect(pdfjs).toMatch(new RegExp(`الطلب رقم\\s*${arabic}`));
    expect(pdfjs).toMatch(/يرجى استلامه خلال\s*30\s*يومًا من رسالة الجاهزية\./);
    expect(pdfjs).toContain('فُحص المضرب عند الاستلام وسُجّلت الملاحظات أعلاه.');
    for (const text of [poppler, pdfjs]) expect(text).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/);
  });

  it('reads its dates, times and amounts in reading order in both extractors, 80 mm and A5, in both languages', async () => {
    for (const layout of RECEIPT_LAYOUTS) {
      const res = await getReceipt(arabic, `?layout=${layout}`);
      const due = await jobDueAt(t, arabic);
      // pdf.js puts a space before a zero-width vowel mark (it places the mark itself): it belongs to the word.
      const texts = [
        await pdftotextText(res.rawPayload),
        (await pdfText(res.rawPayload)).replace(/\s+(?=\p{Mn})/gu, ''),
      ];
      for (const text of texts) {
        // The date as one unit, day first, then "الساعة" (at) and the time: before, "16:56 ،2026/11/28" in pdftotext.
        expect(text).toMatch(new RegExp(`${formatShopDate(due)}\\s*الساعة\\s*${formatShopTime(due)}`));
        expect(text.match(/\d{2}\/\d{2}\/\d{4}\s*الساعة\s*\d{2}:\d{2}/g)).toHaveLength(2);
        // Amounts as the shop's formatter gives them, the dirham sign's letters and dots in order ("د.إ.", not "د..إ").
        expect(text).toMatch(/المدفوع\s+[\d,]+\.\d{2}\s*د\.إ\./);
        expect(text).toMatch(/المطلوب عند الاستلام\s+[\d,]+\.\d{2}\s*د\.إ\./);
        expect(text).not.toMatch(/\d{4}\/\d{2}\/\d{2}/);
      }
      const inEnglish = await getReceipt(english, `?layout=${layout}`);
      const englishDue = formatShopDateTime(await jobDueAt(t, english));
      for (const text of [await pdftotextText(inEnglish.rawPayload), await pdfText(inEnglish.rawPayload)]) {
        expect(text).toMatch(new RegExp(`Ready by\\s+${englishDue}`));
        expect(text).toMatch(/To pay at pickup\s+[\d,]+\.\d{2} AED/);
      }
    }
  });

  it('refuses a bad layout (400), a bad id (400), an unknown job (404) and no session (401)', async () => {
    const bad = await getReceipt(english, '?layout=a4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ layout: RECEIPT_MESSAGES.layout });
    expect((await getReceipt('abc')).statusCode).toBe(400);
    expect((await getReceipt(999_999_999)).statusCode).toBe(404);
    expect((await getReceipt(english, '', null)).statusCode).toBe(401);
  });
});
