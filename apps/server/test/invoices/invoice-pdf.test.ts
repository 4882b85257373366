import { fils } from '@shop/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildInvoice } from '../helpers/invoices-factories';
import { getDocumentProxy } from 'unpdf';
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

const download = (invoiceNumber: string, role: keyof typeof headers = 'staff') =>
  t.app.inject({ method: 'GET', url: `/api/invoices/${invoiceNumber}`, headers: headers[role] });

/** Text extraction may or may not put spaces between table cells; compare on text with whitespace removed. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe(`GET /api/invoices/:invoiceNumber (${engine})`, () => {
  it('answers a UAE tax invoice PDF as an attachment whose text carries the number, lines, VAT and total', async () => {
    const invoice = await buildInvoice(t.ctx, {
      invoiceNumber: 'INV-2041',
      customerName: 'Mariam Khoury',
      transactionId: 'TXN1732000000777',
      paymentMethod: 'in-store',
      transactionDate: new Date('2026-11-20T21:30:00Z'), // 21 Nov in Dubai
      lines: [
        {
          description: 'Express stringing - RPM Blast',
          quantity: 1,
          unit_price_fils: fils(23_810),
          vat_fils: fils(1_190),
          total_fils: fils(25_000),
        },
        {
          description: 'Overgrip - Wilson Pro',
          quantity: 2,
          unit_price_fils: fils(1_905),
          vat_fils: fils(190),
          total_fils: fils(4_000),
        },
      ],
    });
    const res = await download(invoice.invoiceNumber);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-INV-2041.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('INV-2041');
    expect(text).toContain('Baseline Tennis Co');
    expect(text).toContain('TRN 100987654300003');
    expect(text).toContain('Unit 4, Al Wasl Road, Dubai');
    expect(text).toContain('Mariam Khoury');
    expect(text).toContain('21/11/2026');
    expect(text).toContain('Express stringing - RPM Blast');
    expect(text).toContain('Paid in store');
    expect(text).toContain('TXN1732000000777');
    const flat = squash(text);
    expect(flat).toContain('Subtotal(excl.VAT)276.20AED'); // 290.00 - 13.80
    expect(flat).toContain('VAT5%13.80AED');
    expect(flat).toContain('Total(incl.VAT)290.00AED');
    expect(flat).toContain('238.1011.90250.00'); // line 1: amount excl. VAT, VAT, total
  });

  it('is open to every role', async () => {
    const invoice = await buildInvoice(t.ctx);
    for (const role of ['staff', 'admin', 'superadmin'] as const)
      expect((await download(invoice.invoiceNumber, role)).statusCode).toBe(200);
  });

  it('answers 404 with a sentence for an unknown invoice', async () => {
    const res = await download('INV-999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invoice not found.');
  });

  it('answers 400 for a malformed invoice number', async () => {
    const res = await download(encodeURIComponent("INV-1'; DROP"));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invoice number may contain only letters, digits and dashes.');
  });

  it('is the same file at every download, dated its issue, and a changed shop name shows in the next one', async () => {
    const invoice = await buildInvoice(t.ctx, { transactionDate: new Date('2026-11-20T21:30:00Z') });
    const first = await download(invoice.invoiceNumber);
    const again = await download(invoice.invoiceNumber, 'admin');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const { info } = (await (await getDocumentProxy(new Uint8Array(first.rawPayload))).getMetadata()) as {
      info: { CreationDate?: string };
    };
    expect(info.CreationDate).toMatch(/^D:20261120213000/);
    // The settings in use, renamed (GET answers them with where they came from, which a PUT does not take).
    const {
      source: _source,
      updated_at: _updated,
      ...inUse
    } = (await t.app.inject({ method: 'GET', url: '/api/admin/shop-settings', headers: headers.superadmin })).json();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/shop-settings',
      headers: headers.superadmin,
      payload: { ...inUse, name: 'Renamed Racket Studio' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await pdfText((await download(invoice.invoiceNumber)).rawPayload);
    expect(after).toContain('Renamed Racket Studio');
    expect(after).not.toContain('Baseline Tennis Co');
    expect(await pdfText((await download(invoice.invoiceNumber)).rawPayload)).toContain('Renamed Racket Studio');
  });

  it('answers 401 without a token', async () => {
    const invoice = await buildInvoice(t.ctx);
    const res = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.invoiceNumber}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
