import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { startBigCommerceStandIn, type StandIn } from '../customers/bigcommerce-stand-in';
import { changeOrder, countRows, standInEnv, standInOrder, standInRefund } from '../helpers/store-sync-factories';
import { pdfText, pdftotextText } from '../invoices/pdf-text';

let standIn: StandIn;
let t: TestApp;
let headers: Awaited<ReturnType<typeof headersByRole>>;
const HOUR = 3_600_000;
/** Orders of early 2025, an hour apart: long before any sync in these tests. */
const at = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * HOUR);

beforeAll(async () => {
  standIn = await startBigCommerceStandIn();
  // More than two pages at the page size the store answers (50), whatever limit is asked.
  standIn.v2PageSize = 50;
  for (let id = 1; id <= 120; id += 1) standIn.orders.push(standInOrder(id, at(id)));
  t = await buildTestApp({ env: standInEnv(standIn) });
  headers = await headersByRole(t.ctx);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const refresh = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bigcommerce-invoices/refresh',
    headers: headers.superadmin,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { message: string; imported: number; credit_notes: number };
};
const list = async (search = '') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/bigcommerce-invoices/metadata?pageSize=100&search=${encodeURIComponent(search)}`,
      headers: headers.superadmin,
    })
  ).json() as {
    items: {
      id: number;
      kind: string;
      invoice_number: string;
      credited_invoice_number: string | null;
      order_id: number;
    }[];
  };
const creditNotesOf = async (orderId: number) =>
  (await list(`${orderId}`)).items.filter((i) => i.kind === 'credit_note' && i.order_id === orderId);
const download = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/bigcommerce-credit-notes/${id}/download`, headers: headers.superadmin });
/** The credit note's PDF as text without spaces. */
const creditNoteText = async (id: number) => (await pdfText((await download(id)).rawPayload)).replace(/\s+/g, '');
const ordersAsked = () => standIn.requests.filter((r) => r.startsWith('GET /stores/abc123xyz/v2/orders?'));

describe(`store sync from BigCommerce (${engine})`, () => {
  it('reads every page the first time (no cap), then only orders changed since the watermark', async () => {
    const first = await refresh();
    expect(first).toMatchObject({ imported: 120, credit_notes: 0 });
    expect(await countRows(t.ctx, 'store_invoices')).toBe(120);
    // Pages of 50, 50 and 20, then the empty page (204) that ends the list.
    expect(ordersAsked()).toHaveLength(4);
    expect(ordersAsked()[0]).not.toContain('min_date_modified');

    standIn.requests.length = 0;
    standIn.servedOrderIds.length = 0;
    changeOrder(standIn, 40, { status: 'Shipped', status_id: 2 });
    standIn.orders.push(standInOrder(121, new Date()));
    const second = await refresh();
    expect(second).toMatchObject({ imported: 1, credit_notes: 0 });
    // The watermark is order 120's date_modified; the sync reads 10 minutes before it (120 again,
    // which changes nothing), the changed order 40 and the new order 121: never the whole history.
    expect(ordersAsked()[0]).toContain('min_date_modified=Sun%2C+05+Jan+2025+23%3A50%3A00+%2B0000');
    expect(standIn.servedOrderIds).toEqual([40, 120, 121]);
    expect(await countRows(t.ctx, 'store_invoices')).toBe(121);
  });

  it('gives a partially refunded order a credit note for the refunded part, once, and one more for a later refund', async () => {
    const invoiceNumber = (await list('Buyer 7')).items.find((i) => i.order_id === 7)!.invoice_number;
    changeOrder(standIn, 7, { status: 'Partially Refunded', status_id: 14, refunded_amount: '52.5000' });
    standIn.refunds.push(standInRefund(1, 7, 52.5, 'Strings not wanted'));
    expect(await refresh()).toMatchObject({ imported: 0, credit_notes: 1 });
    expect(await refresh()).toMatchObject({ imported: 0, credit_notes: 0, message: 'Store invoices are up to date.' });

    const [note] = await creditNotesOf(7);
    expect(note).toMatchObject({ kind: 'credit_note', credited_invoice_number: invoiceNumber });
    expect(note!.invoice_number).toMatch(/^SCN-\d+$/);
    const pdf = await download(note!.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="store-credit-note-${note!.invoice_number}.pdf"`,
    );
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('TaxCreditNote');
    // The Arabic title reads back whole, in reading order, in both extractors.
    expect(await pdfText(pdf.rawPayload)).toContain('إشعار دائن ضريبي');
    expect(await pdftotextText(pdf.rawPayload)).toContain('إشعار دائن ضريبي');
    // The label's Arabic (extracted as presentation forms) sits between the English label and the number.
    expect(text.replace(/[^\x20-\x7E]+/g, '')).toContain(`Originalinvoice${invoiceNumber}`);
    // 52.50 paid back, VAT included: 50.00 + 2.50 VAT.
    expect(text).toContain('Subtotal(excl.VAT)50.00AED');
    expect(text).toContain('VAT5%2.50AED');
    expect(text).toContain('Total(incl.VAT)52.50AED');

    // A second, bigger refund later: one more credit note for it, and only once.
    changeOrder(standIn, 7, { refunded_amount: '84.0000' });
    standIn.refunds.push(standInRefund(2, 7, 31.5));
    expect(await refresh()).toMatchObject({ credit_notes: 1 });
    expect(await refresh()).toMatchObject({ credit_notes: 0 });
    expect((await creditNotesOf(7)).map((n) => n.credited_invoice_number)).toEqual([invoiceNumber, invoiceNumber]);
  });

  it("credits the order's refunded_amount where the store lists no refunds", async () => {
    changeOrder(standIn, 8, { status: 'Partially Refunded', status_id: 14, refunded_amount: '21.0000' });
    expect(await refresh()).toMatchObject({ credit_notes: 1 });
    const [note] = await creditNotesOf(8);
    const text = await creditNoteText(note!.id);
    expect(text).toContain('Total(incl.VAT)21.00AED');
    changeOrder(standIn, 8, {});
    expect(await refresh()).toMatchObject({ credit_notes: 0 });
  });

  it('credits the whole invoice when an invoiced order is refunded in full; an order refunded before invoicing gets nothing', async () => {
    // BigCommerce documents refunded_amount as 0 on v2 orders: status Refunded (4) is what says it.
    changeOrder(standIn, 9, { status: 'Refunded', status_id: 4 });
    standIn.orders.push(standInOrder(122, new Date(), { status: 'Refunded', status_id: 4 }));
    expect(await refresh()).toMatchObject({ imported: 0, credit_notes: 1 });
    const [note] = await creditNotesOf(9);
    const text = await creditNoteText(note!.id);
    expect(text).toContain('Total(incl.VAT)105.00AED');
    expect(await creditNotesOf(122)).toEqual([]);
    expect(await refresh()).toMatchObject({ credit_notes: 0 });
  });

  it('refuses the credit note download without a token (401), to admin (403), for a bad id (400) and answers 404 for none', async () => {
    const [note] = await creditNotesOf(7);
    const url = `/api/bigcommerce-credit-notes/${note!.id}/download`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: headers.admin })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/bigcommerce-credit-notes/abc/download',
      headers: headers.superadmin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Credit note id must be a positive whole number.');
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/bigcommerce-credit-notes/999999/download',
      headers: headers.superadmin,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Store credit note not found.');
  });
});
