import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, type BookingCompletionResponse } from '@shop/domain/contracts/bookings';
import { COMPLETE_INSTORE_MESSAGES } from '@shop/domain/contracts/complete-instore';
import { addFils, aed } from '@shop/domain/money';
import type { AppContext } from '../../context';
import { bookings, customers, instorePayments } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { Tx } from '../../db/client';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors';
import { issueInvoice } from '../invoices/issue-invoice';
import { bookingInvoiceLines, bookingLineDescription } from './booking-invoice';
import { findBookingWithCheckout, toBookingListItem } from './booking-view';
import { lockBookingForCompletion } from './lock-booking-for-completion';
import { jobReadyOnCompletion } from '../jobs/sync-job-with-booking';

export const RECEIPT_ALREADY_RECORDED = 'This receipt number is already recorded for another booking.';

/**
 * POST /api/bookings/{id}/complete-instore: records the payment taken at the counter (receipt number
 * of the receipt system and amount), completes the booking and issues its invoice, in one
 * transaction. The amount must equal the amount due (price plus pickup fee); anything else is refused
 * with 400 naming the amount due, before anything is written (docs/decisions/instore-amount.md).
 * A receipt number is recorded once.
 */
export async function completeInstoreBooking(
  ctx: AppContext,
  input: { actorId: number | null; bookingId: number; receiptNumber: string; amount: number },
): Promise<BookingCompletionResponse> {
  const answer = await inCompletionTransaction(ctx, async (tx) => {
    const { booking } = await lockBookingForCompletion(tx, input.bookingId, 'in-store');
    const [receiptUsed] = await tx
      .select({ id: instorePayments.id })
      .from(instorePayments)
      .where(sql`lower(${instorePayments.receiptNumber}) = lower(${input.receiptNumber})`);
    if (receiptUsed) throw conflict(RECEIPT_ALREADY_RECORDED);
    const amountFils = aed(input.amount);
    const dueFils = addFils(booking.priceFils, booking.pickupFeeFils);
    if (amountFils !== dueFils) {
      const message = COMPLETE_INSTORE_MESSAGES.amountMustEqualDue(dueFils);
      throw badRequest(message, { amount: message });
    }
    const now = new Date();
    await tx.insert(instorePayments).values({
      bookingId: booking.id,
      receiptNumber: input.receiptNumber,
      amountFils,
      recordedBy: input.actorId,
      recordedAt: now,
    });
    await tx
      .update(bookings)
      .set({ status: 'completed', completedAt: now, completedBy: input.actorId, receiptNumber: input.receiptNumber })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'pending')));
    const lines = bookingInvoiceLines([booking], { option: booking.pickupOption, feeFils: booking.pickupFeeFils });
    const [customer] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, booking.customerId));
    const { invoice } = await issueInvoice(tx, {
      sourceKey: `booking:${booking.id}`,
      customerId: booking.customerId,
      customerName: booking.customerName,
      customerEmail: customer?.email ?? booking.customerEmail,
      paymentMethod: 'in-store',
      transactionId: input.receiptNumber,
      description: bookingLineDescription(booking),
      lines,
      transactionDate: now,
    });
    await audit(tx, {
      actorId: input.actorId,
      action: 'bookings.complete-instore',
      subject: `booking:${booking.id}`,
      details: { receiptNumber: input.receiptNumber, amountFils },
    });
    await jobReadyOnCompletion(tx, ctx.config, { actorId: input.actorId, bookingId: booking.id });
    const updated = (await findBookingWithCheckout(tx, booking.id))!;
    return {
      message: BOOKING_MESSAGES.inStorePaymentRecorded,
      data: { booking: toBookingListItem(updated), invoice_number: invoice.invoiceNumber },
    };
  });
  ctx.kickOutbox();
  return answer;
}

/** A receipt number recorded by a racing completion meanwhile is the same 409 as one recorded before. */
async function inCompletionTransaction<T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RECEIPT_ALREADY_RECORDED);
    throw error;
  }
}
