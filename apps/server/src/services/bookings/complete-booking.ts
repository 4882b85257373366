import { and, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, type BookingCompletionResponse } from '@shop/domain/contracts/bookings';
import type { AppContext } from '../../context';
import { bookings } from '../../db/schema';
import { audit } from '../../lib/audit';
import { findInvoiceBySource } from '../invoices/issue-invoice';
import { findBookingWithCheckout, toBookingListItem } from './booking-view';
import { lockBookingForCompletion } from './lock-booking-for-completion';
import type { Tx } from '../../db/client';

/**
 * PATCH /api/bookings/{id}/status: marks an online-paid (or free) booking complete. Refused with 409
 * and the reason when it is completed already, canceled, not paid yet, or to be paid in store.
 * The booking row is locked, so two clicks complete it once. The job stays where it is on the bench and no
 * message is sent: ready is the stringer's move (docs/decisions/instore-deposits.md).
 */
export async function completeBooking(
  ctx: AppContext,
  input: { actorId: number | null; bookingId: number },
): Promise<BookingCompletionResponse> {
  return ctx.db.transaction(async (tx) => {
    const { booking } = await lockBookingForCompletion(tx, input.bookingId, 'status');
    await markBookingCompleted(tx, { actorId: input.actorId, bookingId: booking.id });
    const updated = (await findBookingWithCheckout(tx, booking.id))!;
    const invoice =
      (await findInvoiceBySource(tx, `checkout:${booking.checkoutId}`)) ??
      (await findInvoiceBySource(tx, `booking:${booking.id}`));
    return {
      message: BOOKING_MESSAGES.bookingCompleted,
      data: { booking: toBookingListItem(updated), invoice_number: invoice?.invoiceNumber ?? null },
    };
  });
}

/**
 * The completion itself of a booking locked and allowed to complete through the status call (online
 * paid or free): status completed, who and when, audited. Also used when its job reaches ready and at collection.
 */
export async function markBookingCompleted(
  tx: Tx,
  input: { actorId: number | null; bookingId: number },
): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'completed', completedAt: new Date(), completedBy: input.actorId })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, 'pending')));
  await audit(tx, { actorId: input.actorId, action: 'bookings.complete', subject: `booking:${input.bookingId}` });
}
