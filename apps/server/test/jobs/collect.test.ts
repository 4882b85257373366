import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { aed } from '@shop/domain/money';
import { JOB_STAGE_MESSAGES } from '@shop/domain/stringing/job-stage';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { getJob, jobFootprint, moveJob, paidOnlineJob, payInStoreJob, readyEmailsTo } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const collect = (id: number, payload: object = {}, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${id}/collect`, headers, payload });
const pay = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/instore-payments`, headers: staff, payload });

/** A pay-in-store job walked to ready (the ready message goes then). */
async function readyUnpaidJob(customerId: number): Promise<number> {
  const id = await payInStoreJob(t, staff, customerId);
  await moveJob(t, id, staff, { stage: 'in_progress' });
  await moveJob(t, id, staff, { stage: 'ready' });
  return id;
}

const invoicesOf = async (receipt: string) =>
  rowsOf<{ amount_fils: number }>(
    await t.ctx.db.execute(sql`SELECT amount_fils FROM invoices WHERE transaction_id = ${receipt}`),
  );

describe(`POST /api/jobs/:id/collect (${engine})`, () => {
  it('takes the balance, completes the booking and hands the racket over in one call, recording who', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await readyUnpaidJob(customer.id);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
    const done = await collect(id, { payment: { amount: 150, receipt_number: `C-${engine}-1` } });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(JOB_MESSAGES.collected);
    expect(done.json().job).toMatchObject({
      stage: 'collected',
      booking_status: 'completed',
      payment_status: 'paid-in-store',
      amount_paid: 150,
      balance_due: 0,
    });
    const last = done.json().job.history.at(-1);
    expect(last.what).toBe('Collected: racket handed over');
    expect(last.by).toMatch(/^First\d+ Last\d+$/);
    expect((await invoicesOf(`C-${engine}-1`)).map((i) => i.amount_fils)).toEqual([15000]);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
  });

  it('refuses a collect while a balance is due (409 naming it), on the stage move too, and nothing changes', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await readyUnpaidJob(customer.id);
    expect((await pay(id, { amount: 20, receipt_number: `C-${engine}-dep` })).statusCode).toBe(201);
    const before = await jobFootprint(t, id);
    const none = await collect(id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(JOB_MESSAGES.balanceDue(aed(130)));
    expect(none.json().message).toBe(
      '130.00 AED is still due on this booking. Take the payment before the racket is collected.',
    );
    const short = await collect(id, { payment: { amount: 100, receipt_number: `C-${engine}-short` } });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(JOB_MESSAGES.balanceDue(aed(30)));
    expect(await invoicesOf(`C-${engine}-short`)).toEqual([]);
    const staged = await moveJob(t, id, staff, { stage: 'collected' });
    expect(staged.statusCode).toBe(409);
    expect(staged.json().message).toBe(JOB_MESSAGES.balanceDue(aed(130)));
    expect(await jobFootprint(t, id)).toEqual(before);
    // The rest paid with the handover.
    expect((await collect(id, { payment: { amount: 130, receipt_number: `C-${engine}-rest` } })).statusCode).toBe(200);
  });

  it('collects a paid job without a payment; refuses a job not ready, a malformed payment, no token; 404 unknown', async () => {
    const customer = await buildCustomer(t.ctx);
    const online = await paidOnlineJob(t, staff, customer.id);
    const early = await collect(online);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(JOB_STAGE_MESSAGES.notAllowed('received', 'collected'));
    await moveJob(t, online, staff, { stage: 'in_progress' });
    await moveJob(t, online, staff, { stage: 'ready' });
    const before = await jobFootprint(t, online);
    const bad = await collect(online, { payment: { amount: 1.234, receipt_number: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'payment.amount': BOOKING_MESSAGES.positiveAmount,
      'payment.receipt_number': BOOKING_MESSAGES.receiptNumberRequired,
    });
    expect((await collect(online, {}, {})).statusCode).toBe(401);
    expect((await collect(2_000_000_000)).statusCode).toBe(404);
    expect(await jobFootprint(t, online)).toEqual(before);
    const done = await collect(online);
    expect(done.statusCode).toBe(200);
    expect(done.json().job).toMatchObject({ stage: 'collected', booking_status: 'completed' });
    const again = await collect(online);
    expect(again.statusCode).toBe(409);
  });

  it('an admin’s undo of the completion puts a collected job back to ready; the money stays', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const customer = await buildCustomer(t.ctx);
    const id = await readyUnpaidJob(customer.id);
    expect((await collect(id, { payment: { amount: 150, receipt_number: `C-${engine}-undo` } })).statusCode).toBe(200);
    const undo = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/undo-complete`, headers: admin });
    expect(undo.statusCode).toBe(200);
    expect((await getJob(t, id, staff)).json()).toMatchObject({
      stage: 'ready',
      booking_status: 'pending',
      amount_paid: 150,
      balance_due: 0,
    });
    expect(await invoicesOf(`C-${engine}-undo`)).toHaveLength(1);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
    expect((await collect(id)).statusCode).toBe(200);
  });
});
