import { fils } from '@shop/domain/money';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildInvoice } from '../helpers/invoices-factories';
import { rowsOf } from '../../src/lib/rows';

let t: TestApp;
let headers: Awaited<ReturnType<typeof headersByRole>>;
beforeAll(async () => {
  t = await buildTestApp();
  headers = await headersByRole(t.ctx);
  // 23 invoices, one a day, newest last; a few with names to search for.
  for (let i = 1; i <= 23; i += 1) {
    await buildInvoice(t.ctx, {
      invoiceNumber: `INV-${1000 + i}`,
      customerName: i === 5 ? 'Fatima Al Zaabi' : i === 17 ? 'Rahul Menon' : `Customer ${i}`,
      transactionId: i === 9 ? 'TXN_9_100%_SPECIAL' : `TXN17000000${String(i).padStart(2, '0')}`,
      transactionDate: new Date(Date.UTC(2026, 9, i, 10, 0, 0)),
      lines: [
        {
          description: `Stringing ${i}`,
          quantity: 1,
          unit_price_fils: fils(10_000 + i),
          vat_fils: fils(500),
          total_fils: fils(10_500 + i),
        },
      ],
    });
  }
});
afterAll(async () => t?.close());

const list = (query: string, role: keyof typeof headers = 'staff') =>
  t.app.inject({ method: 'GET', url: `/api/admin/invoices${query}`, headers: headers[role] });

describe(`GET /api/admin/invoices (${engine})`, () => {
  it('pages 10 at a time by default, newest first, with amounts in AED', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toEqual({
      invoice_number: 'INV-1023',
      customer_name: 'Customer 23',
      amount: 105.23,
      transaction_date: '2026-10-23T10:00:00.000Z',
      status: 'paid',
      description: 'Stringing 23',
      transaction_id: 'TXN1700000023',
    });
    const third = (await list('?page=3')).json();
    expect(third.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([
      'INV-1003',
      'INV-1002',
      'INV-1001',
    ]);
    expect(third.total).toBe(23);
    const beyond = (await list('?page=9')).json();
    expect(beyond).toMatchObject({ items: [], total: 23, page: 9 });
  });

  it('honours pageSize', async () => {
    const body = (await list('?pageSize=3&page=2')).json();
    expect(body.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([
      'INV-1020',
      'INV-1019',
      'INV-1018',
    ]);
    expect(body.pageSize).toBe(3);
  });

  it('searches on the server by customer name, invoice number or transaction id, case-insensitive', async () => {
    const byName = (await list('?search=fatima')).json();
    expect(byName.total).toBe(1);
    expect(byName.items[0].invoice_number).toBe('INV-1005');
    const byNumber = (await list('?search=inv-1017')).json();
    expect(byNumber.items.map((i: { customer_name: string }) => i.customer_name)).toEqual(['Rahul Menon']);
    const byTxn = (await list('?search=TXN1700000012')).json();
    expect(byTxn.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual(['INV-1012']);
  });

  it('takes % and _ in the search literally', async () => {
    expect(
      (await list(`?search=${encodeURIComponent('100%')}`))
        .json()
        .items.map((i: { invoice_number: string }) => i.invoice_number),
    ).toEqual(['INV-1009']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).json().total).toBe(1);
    expect((await list(`?search=${encodeURIComponent('_9_')}`)).json().total).toBe(1);
    expect((await list('?search=nobody-at-all')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('assembles each shape of the statement once: pages, searches and cursors answer their own values', async () => {
    const names = async (query: string) =>
      (await list(query)).json().items.map((i: { invoice_number: string }) => i.invoice_number) as string[];
    const firstPage = (await list('?pageSize=3')).json();
    await names('?pageSize=3&search=customer%201');
    await names(`?pageSize=3&page=2&cursor=${firstPage.nextCursor}`);
    // Drizzle's assembly of a statement's text (db.execute calls it every time): not again for the same shapes.
    const dialect = (t.ctx.db as unknown as { dialect: { sqlToQuery: (query: unknown) => unknown } }).dialect;
    const assembled = vi.spyOn(dialect, 'sqlToQuery');
    try {
      expect(await names('?pageSize=3&page=2')).toEqual(['INV-1020', 'INV-1019', 'INV-1018']);
      expect(await names('?pageSize=3&page=8')).toEqual(['INV-1002', 'INV-1001']);
      expect(await names('?pageSize=3&search=fatima')).toEqual(['INV-1005']);
      expect(await names('?pageSize=3&search=customer%202')).toEqual(['INV-1023', 'INV-1022', 'INV-1021']);
      const second = (await list(`?pageSize=3&page=2&cursor=${firstPage.nextCursor}`)).json();
      expect(second.items.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([
        'INV-1020',
        'INV-1019',
        'INV-1018',
      ]);
      expect(await names(`?pageSize=3&page=3&cursor=${second.nextCursor}`)).toEqual([
        'INV-1017',
        'INV-1016',
        'INV-1015',
      ]);
      expect(assembled).not.toHaveBeenCalled();
    } finally {
      assembled.mockRestore();
    }
  });

  it('is open to staff, admin and superadmin', async () => {
    for (const role of ['staff', 'admin', 'superadmin'] as const) expect((await list('', role)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/invoices' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Session expired. Please log in again.');
  });

  it('answers 400 with a sentence for bad paging, and changes nothing', async () => {
    const before = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM invoices`))[0]!.n;
    for (const [query, message] of [
      ['?page=0', 'Page starts at 1.'],
      ['?page=abc', 'Page'],
      ['?pageSize=500', 'Page size can be at most 100.'],
      ['?pageSize=2.5', 'Page size must be a whole number.'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const after = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM invoices`))[0]!.n;
    expect(after).toBe(before);
  });
});
