import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { bulkBookings, bulkInvoices, getList } from '../helpers/paging-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { rowsOf } from '../../src/lib/rows';

/**
 * The bookings' and invoices' searches walk narrow copies of the lists' time and search text (booking_search,
 * invoice_search, migration 0056) kept by triggers: the pages they answer are the rows and order of the plain walk
 * on the lists' own tables, and a corrected name is found under its new text at once.
 */
const t = testAppForFile();
const staff = signedIn(t);

beforeAll(async () => {
  const customerId = (await buildCustomer(t.ctx, { firstName: 'Copy', lastName: 'Walk' })).id;
  await bulkBookings(t.ctx, { customerId, count: 600, searchable: 300 });
  await bulkInvoices(t.ctx, { count: 600, searchable: 300 });
}, 120_000);

const ids = async (statement: ReturnType<typeof sql>) =>
  rowsOf<{ id: number }>(await t.ctx.db.execute(statement)).map((r) => Number(r.id));

type Booking = { booking_id: number };
type Invoice = { invoice_number: string };

describe(`the searches' copies (${engine})`, () => {
  it('hold every booking and invoice with its time and search text', async () => {
    const differing = await ids(sql`
      SELECT b.id FROM bookings b FULL JOIN booking_search s ON s.id = b.id
      WHERE s.id IS NULL OR b.id IS NULL OR s.created_at <> b.created_at OR s.search_text <> b.search_text
      UNION ALL
      SELECT i.id FROM invoices i FULL JOIN invoice_search s ON s.id = i.id
      WHERE s.id IS NULL OR i.id IS NULL OR s.transaction_date <> i.transaction_date OR s.search_text <> i.search_text`);
    expect(differing).toEqual([]);
  });

  it('answer the pages of the plain walk on bookings, by number and by cursor', async () => {
    const walked = await ids(sql`SELECT id FROM bookings WHERE search_text LIKE '%paging racket%'
      ORDER BY created_at DESC, id DESC`);
    const page3 = await getList<Booking>(t, staff, '/api/bookings?search=paging%20racket&page=3&pageSize=20');
    expect(page3).toMatchObject({ total: 200, totalIsExact: false });
    expect(page3.items.map((i) => i.booking_id)).toEqual(walked.slice(40, 60));
    const next = await getList<Booking>(
      t,
      staff,
      `/api/bookings?search=paging%20racket&pageSize=20&cursor=${encodeURIComponent(page3.nextCursor!)}`,
    );
    expect(next.items.map((i) => i.booking_id)).toEqual(walked.slice(60, 80));
  });

  it('answer the pages of the plain walk on invoices', async () => {
    const walked = rowsOf<{ n: string }>(
      await t.ctx.db.execute(sql`SELECT invoice_number AS n FROM invoices WHERE search_text LIKE '%khan%'
        ORDER BY transaction_date DESC, id DESC LIMIT 20 OFFSET 20`),
    ).map((r) => r.n);
    const page2 = await getList<Invoice>(t, staff, '/api/admin/invoices?search=khan&page=2&pageSize=20');
    expect(page2).toMatchObject({ total: 200, totalIsExact: false });
    expect(page2.items.map((i) => i.invoice_number)).toEqual(walked);
    expect(walked).toHaveLength(20);
  });

  it('find a corrected name under its new text, and no longer under the old one', async () => {
    const [booking] = await ids(sql`SELECT id FROM bookings WHERE racket_name = 'Other 400'`);
    await t.ctx.db.execute(sql`UPDATE bookings SET customer_name = 'Zainab Qasimi' WHERE id = ${booking}`);
    await t.ctx.db.execute(sql`UPDATE invoices SET customer_name = 'Zainab Qasimi' WHERE invoice_number = 'INV-B1'`);
    const bookings = await getList<Booking>(t, staff, '/api/bookings?search=zainab%20qasimi');
    expect(bookings.items.map((i) => i.booking_id)).toEqual([booking]);
    const invoices = await getList<Invoice>(t, staff, '/api/admin/invoices?search=zainab');
    expect(invoices.items.map((i) => i.invoice_number)).toEqual(['INV-B1']);
    const old = await getList<Invoice>(t, staff, '/api/admin/invoices?search=imran%20khan&pageSize=100');
    expect(old.items.map((i) => i.invoice_number)).not.toContain('INV-B1');
  });
});
