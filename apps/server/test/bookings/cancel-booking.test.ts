import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import { auditLog, sandboxRefunds } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { checkoutThroughSandbox, stringLine } from '../helpers/bookings-factories';
import {
  bookingIdsOf,
  cancelBooking,
  cancellationFootprint,
  payInStore,
  paidPickupStringAndGrip,
} from '../helpers/cancellation-factories';
import { pdfText } from '../invoices/pdf-text';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const listed = async (bookingId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/bookings?search=${bookingId}&pageSize=50`, headers: staff }))
    .json()
    .items.find((b: { booking_id: number }) => b.booking_id === bookingId);

describe(`cancel a booking (${engine})`, () => {
  it('refuses without a session (401), with a malformed reason or id (400) and an unknown booking (404), changing nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const [id] = await payInStore(t, staff, [stringLine(customer.id)]);
    const before = await cancellationFootprint(t);

    expect((await cancelBooking(t, id!, {})).statusCode).toBe(401);
    for (const payload of [{}, { reason: '  no ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const res = await cancelBooking(t, id!, staff, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(CANCELLATION_MESSAGES.reasonRequired);
    }
    const badTarget = await cancelBooking(t, id!, staff, { reason: 'Wrong racket', refund_to: 'cash' });
    expect(badTarget.statusCode).toBe(400);
    expect(badTarget.json().message).toContain(CANCELLATION_MESSAGES.invalidRefundTo);
    expect((await cancelBooking(t, 'abc', staff)).statusCode).toBe(400);
    expect((await cancelBooking(t, 99_999_999, staff)).statusCode).toBe(404);
    expect(await cancellationFootprint(t)).toEqual(before);
    expect((await listed(id!)).status).toBe('pending');
  });

  it('lets staff, admins and superadmins cancel (no role is refused)', async () => {
    const customer = await buildCustomer(t.ctx);
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const [id] = await payInStore(t, staff, [stringLine(customer.id)]);
      const res = await cancelBooking(t, id!, await authHeaders(t.ctx, role));
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('cancels a pay-in-store booking with nothing to refund, shows the reason, audits it, and refuses a second cancel (409)', async () => {
    const customer = await buildCustomer(t.ctx);
    const [id] = await payInStore(t, staff, [stringLine(customer.id)]);
    const res = await cancelBooking(t, id!, staff, { reason: '  Racket sold before pickup  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe(CANCELLATION_MESSAGES.canceled);
    expect(body.data.booking.status).toBe('canceled');
    expect(body.data.cancellation).toMatchObject({
      reason: 'Racket sold before pickup',
      refund_status: 'none',
      refund_amount: 0,
      credit_note: null,
      free_stringing_returned: false,
    });
    expect((await listed(id!)).cancellation.reason).toBe('Racket sold before pickup');
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      // The booking's other entries (its receipt's status link, made after the booking) are not the cancellation's.
      .where(and(eq(auditLog.subject, `booking:${id}`), eq(auditLog.action, 'bookings.cancel')));
    expect(entry).toMatchObject({ action: 'bookings.cancel', details: { reason: 'Racket sold before pickup' } });

    const before = await cancellationFootprint(t);
    const again = await cancelBooking(t, id!, staff);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CANCELLATION_MESSAGES.alreadyCanceled);
    expect(await cancellationFootprint(t)).toEqual(before);
  });

  it('refuses a completed booking (409) and changes nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)]);
    const [id] = await bookingIdsOf(t, cart);
    const done = await t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff });
    expect(done.statusCode, done.body).toBe(200);
    const before = await cancellationFootprint(t);
    const res = await cancelBooking(t, id!, staff);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANCELLATION_MESSAGES.completed);
    expect(await cancellationFootprint(t)).toEqual(before);
  });

  it('refuses a booking still waiting for its online payment (409)', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: false });
    const [id] = await bookingIdsOf(t, cart);
    const res = await cancelBooking(t, id!, staff);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANCELLATION_MESSAGES.awaitingPayment);
  });

  it('returns the free stringing to the racket: the month is free again and the same date can be claimed anew', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id });
    const free = stringLine(customer.id, { freeService: true, rp_id: rpId, total_cost: 75 });
    const [id] = await payInStore(t, staff, [free]);
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
    // The one-a-month rule: a second claim this month is refused while the first counts.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/store-payment/confirm-instore-payment',
      headers: staff,
      payload: { bookings: [free], recaptchaToken: '' },
    });
    expect(refused.statusCode).not.toBe(201);

    const res = await cancelBooking(t, id!, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cancellation.free_stringing_returned).toBe(true);
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/free-service/eligibility/racket?customerId=${customer.id}&rpId=${rpId}`,
      headers: staff,
    });
    expect(eligibility.json()).toMatchObject({ eligible: true });
    const [again] = await payInStore(t, staff, [free]);
    expect(again).toBeGreaterThan(id!);
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
  });

  it('refunds only the canceled booking’s share of a paid multi-booking checkout through the sandbox, with a credit note; the last one also gives the pickup fee back', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart, stringId, gripId } = await paidPickupStringAndGrip(t, staff, customer.id);

    const first = await cancelBooking(t, gripId!, staff, { reason: 'Customer keeps the old grip' });
    expect(first.statusCode, first.body).toBe(200);
    const c1 = first.json().data.cancellation;
    expect(c1).toMatchObject({ refund_status: 'refunded', refund_amount: 70 });
    expect(c1.refund_reference).toMatch(/^SBR-/);
    expect(c1.credit_note.credit_note_number).toMatch(/^CN-\d{4}$/);
    expect(c1.credit_note.invoice_number).toMatch(/^INV-/);
    expect(c1.credit_note.amount).toBe(70);
    expect((await listed(stringId!)).status).toBe('pending');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/credit-notes/${c1.credit_note.id}/download`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax Credit Note');
    expect(text).toContain(c1.credit_note.credit_note_number);
    expect(text).toContain(c1.credit_note.invoice_number);
    expect(text).toContain('Customer keeps the old grip');
    expect(text).toContain('70.00');
    const invoices = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices?search=${c1.credit_note.invoice_number}`,
      headers: staff,
    });
    expect(invoices.json().items[0].credit_notes).toEqual([c1.credit_note]);

    const second = await cancelBooking(t, stringId!, staff);
    expect(second.json().data.cancellation).toMatchObject({ refund_status: 'refunded', refund_amount: 180 });
    const refunds = rowsOf<{ amount_fils: number }>(
      await t.ctx.db.execute(
        sql`SELECT r.amount_fils FROM sandbox_refunds r JOIN sandbox_payments p ON p.reference = r.reference WHERE p.cart_id = ${cart} ORDER BY r.created_at`,
      ),
    );
    expect(refunds.map((r) => r.amount_fils)).toEqual([7000, 18000]);
    expect(await lastAudit(t.ctx, 'bookings.refunded')).toMatchObject({
      subject: expect.stringMatching(/^booking:\d+$/),
    });
  });

  it('records the refund as due in store when asked, with its credit note and no call to the provider', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)]);
    const [id] = await bookingIdsOf(t, cart);
    const refundsBefore = (await t.ctx.db.select().from(sandboxRefunds)).length;
    const res = await cancelBooking(t, id!, await authHeaders(t.ctx, 'admin'), {
      reason: 'Customer asked for cash back',
      refund_to: 'in-store',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cancellation).toMatchObject({ refund_status: 'due-in-store', refund_amount: 150 });
    expect(res.json().data.cancellation.credit_note.amount).toBe(150);
    expect((await t.ctx.db.select().from(sandboxRefunds)).length).toBe(refundsBefore);
  });

  it('voids a held payment instead of refunding it: the checkout is canceled and nothing is charged', async () => {
    const customer = await buildCustomer(t.ctx);
    const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'hold' });
    const [id] = await bookingIdsOf(t, cart);
    await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}` });
    const res = await cancelBooking(t, id!, staff, { reason: 'Card held too long' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cancellation).toMatchObject({
      refund_status: 'voided',
      refund_amount: 0,
      credit_note: null,
    });
    expect(res.json().data.booking.status).toBe('canceled');
  });
});
