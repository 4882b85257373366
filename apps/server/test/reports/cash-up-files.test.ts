import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { CASH_UP_CSV_COLUMNS, CASH_UP_MESSAGES, type CashUp } from '@shop/domain/contracts/cash-up';
import { aed, formatAed } from '@shop/domain/money';
import { shopDate } from '@shop/domain/shop-days';
import { formatShopDate } from '@shop/domain/time';
import { CASH_UP_ARABIC_LABELS } from '../../src/services/pdf/cash-up-labels';
import { renderCashUp } from '../../src/services/pdf/render-cash-up';
import { engine } from '../helpers/app';
import { stringLine } from '../helpers/bookings-factories';
import { payInStore } from '../helpers/cancellation-factories';
import { buildCustomer } from '../helpers/customers-factories';
import { onOneShopDay } from '../helpers/shop-days';
import { signedInByRole, testAppForFile } from '../helpers/per-file';
import { expectRowsReadInOrder, pdfText, pdftotextText } from '../invoices/pdf-text';
import { aDayAtTheShop } from './cash-up-day';

const t = testAppForFile();
const as = signedInByRole(t);

/** Names a walk-in or an online customer can choose, each one a formula in a spreadsheet. */
const HOSTILE = ['=HYPERLINK("http://x")', '-2+3', '@SUM(1)'];

const get = (path: string, headers: Record<string, string> = as.admin) =>
  t.app.inject({ method: 'GET', url: `/api/reports/${path}`, headers });
const toFils = (amount: number | string) => Math.round(Number(amount) * 100);

let day = '';
let json: CashUp;
beforeAll(async () => {
  await onOneShopDay(async () => {
    const customers = [];
    for (const firstName of HOSTILE) customers.push(await buildCustomer(t.ctx, { firstName, lastName: 'Tester' }));
    await aDayAtTheShop(t, as, customers[0]!.id);
    for (const [i, customer] of customers.entries()) {
      const [id] = await payInStore(t, as.staff, [stringLine(customer.id)]);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/instore-payments`,
        headers: as.staff,
        payload: { amount: 150, receipt_number: `H-${engine}-${i}-${id}` },
      });
      expect(paid.statusCode).toBe(201);
    }
    day = shopDate();
    json = (await get(`cash-up?date=${day}`)).json();
  });
});

describe(`GET /api/reports/cash-up.csv (${engine})`, () => {
  it('lists every invoice and credit note, adds up to the net takings, and writes hostile names as text', async () => {
    const res = await get(`cash-up.csv?date=${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cash-up-${day}.csv"`);
    const [header, ...rows] = parse(res.body, { bom: true, relax_quotes: true }) as string[][];
    expect(header).toEqual([...CASH_UP_CSV_COLUMNS]);
    const documents = rows.filter((r) => r[0] === 'Invoice' || r[0] === 'Credit note');
    expect(documents).toHaveLength(json.invoices.length + json.credit_notes.length);
    const documentFils = documents.reduce((n, r) => n + toFils(r[8]!), 0);
    expect(documentFils).toBe(toFils(json.net_takings));
    const totals = new Map(rows.filter((r) => r[0] === 'Total').map((r) => [r[1], r]));
    expect(toFils(totals.get('Net takings')![8]!)).toBe(toFils(json.net_takings));
    expect(totals.get('Payments total')![9]).toBe(String(json.payments.total.count));
    expect(totals.get('Jobs received')![9]).toBe(String(json.jobs.received));
    // Each hostile name is text a spreadsheet will not run: a quote before it.
    const names = new Set(documents.map((r) => r[4]));
    for (const name of HOSTILE) {
      expect(names).toContain(`'${name} Tester`);
      expect(names).not.toContain(`${name} Tester`);
    }
    expect(documents.filter((r) => r[0] === 'Credit note').map((r) => r[4])).toContain(`'${HOSTILE[0]} Tester`);
  });
});

describe(`GET /api/reports/cash-up.pdf (${engine})`, () => {
  it('prints the figures and every document, in English and Arabic', async () => {
    const res = await get(`cash-up.pdf?date=${day}&store=Marina Store`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cash-up-${day}-marina-store.pdf"`);
    const text = await pdfText(res.rawPayload);
    const marina: CashUp = (await get(`cash-up?date=${day}&store=Marina Store`)).json();
    expect(text).toContain('End-of-day cash-up');
    expect(text).toContain('Marina Store');
    expect(text).toContain(formatAed(aed(marina.net_takings)));
    for (const invoice of marina.invoices) expect(text).toContain(invoice.invoice_number);
    for (const note of marina.credit_notes) expect(text).toContain(note.credit_note_number);
    for (const name of HOSTILE) expect(text).toContain(`${name} Tester`);
    // Every label's Arabic is on the page, as the invoices carry theirs (the title in reading order).
    expect(text).toContain('تسوية الصندوق لنهاية اليوم');
    expect(await pdftotextText(res.rawPayload)).toContain('تسوية الصندوق لنهاية اليوم');
    // Each figure and header field a row: English name, count and amount, Arabic name, read in that order by both.
    const counted = /\d+[ \t]+-?[\d,]+\.\d{2} AED/;
    await expectRowsReadInOrder(res.rawPayload, [
      ['Date', formatShopDate(day), 'التاريخ'],
      ['Store', 'Marina Store', 'الفرع'],
      ['Online card', counted, 'بطاقة عبر الإنترنت'],
      ['Free (0 AED invoices)', counted, 'فواتير مجانية بلا مبلغ'],
      ['Total refunds', counted, 'إجمالي المبالغ المستردة'],
      ['Net takings', formatAed(aed(marina.net_takings)), 'صافي الإيرادات'],
    ]);
    expect(Object.keys(CASH_UP_ARABIC_LABELS).length).toBeGreaterThan(20);
  });

  it('breaks a long day across pages, every document on one of them, numbered "Page n of m"', async () => {
    const invoices = Array.from({ length: 90 }, (_, i) => ({
      ...json.invoices[0]!,
      invoice_number: `INV-LONG-${String(i).padStart(3, '0')}`,
    }));
    const pdf = await renderCashUp({ ...json, invoices }, t.ctx.config.shop);
    const text = await pdfText(pdf);
    expect(text).toMatch(/Page 3 of 3/);
    for (const invoice of invoices) expect(text).toContain(invoice.invoice_number);
    // The table's heading is repeated on every page it runs onto.
    expect(text.match(/Customer/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('needs a session (401) and an admin (403), and a bad date is a 400 sentence, for the PDF and the CSV', async () => {
    for (const file of ['cash-up.pdf', 'cash-up.csv']) {
      expect((await get(`${file}?date=${day}`, {})).statusCode).toBe(401);
      expect((await get(`${file}?date=${day}`, as.staff)).statusCode).toBe(403);
      const bad = await get(`${file}?date=31-12-2026`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(CASH_UP_MESSAGES.dateInvalid);
    }
  });
});
