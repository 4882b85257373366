import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { moveJob, payInStoreJob } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const pay = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/instore-payments`, headers, payload });

async function moneyOf(id: number) {
  const [row] = rowsOf<{ paid_fils: number; payments: number; invoices: number; collected: number }>(
    await t.ctx.db.execute(sql`
      SELECT b.paid_fils,
             (SELECT count(*)::int FROM instore_payments p WHERE p.booking_id = b.id) AS payments,
             (SELECT count(*)::int FROM invoices i
               WHERE i.transaction_id IN (SELECT receipt_number FROM instore_payments p WHERE p.booking_id = b.id)) AS invoices,
             (SELECT count(*)::int FROM job_events e WHERE e.booking_id = b.id AND e.details->>'to' = 'collected') AS collected
        FROM bookings b WHERE b.id = ${id}`),
  );
  return row!;
}

describe(`in-store payments and the handover under concurrent clicks (${engine})`, () => {
  it('hands the racket over once when 20 staff click Collect with the payment at once; the rest get 409', async () => {
    expect(engine).toBe('postgres');
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    await moveJob(t, id, staff, { stage: 'ready' });
    const callers = await Promise.all(Array.from({ length: 4 }, () => authHeaders(t.ctx, 'staff')));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/jobs/${id}/collect`,
          headers: callers[i % 4]!,
          payload: { payment: { amount: 150, receipt_number: `RACE-C-${id}-${i}` } },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await moneyOf(id)).toEqual({ paid_fils: 15000, payments: 1, invoices: 1, collected: 1 });
  });

  it('takes one of two payments that together exceed the balance; the other is refused naming the balance left', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const other = await authHeaders(t.ctx, 'staff');
    const answers = await Promise.all([
      pay(id, staff, { amount: 100, receipt_number: `RACE-A-${id}` }),
      pay(id, other, { amount: 100, receipt_number: `RACE-B-${id}` }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(
      'The amount is more than the balance due: 50.00 AED.',
    );
    expect(await moneyOf(id)).toMatchObject({ paid_fils: 10000, payments: 1, invoices: 1 });
  });

  it('records the same receipt number once when it is sent twice at once', async () => {
    const customer = await buildCustomer(t.ctx);
    const first = await payInStoreJob(t, staff, customer.id);
    const second = await payInStoreJob(t, staff, customer.id);
    const other = await authHeaders(t.ctx, 'staff');
    const answers = await Promise.all([
      pay(first, staff, { amount: 50, receipt_number: `RACE-SAME-${first}` }),
      pay(second, other, { amount: 50, receipt_number: `race-same-${first}` }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const paid = [await moneyOf(first), await moneyOf(second)].map((m) => m.payments);
    expect(paid.sort()).toEqual([0, 1]);
  });
});
