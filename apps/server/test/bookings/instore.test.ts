import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_STATUS_MESSAGES } from '@shop/domain/booking-status';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { COMPLETE_INSTORE_MESSAGES } from '@shop/domain/contracts/complete-instore';
import { fils } from '@shop/domain/money';
import { ROLES } from '@shop/domain/roles';
import { engine } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { bookingFootprint, freshCartId, gripLine, stringLine } from '../helpers/bookings-factories';
import { instorePayments, invoices } from '../../src/db/schema';
import type { BookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const payInStore = (bookings: BookingSubmissionItem[], headers: Record<string, string> = staff, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/store-payment/confirm-instore-payment',
    headers,
    payload: { bookings, recaptchaToken: '', ...extra },
  });
const completeInstore = (id: number, payload: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/complete-instore`, headers, payload: payload as object });
const markComplete = (id: number, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers });

async function bookGripInStore() {
  const customer = await buildCustomer(t.ctx, { firstName: 'Omar', lastName: 'Saleh' });
  const delivery = {
    pickup_option: 'express-delivery' as const,
    instore_location: null,
    delivery_address: 'Office 9, Business Bay, Dubai, UAE',
    cart_id: freshCartId(),
  };
  const res = await payInStore([gripLine(customer.id, { ...delivery, grip_id: 106, total_cost: 80 })], staff, {
    pickup_fee: 50,
  });
  expect(res.statusCode).toBe(201);
  return { customer, res, bookingId: res.json().data.bookings[0].booking_id as number };
}

describe(`pay in store, then in-store completion (${engine})`, () => {
  it('books to pay in store, then records the receipt, completes and issues the invoice', async () => {
    const { res, bookingId } = await bookGripInStore();
    expect(res.json().message).toBe(BOOKING_MESSAGES.payInStoreConfirmed);
    expect(res.json().data.total_cost).toBe(130);

    const listed = await t.app.inject({ method: 'GET', url: `/api/bookings?search=${bookingId}`, headers: staff });
    const item = listed.json().items.find((i: { booking_id: number }) => i.booking_id === bookingId);
    expect(item).toMatchObject({
      status: 'pending',
      payment_option: 'in-store',
      payment_status: 'pay-in-store',
      total_cost: 80,
      pickup_fee: 50,
      amount_due: 130,
      service_kind: 'grip',
      service_type: 'Express',
    });

    // The status call cannot complete a pay-in-store booking: it needs the receipt.
    const wrongWay = await markComplete(bookingId);
    expect(wrongWay.statusCode).toBe(409);
    expect(wrongWay.json().message).toBe(BOOKING_STATUS_MESSAGES.needsReceipt);

    const done = await completeInstore(bookingId, { receipt_number: 'RCPT-55102', amount: 130 });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(BOOKING_MESSAGES.inStorePaymentRecorded);
    expect(done.json().data.booking).toMatchObject({
      status: 'completed',
      payment_status: 'paid-in-store',
      receipt_number: 'RCPT-55102',
    });
    const [invoice] = await t.ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.sourceKey, `booking:${bookingId}`));
    expect(invoice).toMatchObject({
      invoiceNumber: done.json().data.invoice_number,
      amountFils: 13000,
      paymentMethod: 'in-store',
      transactionId: 'RCPT-55102',
      customerName: 'Omar Saleh',
    });
    expect(invoice!.lines.map((l) => l.total_fils)).toEqual([8000, 5000]);
    expect(invoice!.vatFils).toBe(Math.round((8000 * 5) / 105) + Math.round((5000 * 5) / 105));

    // Completing twice is refused, and changes nothing.
    const before = await bookingFootprint(t);
    const twice = await completeInstore(bookingId, { receipt_number: 'RCPT-55103', amount: 130 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BOOKING_STATUS_MESSAGES.alreadyCompleted);
    expect((await markComplete(bookingId)).json().message).toBe(BOOKING_STATUS_MESSAGES.alreadyCompleted);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('refuses an amount other than the amount due, naming it, and writes nothing', async () => {
    const { bookingId } = await bookGripInStore();
    const before = await bookingFootprint(t);
    for (const amount of [100, '100.50', 129.99, 130.01, 150]) {
      const refused = await completeInstore(bookingId, { receipt_number: 'RCPT-77001', amount });
      expect(refused.statusCode, String(amount)).toBe(400);
      expect(refused.json().message).toBe('The amount must equal the amount due: 130.00 AED.');
      expect(refused.json().fields).toEqual({ amount: COMPLETE_INSTORE_MESSAGES.amountMustEqualDue(fils(13000)) });
    }
    expect(await bookingFootprint(t)).toEqual(before);
    expect(await t.ctx.db.select().from(instorePayments).where(eq(instorePayments.bookingId, bookingId))).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(invoices)
        .where(eq(invoices.sourceKey, `booking:${bookingId}`)),
    ).toEqual([]);

    const exact = await completeInstore(bookingId, { receipt_number: 'RCPT-77001', amount: '130.00' });
    expect(exact.statusCode).toBe(200);
    const [payment] = await t.ctx.db.select().from(instorePayments).where(eq(instorePayments.bookingId, bookingId));
    expect(payment!.amountFils).toBe(13000);
  });

  it('refuses 100 paid of a 120 AED stringing due', async () => {
    const customer = await buildCustomer(t.ctx);
    const booked = await payInStore([
      stringLine(customer.id, { cart_id: freshCartId(), string_id: 1, total_cost: 120 }),
    ]);
    expect(booked.json().data.total_cost).toBe(120);
    const id = booked.json().data.bookings[0].booking_id as number;
    const before = await bookingFootprint(t);
    const refused = await completeInstore(id, { receipt_number: 'RCPT-120', amount: 100 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The amount must equal the amount due: 120.00 AED.');
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('refuses a receipt number already recorded for another booking', async () => {
    const first = await bookGripInStore();
    const second = await bookGripInStore();
    expect((await completeInstore(first.bookingId, { receipt_number: 'RCPT-90001', amount: 130 })).statusCode).toBe(
      200,
    );
    const before = await bookingFootprint(t);
    const reused = await completeInstore(second.bookingId, { receipt_number: 'rcpt-90001', amount: 130 });
    expect(reused.statusCode).toBe(409);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('refuses completing an online booking in store, and a bad receipt or amount, changing nothing', async () => {
    const { bookingId } = await bookGripInStore();
    const before = await bookingFootprint(t);
    const cases: [unknown, string][] = [
      [{ amount: 130 }, BOOKING_MESSAGES.receiptNumberRequired],
      [{ receipt_number: '   ', amount: 130 }, BOOKING_MESSAGES.receiptNumberRequired],
      [{ receipt_number: 'R-1' }, BOOKING_MESSAGES.positiveAmount],
      [{ receipt_number: 'R-1', amount: 0 }, BOOKING_MESSAGES.positiveAmount],
      [{ receipt_number: 'R-1', amount: -20 }, BOOKING_MESSAGES.positiveAmount],
      [{ receipt_number: 'R-1', amount: 'ten' }, BOOKING_MESSAGES.positiveAmount],
    ];
    for (const [payload, message] of cases) {
      const res = await completeInstore(bookingId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await completeInstore(0, { receipt_number: 'R-1', amount: 5 })).statusCode).toBe(400);
    expect((await completeInstore(99_999_999, { receipt_number: 'R-1', amount: 5 })).statusCode).toBe(404);

    const customer = await buildCustomer(t.ctx);
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create',
      headers: staff,
      payload: { bookings: [stringLine(customer.id, { cart_id: freshCartId() })], pickup_fee: 0 },
    });
    const onlineId = (
      await t.app.inject({ method: 'GET', url: `/api/bookings?search=${customer.email}`, headers: staff })
    ).json().items[0].booking_id;
    expect(online.statusCode).toBe(201);
    const middle = await bookingFootprint(t);
    const refused = await completeInstore(onlineId, { receipt_number: 'R-2', amount: 150 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_STATUS_MESSAGES.notPaidOnline);
    expect(await bookingFootprint(t)).toEqual(middle);
    expect(middle.instore_payments).toBe(before.instore_payments);
  });

  it('checks pay-in-store submissions like online ones', async () => {
    const customer = await buildCustomer(t.ctx);
    const before = await bookingFootprint(t);
    const tampered = await payInStore([stringLine(customer.id, { cart_id: freshCartId(), total_cost: 100 })]);
    expect(tampered.statusCode).toBe(422);
    const fee = await payInStore(
      [
        stringLine(customer.id, {
          cart_id: freshCartId(),
          pickup_option: 'pickup',
          instore_location: null,
          delivery_address: 'x, y, Dubai, UAE',
        }),
      ],
      staff,
      { pickup_fee: 0 },
    );
    expect(fee.statusCode).toBe(422);
    const empty = await payInStore([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(BOOKING_MESSAGES.noBookingsToProcess);
    const noStore = await payInStore([stringLine(customer.id, { instore_location: 'Deira Store' })]);
    expect(noStore.statusCode).toBe(400);
    expect(noStore.json().message).toBe(BOOKING_MESSAGES.invalidStore);
    expect(await bookingFootprint(t)).toEqual(before);
  });

  it('needs a session (401) for pay in store and completion, and lets every role use them', async () => {
    const customer = await buildCustomer(t.ctx);
    const { bookingId } = await bookGripInStore();
    const before = await bookingFootprint(t);
    expect((await payInStore([stringLine(customer.id)], {})).statusCode).toBe(401);
    expect((await completeInstore(bookingId, { receipt_number: 'R-9', amount: 130 }, {})).statusCode).toBe(401);
    expect((await markComplete(bookingId, { authorization: 'Bearer expired' })).statusCode).toBe(401);
    expect(await bookingFootprint(t)).toEqual(before);
    const byRole = await headersByRole(t.ctx);
    for (const role of ROLES) {
      const booked = await payInStore([stringLine(customer.id, { cart_id: freshCartId() })], byRole[role]);
      expect(booked.statusCode, role).toBe(201);
      const id = booked.json().data.bookings[0].booking_id;
      expect(
        (await completeInstore(id, { receipt_number: `R-${role}-${id}`, amount: 150 }, byRole[role])).statusCode,
        role,
      ).toBe(200);
    }
  });
});
