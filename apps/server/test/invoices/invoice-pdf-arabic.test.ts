import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/lib/rows';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';
import { fils } from '@shop/domain/money';
import { renderTaxInvoice } from '../../src/services/pdf/render-tax-invoice';
import { creditNoteDocument } from '../../src/services/pdf/tax-invoice-document';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildInvoice } from '../helpers/invoices-factories';
import { keepPng, pdfPagePng } from '../jobs/pdf-image';
import { demoStore } from '../store-invoices/store-invoice-fixtures';
import { expectRowsReadInOrder, pdfText, pdftotextText, rowPattern, type RowParts } from './pdf-text';

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
  /تاريخ الإصدار/,
  /المجموع قبل الضريبة/,
  /الإجمالي شامل الضريبة/,
  /المبالغ بالدرهم الإماراتي مع احتساب ضريبة القيمة المضافة\s*·\s*شكراً لتعاملكم معنا/,
];

/** An amount as the totals print it. */
const AMOUNT = /-?[\d,]+\.\d{2} AED/;

/**
 * The rows every bilingual invoice and credit note prints as English label, value, Arabic label: before, the Arabic
 * label and its number shared a line, which pdftotext read number first ("100987654300003 الرقم الضريبي").
 */
const ROWS: RowParts[] = [
  ['TRN', '100987654300003', 'الرقم الضريبي'],
  ['Subtotal (excl. VAT)', AMOUNT, 'المجموع قبل الضريبة'],
  ['VAT 5%', AMOUNT, 'ضريبة القيمة المضافة'],
  ['Total (incl. VAT)', AMOUNT, 'الإجمالي شامل الضريبة'],
];

/** The Arabic of an invoice: its title and number label ("فاتورة ضريبية", "رقم الفاتورة") or a credit note's. */
const INVOICE_TITLE = ['فاتورة ضريبية', 'رقم الفاتورة'];

function expectArabicInReadingOrder(extracted: string, title = INVOICE_TITLE): void {
  // pdf.js puts a space before a zero-width diacritic it places itself (the tanween of شكراً): it belongs to the word.
  const text = extracted.replace(/\s+(?=\p{Mn})/gu, '');
  for (const line of READING_ORDER) expect(text).toMatch(line);
  for (const phrase of title) expect(text).toContain(phrase);
  for (const row of ROWS) expect(text).toMatch(rowPattern(row));
  // No letter read back as its neighbour sharing the same base shape, and no stray control characters.
  expect(text).not.toContain('فايورة');
  expect(text).not.toMatch(/[^\P{Cc}\n\t]/u);
  expect(text).not.toContain('%5');
}

/**
 * pdftotext (poppler) reads each Arabic phrase whole, letters joined and words in reading order. It picks one
 * direction per page by counting letters and writes a line of an English page left to right as drawn, so no Arabic
 * label holds a number: the number is the row's value, between the English and the Arabic labels.
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
    await expectRowsReadInOrder(res.rawPayload, [
      ...ROWS,
      ['Invoice number', 'INV-3051', 'رقم الفاتورة'],
      ['Payment method', /\S.*/, 'طريقة الدفع'],
    ]);
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
    await expectRowsReadInOrder(res.rawPayload, [...ROWS, ['Store order', '#501', 'طلب المتجر']]);
    await keepPng('store-invoice-bilingual.png', await pdfPagePng(res.rawPayload, 1.5));
  });

  it("reads the credit note's rows in order too: the number it credits between its English and Arabic labels", async () => {
    const pdf = await renderTaxInvoice(
      creditNoteDocument({
        shop: t.ctx.config.shop,
        invoiceNumber: 'CN-3051',
        issuedAt: new Date('2026-11-28T12:56:00Z'),
        customer: { name: 'Mariam Khoury' },
        lines: [],
        subtotalFils: fils(-10_000),
        vatFils: fils(-500),
        totalFils: fils(-10_500),
        creditedInvoice: 'INV-3051',
        subject: { label: 'Booking', value: '#77' },
      }),
    );
    expectArabicInReadingOrder(await pdfText(pdf), ['إشعار دائن ضريبي', 'رقم الإشعار الدائن']);
    await expectRowsReadInOrder(pdf, [
      ...ROWS,
      ['Credit note number', 'CN-3051', 'رقم الإشعار الدائن'],
      ['Original invoice', 'INV-3051', 'الفاتورة الأصلية'],
      ['Booking', '#77', 'الحجز'],
    ]);
    await keepPng('credit-note-bilingual.png', await pdfPagePng(pdf, 1.5));
  });
});
