import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildInvoice } from '../helpers/invoices-factories';
import { keepPng, pdfPagePng } from '../jobs/pdf-image';
import { pdfText } from './pdf-text';

let t: TestApp;
let headers: Awaited<ReturnType<typeof headersByRole>>;
beforeAll(async () => {
  t = await buildTestApp({
    env: { SHOP_NAME: 'Baseline Tennis Co', SHOP_TRN: '100987654300003', SHOP_ADDRESS: 'Unit 4, Al Wasl Road, Dubai' },
  });
  headers = await headersByRole(t.ctx);
});
afterAll(async () => t?.close());

/** Whitespace and the control characters pdf.js leaves between shaped Arabic glyphs go. */
const squash = (text: string) => text.replace(/[\s\p{Cc}]+/gu, '');

describe(`bilingual tax invoice PDF (${engine})`, () => {
  it('carries the Arabic labels beside the English ones, and renders to a page a person can check', async () => {
    const invoice = await buildInvoice(t.ctx, { invoiceNumber: 'INV-3051', customerName: 'Mariam Khoury' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.invoiceNumber}`,
      headers: headers.staff,
    });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    const flat = squash(text);
    for (const word of ['ضريبية', 'الفاتورة', 'رقم', 'الإصدار', 'الحالة', 'الإجمالي', 'شامل', 'الضريبي'])
      expect(flat).toContain(word);
    // The TRN line: the Arabic label, then the number, on one line.
    expect(flat).toContain('100987654300003الضريبي');
    const png = await pdfPagePng(res.rawPayload, 1.5);
    await keepPng('tax-invoice-bilingual.png', png);
    expect(png.length).toBeGreaterThan(10_000);
  });
});
