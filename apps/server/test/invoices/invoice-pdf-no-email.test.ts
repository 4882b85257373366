import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildInvoice } from '../helpers/invoices-factories';
import { pdfText } from './pdf-text';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  headers = await authHeaders(t.ctx, 'staff');
});
afterAll(async () => t?.close());

describe(`the invoice of a customer without email (${engine})`, () => {
  it('prints the customer without an email line, and lists with an empty email', async () => {
    const invoice = await buildInvoice(t.ctx, { customerName: 'Zainab Qasimi', customerEmail: '' });
    const res = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.invoiceNumber}`, headers });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Zainab Qasimi');
    expect(text).not.toContain('@');
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/invoices?search=Zainab', headers });
    expect(list.json().items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([invoice.invoiceNumber]);
  });
});
