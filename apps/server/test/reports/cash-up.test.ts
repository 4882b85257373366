import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CASH_UP_MESSAGES, type CashUp } from '@shop/domain/contracts/cash-up';
import type { TodayResponse } from '@shop/domain/contracts/dashboard';
import { REPORT_MESSAGES, type ReportSummary } from '@shop/domain/contracts/reports';
import { STORES } from '@shop/domain/pickup';
import { shopDate } from '@shop/domain/shop-days';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { onOneShopDay } from '../helpers/shop-days';
import { signedInByRole, testAppForFile } from '../helpers/per-file';
import { aDayAtTheShop } from './cash-up-day';

const t = testAppForFile();
const as = signedInByRole(t);
const staff = as.staff;

const cashUp = (query: string, headers: Record<string, string> | undefined = as.admin) =>
  t.app.inject({ method: 'GET', url: `/api/reports/cash-up${query}`, headers: headers ?? {} });

/** Integer fils of an AED number (the API's amounts have two decimals at most). */
const toFils = (amount: number) => Math.round(amount * 100);
const sum = (values: number[]) => values.reduce((n, v) => n + v, 0);

interface ListedInvoice {
  invoice_number: string;
  status: string;
  amount: number;
  transaction_date: string;
  credit_notes?: { credit_note_number: string; amount: number }[];
}

/** The invoice list (every page) and each credit note's Dubai day, as the All Invoices screen reads them. */
async function listedDocuments() {
  const items: ListedInvoice[] = [];
  for (let page = 1; ; page += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices?page=${page}&pageSize=50`,
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    items.push(...body.items);
    if (!body.hasMore && page * 50 >= body.total) break;
  }
  const noteDays = new Map(
    rowsOf<{ number: string; day: string }>(
      await t.ctx.db.execute(
        sql`SELECT credit_note_number AS number, to_char(created_at AT TIME ZONE 'Asia/Dubai', 'YYYY-MM-DD') AS day FROM credit_notes`,
      ),
    ).map((r) => [r.number, r.day]),
  );
  return { items, noteDays };
}

describe(`GET /api/reports/cash-up (${engine})`, () => {
  let day = '';
  let body: CashUp;
  let byStore: CashUp[];
  let listed: Awaited<ReturnType<typeof listedDocuments>>;
  let reports: ReportSummary[];
  let today: TodayResponse;
  beforeAll(async () => {
    await onOneShopDay(async () => {
      await aDayAtTheShop(t, as, (await buildCustomer(t.ctx)).id);
      day = shopDate();
      body = (await cashUp(`?date=${day}`)).json();
      byStore = await Promise.all(STORES.map(async (store) => (await cashUp(`?date=${day}&store=${store}`)).json()));
      listed = await listedDocuments();
      const summary = async (store: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/reports/summary?from=${day}&to=${day}${store}`,
            headers: as.admin,
          })
        ).json();
      reports = [await summary(''), ...(await Promise.all(STORES.map((store) => summary(`&store=${store}`))))];
      today = (await t.app.inject({ method: 'GET', url: `/api/dashboard/today?date=${day}`, headers: staff })).json();
    });
  });

  it("is the Reports page's revenue and the dashboard's takings, to the fils, for the day and each store", () => {
    // One rule (docs/decisions/revenue.md): the Reports page reads per-day totals the database keeps, the cash-up the
    // documents one by one; both give the same figures, whole day and store by store.
    [body, ...byStore].forEach((cash, i) => {
      const revenue = reports[i]!.revenue;
      expect(toFils(revenue.total), cash.store ?? 'all').toBe(toFils(cash.net_takings));
      expect(toFils(revenue.online) + toFils(revenue.in_store) + toFils(revenue.fees)).toBe(toFils(revenue.total));
      expect(revenue.online_payments).toBe(cash.payments.online.count);
      expect(revenue.in_store_payments).toBe(cash.payments.in_store.count);
    });
    expect(toFils(reports[0]!.revenue.fees)).toBe(3000);
    const line = (method: string) => today.takings.methods.find((m) => m.method === method)!;
    expect(toFils(today.takings.total)).toBe(toFils(body.net_takings));
    expect(line('online')).toMatchObject(body.payments.online);
    expect(line('in-store')).toMatchObject(body.payments.in_store);
    expect(line('card-refunds')).toMatchObject({ count: body.refunds.card.count, amount: -body.refunds.card.amount });
    expect(line('counter-refunds')).toMatchObject({
      count: body.refunds.in_store.count,
      amount: -body.refunds.in_store.amount,
    });
  });

  it('totals equal the sums of the day’s invoices and credit notes in the lists, to the fils', () => {
    const invoices = listed.items.filter((i) => shopDate(new Date(i.transaction_date)) === day);
    const notes = listed.items
      .flatMap((i) => i.credit_notes ?? [])
      .filter((n) => listed.noteDays.get(n.credit_note_number) === day);
    const invoiceFils = sum(invoices.map((i) => toFils(i.amount)));
    const noteFils = sum(notes.map((n) => toFils(n.amount)));
    expect(toFils(body.payments.total.amount)).toBe(invoiceFils);
    expect(body.payments.total.count).toBe(invoices.length);
    expect(toFils(body.refunds.total.amount)).toBe(noteFils);
    expect(body.refunds.total.count).toBe(notes.length);
    expect(toFils(body.net_takings)).toBe(invoiceFils - noteFils);
    // The documents listed are exactly the lists' documents of the day.
    expect(body.invoices.map((i) => i.invoice_number).sort()).toEqual(invoices.map((i) => i.invoice_number).sort());
    expect(body.credit_notes.map((n) => n.credit_note_number).sort()).toEqual(
      notes.map((n) => n.credit_note_number).sort(),
    );
    // Each method's figure is the sum of its own documents.
    for (const [key, method] of [
      ['online', 'online'],
      ['in_store', 'in-store'],
      ['free', 'free'],
    ] as const) {
      const mine = body.invoices.filter((i) => i.payment_method === method);
      expect(toFils(body.payments[key].amount), key).toBe(sum(mine.map((i) => toFils(i.amount))));
      expect(body.payments[key].count, key).toBe(mine.length);
    }
    expect(sum(['online', 'in_store', 'free'].map((k) => toFils(body.payments[k as 'online'].amount)))).toBe(
      invoiceFils,
    );
    expect(toFils(body.refunds.card.amount) + toFils(body.refunds.in_store.amount)).toBe(noteFils);
  });

  it('lists an invoice that credit notes cover as refunded or partly refunded', () => {
    const statusOf = (amount: number, credited: number) =>
      listed.items.filter(
        (i) => i.amount === amount && (i.credit_notes ?? []).reduce((n, c) => n + c.amount, 0) === credited,
      )[0]?.status;
    expect(statusOf(250, 70)).toBe('partly-refunded');
    expect(statusOf(150, 150)).toBe('refunded');
    expect(statusOf(150, 0)).toBe('paid');
  });

  it('counts the day’s payments, refunds, voids, free services and jobs as they happened', () => {
    // 400 online (150 + 70 + 30 fee; 150), 300 in store (50 deposit, 100 balance, 150 whole), one free at 0.
    expect(body.payments.online).toEqual({ count: 2, amount: 400 });
    expect(body.payments.in_store).toEqual({ count: 3, amount: 300 });
    expect(body.payments.free).toEqual({ count: 1, amount: 0 });
    expect(body.refunds).toEqual({
      card: { count: 1, amount: 70 },
      in_store: { count: 1, amount: 150 },
      total: { count: 2, amount: 220 },
    });
    expect(body.net_takings).toBe(480);
    expect(body.net_by_method).toEqual({ card: 330, in_store: 150 });
    expect(body.voids).toEqual({ count: 1, amount: 150 });
    expect(body.free_services).toEqual({ count: 1, amount: 75 });
    // Received: 2 + 1 + 1 + 2 + 1 + 1 (the held checkout's job, canceled with it); one ready and collected.
    expect(body.jobs).toEqual({ received: 8, ready: 1, collected: 1 });
  });

  it('splits by store, and the stores add up to the whole day', () => {
    const [jumeirah, marina, bluewaters] = byStore;
    expect(jumeirah!.refunds.in_store).toEqual({ count: 1, amount: 150 });
    expect(jumeirah!.payments.in_store).toEqual({ count: 2, amount: 150 });
    expect(marina!.payments.in_store).toEqual({ count: 1, amount: 150 });
    expect(marina!.voids).toEqual({ count: 1, amount: 150 });
    expect(bluewaters!.payments.total).toEqual({ count: 1, amount: 0 });
    expect(bluewaters!.free_services).toEqual({ count: 1, amount: 75 });
    expect(sum(byStore.map((s) => toFils(s.net_takings)))).toBe(toFils(body.net_takings));
    expect(sum(byStore.map((s) => toFils(s.payments.total.amount)))).toBe(toFils(body.payments.total.amount));
    expect(sum(byStore.map((s) => toFils(s.refunds.total.amount)))).toBe(toFils(body.refunds.total.amount));
    expect(sum(byStore.map((s) => s.voids.count))).toBe(body.voids.count);
    expect(sum(byStore.map((s) => s.invoices.length))).toBe(body.invoices.length);
    expect(sum(byStore.map((s) => s.credit_notes.length))).toBe(body.credit_notes.length);
    expect(sum(byStore.map((s) => s.jobs.received))).toBe(body.jobs.received);
    expect(byStore.every((s, i) => s.store === STORES[i] && s.invoices.every((d) => d.store === STORES[i]))).toBe(true);
  });

  it('needs a session (401) and an admin (403), and answers 400 with a sentence for a bad date or store', async () => {
    expect((await cashUp(`?date=${day}`, {})).statusCode).toBe(401);
    expect((await cashUp(`?date=${day}`, staff)).statusCode).toBe(403);
    expect((await cashUp(`?date=${day}`, as.superadmin)).statusCode).toBe(200);
    for (const query of ['', '?date=2026-02-30', '?date=28/11/2026', '?date=yesterday']) {
      const res = await cashUp(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(CASH_UP_MESSAGES.dateInvalid);
    }
    const store = await cashUp(`?date=${day}&store=Mall`);
    expect(store.statusCode).toBe(400);
    expect(store.json().message).toContain(REPORT_MESSAGES.storeInvalid);
  });

  it('answers an empty day with zeros', async () => {
    const res = await cashUp('?date=2020-01-01');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      date: '2020-01-01',
      store: null,
      time_zone: 'Asia/Dubai',
      payments: { total: { count: 0, amount: 0 } },
      refunds: { total: { count: 0, amount: 0 } },
      net_takings: 0,
      jobs: { received: 0, ready: 0, collected: 0 },
      invoices: [],
      credit_notes: [],
    });
  });
});
