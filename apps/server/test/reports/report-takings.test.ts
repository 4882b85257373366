import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CashUp } from '@shop/domain/contracts/cash-up';
import { PICKUP_FEE_LINES, STORES } from '@shop/domain/pickup';
import { shopDate } from '@shop/domain/shop-days';
import { bookingRefunds, jobs } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { cancelBooking, paidPickupStringAndGrip } from '../helpers/cancellation-factories';
import { signedInByRole, testAppForFile } from '../helpers/per-file';
import { onOneShopDay } from '../helpers/shop-days';

const t = testAppForFile();
const as = signedInByRole(t);

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: as.admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const toFils = (amount: number) => Math.round(amount * 100);

/** The day's cash-up (documents one by one) and Reports revenue (per-day totals), whole day and each store. */
async function bothWays(day: string) {
  const stores = ['', ...STORES.map((s) => `&store=${s}`)];
  return Promise.all(
    stores.map(async (store) => ({
      store,
      cash: (await get(`/api/reports/cash-up?date=${day}${store}`)) as CashUp,
      revenue: (await get(`/api/reports/summary?from=${day}&to=${day}${store}`)).revenue,
    })),
  );
}

/** The totals the triggers keep equal the documents counted one by one, for the day and every store. */
async function expectTotalsAsDocuments(day: string) {
  for (const { store, cash, revenue } of await bothWays(day)) {
    expect(toFils(revenue.total), store).toBe(toFils(cash.net_takings));
    expect(revenue.online_payments, store).toBe(cash.payments.online.count);
    expect(revenue.in_store_payments, store).toBe(cash.payments.in_store.count);
  }
}

const totalsRows = async () =>
  rowsOf<{ day: string; store: string; kind: string; documents: number; fils: string; fee_fils: string }>(
    await t.ctx.db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, store, kind, sum(documents)::int AS documents, sum(fils)::text AS fils,
             sum(fee_fils)::text AS fee_fils
        FROM report_takings GROUP BY 1, 2, 3 HAVING sum(documents) <> 0 OR sum(fils) <> 0 ORDER BY 1, 2, 3`),
  );

describe(`the per-day takings totals (migration 0051, ${engine})`, () => {
  it("know the domain's fee lines, the same list", async () => {
    const [row] = rowsOf<{ lines: string[] }>(await t.ctx.db.execute(sql`SELECT report_fee_lines() AS lines`));
    expect([...row!.lines].sort()).toEqual([...PICKUP_FEE_LINES].sort());
  });

  it('move a refund handed over at the counter, and a job moved to another store, with their documents', async () => {
    await onOneShopDay(async () => {
      const day = shopDate();
      const customer = await buildCustomer(t.ctx);
      // Paid online with a 30 AED pickup fee (Marina Store); the grip canceled, its 70 AED back to the card.
      const { stringId, gripId } = await paidPickupStringAndGrip(t, as.staff, customer.id);
      expect((await cancelBooking(t, gripId, as.staff)).statusCode).toBe(200);
      await expectTotalsAsDocuments(day);
      const [whole] = await bothWays(day);
      expect(whole!.cash.refunds.card).toEqual({ count: 1, amount: 70 });

      // The card refund failed, then was handed over at the counter: the credit note moves from card to counter.
      await t.ctx.db.update(bookingRefunds).set({ status: 'failed' }).where(eq(bookingRefunds.bookingId, gripId));
      await t.ctx.db.update(bookingRefunds).set({ status: 'due-in-store' }).where(eq(bookingRefunds.bookingId, gripId));
      const [moved] = await bothWays(day);
      expect(moved!.cash.refunds.in_store).toEqual({ count: 1, amount: 70 });
      const today = await get(`/api/dashboard/today?date=${day}`);
      expect(today.takings.methods).toContainEqual(
        expect.objectContaining({ method: 'counter-refunds', count: 1, amount: -70 }),
      );
      await expectTotalsAsDocuments(day);

      // The checkout's first booking's job moved to Bluewaters: its invoice and the string's store go with it.
      await t.ctx.db.update(jobs).set({ store: 'Bluewaters Store' }).where(eq(jobs.bookingId, stringId));
      await expectTotalsAsDocuments(day);
      const bluewaters = (await bothWays(day)).find((w) => w.store.includes('Bluewaters'))!;
      expect(bluewaters.cash.payments.online.count).toBe(1);
    });
  });

  it('are rebuilt by report_rebuild() to what the triggers kept', async () => {
    const kept = await totalsRows();
    expect(kept.length).toBeGreaterThan(0);
    await t.ctx.db.execute(sql`SELECT report_rebuild()`);
    expect(await totalsRows()).toEqual(kept);
  });
});
