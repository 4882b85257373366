import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { COMPLETE_INSTORE_MESSAGES, INSTORE_PAYMENT_MESSAGES } from '@shop/domain/contracts/complete-instore';
import { aed } from '@shop/domain/money';
import { rowsOf } from '../../src/lib/rows';
import { RECEIPT_ALREADY_RECORDED } from '../../src/services/bookings/take-instore-payment';
import { bookingBalance } from '../../src/services/bookings/booking-balance';
import { engine } from '../helpers/app';
import { lastAudit } from '../helpers/audit';
import { buildCustomer } from '../helpers/customers-factories';
import { cancelBooking } from '../helpers/cancellation-factories';
import { getJob, jobFootprint, moveJob, paidOnlineJob, payInStoreJob, readyEmailsTo } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

let receipts = 0;
const receipt = () => `DEP-${engine}-${Date.now()}-${(receipts += 1)}`;
const pay = (id: number, payload: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/instore-payments`, headers, payload });
const completeInstore = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/complete-instore`, headers: staff, payload });
const markComplete = (id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff });
const listed = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings?search=${id}`, headers: staff }))
    .json()
    .items.find((b: { booking_id: number }) => b.booking_id === id);

/** The booking's money rows: its payments and every invoice of a receipt it was paid with. */
async function moneyOf(id: number) {
  const payments = rowsOf<{ receipt_number: string; amount_fils: number }>(
    await t.ctx.db.execute(
      sql`SELECT receipt_number, amount_fils FROM instore_payments WHERE booking_id = ${id} ORDER BY id`,
    ),
  );
  const invoices = rowsOf<{
    invoice_number: string;
    amount_fils: number;
    source_key: string;
    lines: { description: string }[];
  }>(
    await t.ctx.db.execute(sql`
      SELECT invoice_number, amount_fils, source_key, lines FROM invoices
       WHERE transaction_id IN (SELECT receipt_number FROM instore_payments WHERE booking_id = ${id}) ORDER BY id`),
  );
  const [booking] = rowsOf<{ paid_fils: number; status: string; receipt_number: string | null }>(
    await t.ctx.db.execute(sql`SELECT paid_fils, status, receipt_number FROM bookings WHERE id = ${id}`),
  );
  return { payments, invoices, booking };
}

describe(`POST /api/bookings/:id/instore-payments (${engine})`, () => {
  it('takes a deposit and then the balance: each its own invoice, the job and the booking stay where they are, no message', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const jobBefore = (await getJob(t, id, staff)).json();

    const deposit = await pay(id, { amount: 50, receipt_number: 'R-DEP-1' });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json()).toMatchObject({ booking_id: id, amount_paid: 50, balance_due: 100 });
    expect(deposit.json().invoice_number).toMatch(/^INV-\d{4}-\d{6,}$/);
    expect(deposit.json().message).toBe(INSTORE_PAYMENT_MESSAGES.recorded);

    const job = (await getJob(t, id, staff)).json();
    expect(job).toMatchObject({ stage: jobBefore.stage, booking_status: 'pending', amount_paid: 50, balance_due: 100 });
    expect(job.amount_due_in_store).toBe(100);
    expect(await listed(id)).toMatchObject({ amount_paid: 50, balance_due: 100, payment_status: 'pay-in-store' });

    const balance = await pay(id, { amount: '100.00', receipt_number: 'R-DEP-2' });
    expect(balance.statusCode).toBe(201);
    expect(balance.json()).toMatchObject({ amount_paid: 150, balance_due: 0 });

    const money = await moneyOf(id);
    expect(money.payments.map((p) => [p.receipt_number, p.amount_fils])).toEqual([
      ['R-DEP-1', 5000],
      ['R-DEP-2', 10000],
    ]);
    expect(money.invoices.map((i) => i.amount_fils)).toEqual([5000, 10000]);
    expect(money.invoices[0]!.lines[0]!.description).toMatch(/^Advance payment: Stringing/);
    expect(money.invoices[1]!.lines[0]!.description).toMatch(/^Balance payment: Stringing/);
    expect(money.booking).toMatchObject({ paid_fils: 15000, status: 'pending', receipt_number: 'R-DEP-2' });
    expect((await getJob(t, id, staff)).json()).toMatchObject({ stage: jobBefore.stage, balance_due: 0 });
    expect(await readyEmailsTo(t, customer.email!)).toEqual([]);
    expect(await t.ctx.db.transaction((tx) => bookingBalance(tx, id))).toEqual({
      amountPaidFils: 15000,
      balanceDueFils: 0,
    });

    // Fully paid through payments: Mark as Complete completes it like an online-paid one, no second receipt.
    expect((await listed(id)).payment_status).toBe('paid-in-store');
    const complete = await markComplete(id);
    expect(complete.statusCode).toBe(200);
    expect((await moneyOf(id)).invoices).toHaveLength(2);
    expect((await getJob(t, id, staff)).json().stage).toBe(jobBefore.stage);
    expect(await lastAudit(t.ctx, 'bookings.create-instore')).toMatchObject({
      details: { cartId: expect.any(String) },
    });
    expect(await lastAudit(t.ctx, 'bookings.instore-payment')).toMatchObject({
      subject: `booking:${id}`,
      details: { amountFils: expect.any(Number), receiptNumber: expect.any(String), invoice: expect.any(String) },
    });
  });

  it('keeps today’s invoice of every line when the whole due is paid at once', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const paid = await pay(id, { amount: 150, receipt_number: 'R-WHOLE-1' });
    expect(paid.statusCode).toBe(201);
    const { invoices } = await moneyOf(id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ source_key: `booking:${id}`, amount_fils: 15000 });
    expect(invoices[0]!.lines[0]!.description).toMatch(/^Stringing \(Regular\)/);
  });

  it('hands back in store what was paid in store when the booking is canceled: a refund and a credit note per payment', async () => {
    const customer = await buildCustomer(t.ctx);
    const refundsOf = async (id: number) =>
      rowsOf<{ status: string; amount_fils: number; credited: number; invoice: string }>(
        await t.ctx.db.execute(sql`
          SELECT r.status, r.amount_fils, c.amount_fils AS credited, i.source_key AS invoice
            FROM booking_refunds r JOIN credit_notes c ON c.refund_id = r.id JOIN invoices i ON i.id = c.invoice_id
           WHERE r.booking_id = ${id} ORDER BY r.id`),
      );
    // A deposit: the dialog says what comes back before the click, and the cancel hands back exactly that.
    const deposited = await payInStoreJob(t, staff, customer.id);
    await pay(deposited, { amount: 50, receipt_number: receipt() });
    expect((await listed(deposited)).cancel_refund).toEqual({ total: 50, lines: [{ kind: 'in-store', amount: 50 }] });
    expect((await cancelBooking(t, deposited, staff)).statusCode).toBe(200);
    const [depositPayment] = rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`SELECT id FROM instore_payments WHERE booking_id = ${deposited}`),
    );
    expect(await refundsOf(deposited)).toEqual([
      { status: 'due-in-store', amount_fils: 5000, credited: 5000, invoice: `instore-payment:${depositPayment!.id}` },
    ]);
    expect(await lastAudit(t.ctx, 'bookings.cancel')).toMatchObject({
      subject: `booking:${deposited}`,
      details: { instoreRefundIds: [expect.any(Number)] },
    });
    // The whole due paid at drop-off: credited against the booking's own invoice.
    const paidAtDropOff = await payInStoreJob(t, staff, customer.id);
    await pay(paidAtDropOff, { amount: 150, receipt_number: receipt() });
    expect((await cancelBooking(t, paidAtDropOff, staff)).statusCode).toBe(200);
    expect(await refundsOf(paidAtDropOff)).toEqual([
      { status: 'due-in-store', amount_fils: 15000, credited: 15000, invoice: `booking:${paidAtDropOff}` },
    ]);
    // Nothing paid: nothing comes back.
    const unpaid = await payInStoreJob(t, staff, customer.id);
    expect((await listed(unpaid)).cancel_refund).toBeNull();
    expect((await cancelBooking(t, unpaid, staff)).statusCode).toBe(200);
    expect(await refundsOf(unpaid)).toEqual([]);
  });

  it('refuses more than the balance (400 naming it), a receipt used before (409), and nothing changes', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    expect((await pay(id, { amount: 40, receipt_number: 'R-OVER-1' })).statusCode).toBe(201);
    const before = [await moneyOf(id), await jobFootprint(t, id)];
    const over = await pay(id, { amount: 110.01, receipt_number: receipt() });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(INSTORE_PAYMENT_MESSAGES.overBalance(aed(110)));
    expect(over.json().fields.amount).toBe('The amount is more than the balance due: 110.00 AED.');
    const reused = await pay(id, { amount: 10, receipt_number: 'r-over-1' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(RECEIPT_ALREADY_RECORDED);
    expect([await moneyOf(id), await jobFootprint(t, id)]).toEqual(before);
  });

  it('refuses malformed input with 400 and per-field messages, no token with 401, an unknown booking with 404', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const before = await moneyOf(id);
    for (const amount of [10.005, -5, 0, '1e3', true]) {
      const bad = await pay(id, { amount, receipt_number: receipt() });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.amount).toBe(BOOKING_MESSAGES.positiveAmount);
    }
    const noReceipt = await pay(id, { amount: 10 });
    expect(noReceipt.statusCode).toBe(400);
    expect(noReceipt.json().fields.receipt_number).toBe(BOOKING_MESSAGES.receiptNumberRequired);
    const blank = await pay(id, { amount: 10, receipt_number: '   ' });
    expect(blank.json().fields.receipt_number).toBe(BOOKING_MESSAGES.receiptNumberRequired);
    expect((await pay(id, { amount: 10, receipt_number: receipt() }, {})).statusCode).toBe(401);
    expect((await pay(2_000_000_000, { amount: 10, receipt_number: receipt() })).statusCode).toBe(404);
    expect(await moneyOf(id)).toEqual(before);
  });

  it('refuses a canceled booking and one with nothing due with 409 and a sentence', async () => {
    const customer = await buildCustomer(t.ctx);
    const canceled = await payInStoreJob(t, staff, customer.id);
    await cancelBooking(t, canceled, staff);
    const refusedCanceled = await pay(canceled, { amount: 10, receipt_number: receipt() });
    expect(refusedCanceled.statusCode).toBe(409);
    expect(refusedCanceled.json().message).toBe(INSTORE_PAYMENT_MESSAGES.canceled);

    const online = await paidOnlineJob(t, staff, customer.id);
    expect(await listed(online)).toMatchObject({ amount_paid: 150, balance_due: 0 });
    const nothing = await pay(online, { amount: 10, receipt_number: receipt() });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(INSTORE_PAYMENT_MESSAGES.nothingDue);
    expect((await moneyOf(online)).payments).toEqual([]);
  });

  it('makes Mark as Complete’s in-store amount the balance after a deposit; the job stays and no message goes', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    expect((await pay(id, { amount: 30, receipt_number: 'R-MC-1' })).statusCode).toBe(201);
    const whole = await completeInstore(id, { amount: 150, receipt_number: 'R-MC-2' });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toBe(COMPLETE_INSTORE_MESSAGES.amountMustEqualDue(aed(120)));
    const done = await completeInstore(id, { amount: 120, receipt_number: 'R-MC-2' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.booking).toMatchObject({ status: 'completed', amount_paid: 150, balance_due: 0 });
    expect((await moneyOf(id)).invoices.map((i) => i.amount_fils)).toEqual([3000, 12000]);
    expect((await getJob(t, id, staff)).json()).toMatchObject({ stage: 'in_progress', ready_notified_at: null });
    expect(await readyEmailsTo(t, customer.email!)).toEqual([]);
    // Ready is the stringer's move: the message goes then, once.
    expect((await moveJob(t, id, staff, { stage: 'ready' })).statusCode).toBe(200);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
    expect((await readyEmailsTo(t, customer.email!))[0]!.text_body).toContain('Nothing is left to pay.');
    expect(await lastAudit(t.ctx, 'bookings.complete-instore')).toMatchObject({
      subject: expect.stringMatching(/^booking:\d+$/),
      details: { receiptNumber: expect.any(String), amountFils: expect.any(Number) },
    });
  });
});
