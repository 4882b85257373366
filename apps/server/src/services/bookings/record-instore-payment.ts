import type { InstorePaymentResponse } from '@shop/domain/contracts/complete-instore';
import { INSTORE_PAYMENT_MESSAGES } from '@shop/domain/contracts/complete-instore';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { aed, toAed } from '@shop/domain/money';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findBookingWithCheckout } from './booking-view';
import { inPaymentTransaction, takeInstorePayment } from './take-instore-payment';

/**
 * POST /api/bookings/{id}/instore-payments: a payment taken at the counter at any time, the whole balance or a
 * deposit (docs/decisions/instore-deposits.md). The booking row is locked, so two payments at once are checked
 * against the balance one after the other. The booking's status and its job's stage stay as they are.
 */
export async function recordInstorePayment(
  ctx: AppContext,
  input: { actorId: number | null; bookingId: number; receiptNumber: string; amount: number },
): Promise<InstorePaymentResponse> {
  return inPaymentTransaction(ctx, async (tx) => {
    const found = await findBookingWithCheckout(tx, input.bookingId, { lock: true });
    if (!found) throw notFound(BOOKING_MESSAGES.bookingNotFound);
    const taken = await takeInstorePayment(tx, found, {
      actorId: input.actorId,
      amountFils: aed(input.amount),
      receiptNumber: input.receiptNumber,
    });
    return {
      message: INSTORE_PAYMENT_MESSAGES.recorded,
      booking_id: found.booking.id,
      amount_paid: toAed(taken.amountPaidFils),
      balance_due: toAed(taken.balanceDueFils),
      invoice_number: taken.invoice.invoiceNumber,
    };
  });
}
