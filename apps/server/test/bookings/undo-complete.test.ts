import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_STATUS_MESSAGES } from '@shop/domain/booking-status';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { auditLog } from '../../src/db/schema';
import { undoCompleteBooking } from '../../src/services/bookings/undo-complete-booking';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { bookingFootprint, checkoutThroughSandbox, freshCartId, stringLine } from '../helpers/bookings-factories';
import { testAppForFile, signedIn, signedInByRole } from '../helpers/per-file';
import { onOneShopDay } from '../helpers/shop-days';

const t = testAppForFile();
const staff = signedIn(t);
const byRole = signedInByRole(t);

const undo = (id: number | string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/undo-complete`, headers });

async function completedOnlineBooking(): Promise<number> {
  const customer = await buildCustomer(t.ctx);
  const { cart } = await checkoutThroughSandbox(t, staff, [stringLine(customer.id)], { pay: 'pay' });
  const verify = await t.app.inject({ method: 'GET', url: `/api/payments/verify?cart_id=${cart}`, headers: staff });
  const [id] = verify.json().data.booking_ids as number[];
  expect((await t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff })).statusCode).toBe(
    200,
  );
  return id!;
}

async function auditCount(id: number): Promise<number> {
  const rows = await t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'bookings.undo-complete'), eq(auditLog.subject, `booking:${id}`)));
  return rows.length;
}

describe(`POST /api/bookings/{id}/undo-complete (${engine})`, () => {
  it('lets an admin and a superadmin put a booking completed today back in progress, once, with an audit entry', async () => {
    for (const role of ['admin', 'superadmin'] as const) {
      // Completed and undone on one shop day: the server refuses an undo read after the shop's midnight.
      const { id, res } = await onOneShopDay(async () => {
        const id = await completedOnlineBooking();
        return { id, res: await undo(id, byRole[role]) };
      });
      expect(res.statusCode, role).toBe(200);
      expect(res.json().message).toBe(BOOKING_STATUS_MESSAGES.completionUndone);
      expect(res.json().data.booking).toMatchObject({ booking_id: id, status: 'pending', completed_at: null });
      expect(await auditCount(id)).toBe(1);

      const before = await bookingFootprint(t);
      const again = await undo(id, byRole[role]);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(BOOKING_STATUS_MESSAGES.notCompleted);
      expect(await bookingFootprint(t)).toEqual(before);
      expect(await auditCount(id)).toBe(1);
      // and it can be completed again
      const redo = await t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff });
      expect(redo.statusCode).toBe(200);
    }
  });

  it('refuses a completion made on an earlier shop day, changing nothing', async () => {
    const id = await completedOnlineBooking();
    await t.ctx.db.execute(sql`UPDATE bookings SET completed_at = completed_at - interval '1 day' WHERE id = ${id}`);
    const before = await bookingFootprint(t);
    const res = await undo(id, byRole.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BOOKING_STATUS_MESSAGES.undoDayOver);
    expect(await bookingFootprint(t)).toEqual(before);
    expect(await auditCount(id)).toBe(0);
  });

  it("allows the undo until 19:59:59.999 UTC, the end of the completion's shop day, and refuses it from 20:00 UTC", async () => {
    const id = await completedOnlineBooking();
    // Completed at 23:00 in Dubai on 24 November 2026.
    await t.ctx.db.execute(sql`UPDATE bookings SET completed_at = '2026-11-24T19:00:00Z' WHERE id = ${id}`);
    const undoAt = (iso: string) => undoCompleteBooking(t.ctx, { actorId: null, bookingId: id, now: new Date(iso) });
    await expect(undoAt('2026-11-24T20:00:00.000Z')).rejects.toThrow(BOOKING_STATUS_MESSAGES.undoDayOver);
    expect((await undoAt('2026-11-24T19:59:59.999Z')).data.booking).toMatchObject({
      booking_id: id,
      status: 'pending',
    });
  });

  it('keeps the in-store payment and its invoice; the booking completes again without a second receipt', async () => {
    const customer = await buildCustomer(t.ctx);
    const { id, invoiceNumber, before, res } = await onOneShopDay(async () => {
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/store-payment/confirm-instore-payment',
        headers: staff,
        payload: { bookings: [stringLine(customer.id, { cart_id: freshCartId() })] },
      });
      const id = booked.json().data.bookings[0].booking_id as number;
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/complete-instore`,
        headers: staff,
        payload: { receipt_number: `R-UNDO-${id}`, amount: 150 },
      });
      expect(paid.statusCode).toBe(200);
      const invoiceNumber = paid.json().data.invoice_number as string;
      const before = await bookingFootprint(t);
      return { id, invoiceNumber, before, res: await undo(id, byRole.superadmin) };
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.booking).toMatchObject({ status: 'pending', payment_status: 'paid-in-store' });
    expect(res.json().data.invoice_number).toBe(invoiceNumber);
    const redo = await t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff });
    expect(redo.statusCode).toBe(200);
    const after = await bookingFootprint(t);
    expect(after.invoices).toBe(before.invoices);
    expect(after.instore_payments).toBe(before.instore_payments);
  });

  it('answers 401 without a session, 403 for staff, 400 for a malformed id, 404 for an unknown one, changing nothing', async () => {
    const id = await completedOnlineBooking();
    const before = await bookingFootprint(t);
    expect((await undo(id, {})).statusCode).toBe(401);
    const forbidden = await undo(id, byRole.staff);
    expect(forbidden.statusCode).toBe(403);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await undo(bad, byRole.admin);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const missing = await undo(99_999_999, byRole.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BOOKING_MESSAGES.bookingNotFound);
    expect(await bookingFootprint(t)).toEqual(before);
    expect(await auditCount(id)).toBe(0);
  });
});
