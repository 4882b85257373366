import { and, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, type BookingCompletionResponse } from '@shop/domain/contracts/bookings';
import { aed } from '@shop/domain/money';
import type { AppContext } from '../../context';
import { bookings } from '../../db/schema';
import { audit } from '../../lib/audit';
import { findBookingWithCheckout, toBookingListItem } from './booking-view';
import { lockBookingForCompletion } from './lock-booking-for-completion';
import { inPaymentTransaction, takeInstorePayment } from './take-instore-payment';

export { RECEIPT_ALREADY_RECORDED } from './take-instore-payment';

/**
 * POST /api/bookings/{id}/complete-instore: Mark as Complete of a pay-in-store booking not paid yet. Records the
 * payment taken at the counter (receipt number and amount, which must equal the balance due: the price plus pickup
 * fee less any deposit; docs/decisions/instore-amount.md), issues its tax invoice and completes the booking, in one
 * transaction. The job stays where it is on the bench and no message is sent (docs/decisions/instore-deposits.md).
 */
export async function completeInstoreBooking(
  ctx: AppContext,
  input: { actorId: number | null; bookingId: number; receiptNumber: string; amount: number },
): Promise<BookingCompletionResponse> {
  return inPaymentTransaction(ctx, async (tx) => {
    const found = await lockBookingForCompletion(tx, input.bookingId, 'in-store');
    const amountFils = aed(input.amount);
    const { invoice } = await takeInstorePayment(tx, found, {
      actorId: input.actorId,
      amountFils,
      receiptNumber: input.receiptNumber,
      exact: true,
    });
    const now = new Date();
    await tx
      .update(bookings)
      .set({ status: 'completed', completedAt: now, completedBy: input.actorId, receiptNumber: input.receiptNumber })
      .where(and(eq(bookings.id, found.booking.id), eq(bookings.status, 'pending')));
    await audit(tx, {
      actorId: input.actorId,
      action: 'bookings.complete-instore',
      subject: `booking:${found.booking.id}`,
      details: { receiptNumber: input.receiptNumber, amountFils },
    });
    const updated = (await findBookingWithCheckout(tx, found.booking.id))!;
    return {
      message: BOOKING_MESSAGES.inStorePaymentRecorded,
      data: { booking: toBookingListItem(updated), invoice_number: invoice.invoiceNumber },
    };
  });
}
