import { and, eq } from 'drizzle-orm';
import { BOOKING_STATUS_MESSAGES, undoCompletionRefusal } from '@shop/domain/booking-status';
import { BOOKING_MESSAGES, type BookingCompletionResponse } from '@shop/domain/contracts/bookings';
import { shopDate } from '@shop/domain/shop-days';
import type { AppContext } from '../../context';
import { bookings } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { findInvoiceBySource } from '../invoices/issue-invoice';
import { findBookingWithCheckout, toBookingListItem } from './booking-view';
import { jobBackOnUndoComplete } from '../jobs/sync-job-with-booking';

/**
 * POST /api/bookings/{id}/undo-complete (admin and superadmin): puts a booking completed today
 * (Asia/Dubai) back in progress. Refused with 409 when it is not completed or was completed on an
 * earlier shop day. Money recorded at completion stays recorded: an in-store payment and its invoice
 * are kept, and the booking completes again through Mark as Complete (docs/decisions/undo-complete.md).
 * The booking row is locked, so two clicks undo it once.
 */
export async function undoCompleteBooking(
  ctx: AppContext,
  input: { actorId: number | null; bookingId: number; now?: Date },
): Promise<BookingCompletionResponse> {
  return ctx.db.transaction(async (tx) => {
    const found = await findBookingWithCheckout(tx, input.bookingId, { lock: true });
    if (!found) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    const { booking } = found;
    const refusal = undoCompletionRefusal({
      status: booking.status,
      completedDay: booking.completedAt ? shopDate(booking.completedAt) : null,
      today: shopDate(input.now ?? new Date()),
    });
    if (refusal) throw conflict(refusal);
    await tx
      .update(bookings)
      .set({ status: 'pending', completedAt: null, completedBy: null })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'completed')));
    await jobBackOnUndoComplete(tx, { actorId: input.actorId, bookingId: booking.id });
    await audit(tx, {
      actorId: input.actorId,
      action: 'bookings.undo-complete',
      subject: `booking:${booking.id}`,
      details: { completedAt: booking.completedAt?.toISOString(), completedBy: booking.completedBy },
    });
    const updated = (await findBookingWithCheckout(tx, booking.id))!;
    const invoice =
      (await findInvoiceBySource(tx, `booking:${booking.id}`)) ??
      (await findInvoiceBySource(tx, `checkout:${booking.checkoutId}`));
    return {
      message: BOOKING_STATUS_MESSAGES.completionUndone,
      data: { booking: toBookingListItem(updated), invoice_number: invoice?.invoiceNumber ?? null },
    };
  });
}
