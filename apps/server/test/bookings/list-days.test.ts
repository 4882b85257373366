import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { BOOKING_FILTER_MESSAGES, BOOKINGS_CSV_COLUMNS } from '@shop/domain/contracts/booking-filters';
import { REPORT_MESSAGES } from '@shop/domain/contracts/reports';
import { addDays, shopDate } from '@shop/domain/shop-days';
import { engine } from '../helpers/app';
import { stringLine } from '../helpers/bookings-factories';
import { cancelBooking, payInStore } from '../helpers/cancellation-factories';
import { buildCustomer } from '../helpers/customers-factories';
import { onOneShopDay } from '../helpers/shop-days';
import { signedInByRole, testAppForFile } from '../helpers/per-file';

const t = testAppForFile();
const as = signedInByRole(t);

/** Names a walk-in or an online customer can choose, each one a formula in a spreadsheet. */
const HOSTILE = ['=HYPERLINK("http://x")', '-2+3', '@SUM(1)'];

interface Listed {
  booking_id: number;
  customer_name: string;
  instore_location: string | null;
  status: string;
  total_cost: number;
  pickup_fee: number;
  amount_paid: number;
  balance_due: number;
}

const get = (url: string, headers: Record<string, string> = as.staff) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const toFils = (amount: number | string) => Math.round(Number(amount) * 100);
const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);

let day = '';
let yesterdayId = 0;
beforeAll(async () => {
  await onOneShopDay(async () => {
    day = shopDate();
    for (const [i, firstName] of HOSTILE.entries()) {
      const customer = await buildCustomer(t.ctx, { firstName, lastName: 'Tester' });
      const store = i === 2 ? 'Jumeirah Store' : 'Marina Store';
      const [paid, open, canceled] = await payInStore(t, as.staff, [
        stringLine(customer.id, { instore_location: store }),
        stringLine(customer.id, { instore_location: store }),
        stringLine(customer.id, { instore_location: store }),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${paid}/instore-payments`,
        headers: as.staff,
        payload: { amount: 50, receipt_number: `LD-${engine}-${paid}` },
      });
      expect(res.statusCode).toBe(201);
      void open;
      expect((await cancelBooking(t, canceled!, as.staff)).statusCode).toBe(200);
    }
    // One booking made yesterday (Dubai), outside today's range.
    const other = await buildCustomer(t.ctx, { firstName: 'Yesterday', lastName: 'Tester' });
    [yesterdayId] = (await payInStore(t, as.staff, [stringLine(other.id)])) as [number];
    await t.ctx.db.execute(
      sql`UPDATE bookings SET created_at = created_at - interval '1 day' WHERE id = ${yesterdayId}`,
    );
  });
});

async function everyPage(query: string): Promise<{ items: Listed[]; totals: unknown }> {
  const res = await get(`/bookings?${query}&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.hasMore).toBe(false);
  return { items: body.items, totals: body.totals };
}

describe(`GET /api/bookings with days and a store (${engine})`, () => {
  it('keeps the bookings made on those Dubai days at that store, with the totals of what it shows', async () => {
    const marina = await everyPage(`from=${day}&to=${day}&store=Marina%20Store`);
    expect(marina.items).toHaveLength(6);
    expect(marina.items.every((b) => b.instore_location === 'Marina Store')).toBe(true);
    const live = marina.items.filter((b) => b.status !== 'canceled');
    expect(marina.totals).toEqual({
      bookings: 6,
      canceled: 2,
      amount: sum(live.map((b) => toFils(b.total_cost) + toFils(b.pickup_fee))) / 100,
      paid: sum(marina.items.map((b) => toFils(b.amount_paid))) / 100,
      balance_due: sum(marina.items.map((b) => toFils(b.balance_due))) / 100,
    });
    expect(marina.totals).toMatchObject({ amount: 600, paid: 100, balance_due: 500 });

    const everyStore = await everyPage(`from=${day}&to=${day}`);
    expect(everyStore.items).toHaveLength(9);
    expect(everyStore.items.map((b) => b.booking_id)).not.toContain(yesterdayId);
    const withYesterday = await everyPage(`from=${addDays(day, -1)}&to=${day}`);
    expect(withYesterday.items.map((b) => b.booking_id)).toContain(yesterdayId);
    // The status filter narrows the same days; the totals follow.
    const canceled = await everyPage(`from=${day}&to=${day}&status=canceled`);
    expect(canceled.items).toHaveLength(3);
    expect(canceled.totals).toMatchObject({ bookings: 3, canceled: 3, amount: 0, balance_due: 0 });
  });

  it('answers the envelope as before without both days (no totals), and pages a store by cursor', async () => {
    const res = await get('/bookings?store=Jumeirah%20Store&pageSize=2');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).not.toContain('totals');
    expect(res.json().items).toHaveLength(2);
    const next = await get(`/bookings?store=Jumeirah%20Store&pageSize=2&page=2&cursor=${res.json().nextCursor}`);
    expect(next.json().items.map((b: Listed) => b.booking_id)).not.toContain(res.json().items[0].booking_id);
  });

  it('answers 400 with a sentence for a bad day, a reversed range or an unknown store', async () => {
    for (const [query, message] of [
      ['from=2026-02-30', REPORT_MESSAGES.fromInvalid],
      ['to=yesterday', REPORT_MESSAGES.toInvalid],
      ['from=2026-03-02&to=2026-03-01', REPORT_MESSAGES.rangeReversed],
      ['store=Mall', REPORT_MESSAGES.storeInvalid],
    ]) {
      const res = await get(`/bookings?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
    expect((await get(`/bookings?from=${day}&to=${day}`, {})).statusCode).toBe(401);
  });
});

describe(`GET /api/bookings.csv (${engine})`, () => {
  it('exports what the list shows, newest first, with hostile names as text and amounts as numbers', async () => {
    const res = await get(`/bookings.csv?from=${day}&to=${day}&store=Marina%20Store`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="bookings-${day}-to-${day}-marina-store.csv"`,
    );
    const [header, ...rows] = parse(res.body, { bom: true, relax_quotes: true }) as string[][];
    expect(header).toEqual([...BOOKINGS_CSV_COLUMNS]);
    const listed = await everyPage(`from=${day}&to=${day}&store=Marina%20Store`);
    expect(rows.map((r) => Number(r[0]))).toEqual(listed.items.map((b) => b.booking_id));
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(HOSTILE.slice(0, 2).map((n) => `'${n} Tester`)));
    expect(sum(rows.map((r) => toFils(r[13]!)))).toBe(10_000);
    expect(sum(rows.map((r) => toFils(r[14]!)))).toBe(50_000);
    expect(rows.filter((r) => r[10] === 'Canceled')).toHaveLength(2);
    for (const row of rows) expect(row[12]).toMatch(/^\d+\.\d{2}$/);
    const jumeirah = await get(`/bookings.csv?from=${day}&to=${day}&store=Jumeirah%20Store`);
    const names = (parse(jumeirah.body, { bom: true, relax_quotes: true }) as string[][]).slice(1).map((r) => r[2]);
    expect(new Set(names)).toEqual(new Set([`'${HOSTILE[2]} Tester`]));
  });

  it('needs a session (401) and both days (400 with a sentence)', async () => {
    expect((await get(`/bookings.csv?from=${day}&to=${day}`, {})).statusCode).toBe(401);
    for (const query of ['', `from=${day}`, `to=${day}`, 'from=2026-01-01&to=2027-12-31']) {
      const res = await get(`/bookings.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(
        new RegExp(`${BOOKING_FILTER_MESSAGES.csvNeedsDays}|${REPORT_MESSAGES.rangeTooLong}`.replace(/[.()]/g, '\\$&')),
      );
    }
  });
});
