import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/lib/rows';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildInvoice } from '../helpers/invoices-factories';
import { keepPng, pdfPagePng } from '../jobs/pdf-image';
import { demoStore } from '../store-invoices/store-invoice-fixtures';
import { pdfText, pdftotextText } from './pdf-text';

let t: TestApp;
let headers: Awaited<ReturnType<typeof headersByRole>>;
beforeAll(async () => {
  t = await buildTestApp({
    env: { SHOP_NAME: 'Baseline Tennis Co', SHOP_TRN: '100987654300003', SHOP_ADDRESS: 'Unit 4, Al Wasl Road, Dubai' },
    store: demoStore(),
  });
  headers = await headersByRole(t.ctx);
});
afterAll(async () => t?.close());

/**
 * The Arabic lines every bilingual invoice carries, as a reader reads them (right to left, word by word),
 * in the text a PDF reader extracts. Between an Arabic run and a Latin one (a number, "AED", "5%") the
 * extractor may or may not put a space: `\s*` there.
 */
const READING_ORDER = [
  /فاتورة ضريبية/,
  /الرقم الضريبي\s*100987654300003/,
  /رقم الفاتورة/,
  /تاريخ الإصدار/,
  /المجموع قبل الضريبة/,
  /ضريبة القيمة المضافة\s*5%/,
  /الإجمالي شامل الضريبة/,
  /المبالغ بالدرهم الإماراتي\s*AED\s*، ضريبة القيمة المضافة\s*5%\s*·\s*شكراً لتعاملكم معنا/,
];

function expectArabicInReadingOrder(extracted: string): void {
  // pdf.js puts a space before a zero-width diacritic it places itself (the tanween of شكراً): it belongs to the word.
  const text = extracted.replace(/\s+(?=\p{Mn})/gu, '');
  for (const line of READING_ORDER) expect(text).toMatch(line);
  // No letter read back as its neighbour sharing the same base shape, and no stray control characters.
  expect(text).not.toContain('فايورة');
  expect(text).not.toMatch(/[^\P{Cc}\n\t]/u);
  expect(text).not.toContain('%5');
}

/**
 * pdftotext (poppler) reads each Arabic phrase whole, letters joined and words in reading order. It picks one
 * direction per page by counting letters: on these English-first pages it writes a line that mixes Arabic with a
 * number left to right as drawn (the number first), so only the phrases here; an Arabic page (the receipt) keeps
 * the number where it is read (test/jobs/receipt.test.ts).
 */
function expectArabicWords(text: string): void {
  // The vowel marks read with their letters: no space to take out (arabic-to-unicode.ts).
  const phrases = ['فاتورة ضريبية', 'الرقم الضريبي', 'رقم الفاتورة', 'تاريخ الإصدار', 'المجموع قبل الضريبة'];
  for (const phrase of [...phrases, 'ضريبة القيمة المضافة', 'الإجمالي شامل الضريبة', 'شكراً لتعاملكم معنا'])
    expect(text).toContain(phrase);
  expect(text).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/);
}

describe(`bilingual tax invoice PDF (${engine})`, () => {
  it('reads back the Arabic of the tax invoice in reading order, and renders to a page a person can check', async () => {
    const invoice = await buildInvoice(t.ctx, { invoiceNumber: 'INV-3051', customerName: 'Mariam Khoury' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.invoiceNumber}`,
      headers: headers.staff,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expectArabicInReadingOrder(text);
    // pdftotext too: whole words, no joiner or break between the letters of a word.
    expectArabicWords(await pdftotextText(res.rawPayload));
    expect(text).toMatch(/فاتورة إلى/);
    const png = await pdfPagePng(res.rawPayload, 1.5);
    await keepPng('tax-invoice-bilingual.png', png);
    expect(png.length).toBeGreaterThan(10_000);
  });

  it('reads back the Arabic of the regenerated store invoice in reading order', async () => {
    await importStoreInvoices(t.ctx);
    const [row] = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`SELECT id FROM store_invoices WHERE order_id = 501`),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bcinvoices/${row!.id}/download`,
      headers: headers.superadmin,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expectArabicInReadingOrder(text);
    expect(text).toMatch(/طلب المتجر/);
    expectArabicWords(await pdftotextText(res.rawPayload));
    await keepPng('store-invoice-bilingual.png', await pdfPagePng(res.rawPayload, 1.5));
  });
});
