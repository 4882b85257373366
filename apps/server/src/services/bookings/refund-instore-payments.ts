import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookingRefunds, instorePayments } from '../../db/schema';
import { issueCreditNote } from '../invoices/issue-credit-note';
import { findInvoiceBySource } from '../invoices/issue-invoice';
import { bookingLineDescription } from './booking-invoice';
import type { BookingRow } from './create-checkout';

/**
 * Canceling a booking hands back in store what was paid for it in store (a deposit, the whole due paid at drop-off,
 * a dearer spec's difference): one refund due in store per payment, each with a credit note against that payment's
 * own tax invoice (a deposit's or a balance's), or the booking's invoice when the whole due was paid at once
 * (docs/decisions/instore-deposits.md). In the cancellation's transaction. Answers the refunds' ids.
 */
export async function refundInstorePayments(
  tx: Tx,
  input: { booking: BookingRow; checkoutId: number; actorId: number; reason: string },
): Promise<number[]> {
  const { booking } = input;
  const payments = await tx
    .select({ id: instorePayments.id, amountFils: instorePayments.amountFils, receipt: instorePayments.receiptNumber })
    .from(instorePayments)
    .where(eq(instorePayments.bookingId, booking.id))
    .orderBy(asc(instorePayments.id));
  const refundIds: number[] = [];
  for (const payment of payments) {
    if (payment.amountFils <= 0) continue;
    const [refund] = await tx
      .insert(bookingRefunds)
      .values({
        bookingId: booking.id,
        checkoutId: input.checkoutId,
        cause: 'cancel',
        status: 'due-in-store',
        amountFils: payment.amountFils,
        createdBy: input.actorId,
      })
      .returning({ id: bookingRefunds.id });
    refundIds.push(refund!.id);
    const invoice =
      (await findInvoiceBySource(tx, `instore-payment:${payment.id}`)) ??
      (await findInvoiceBySource(tx, `booking:${booking.id}`));
    if (invoice)
      await issueCreditNote(tx, {
        invoiceId: invoice.id,
        bookingId: booking.id,
        refundId: refund!.id,
        reason: input.reason,
        lines: [
          {
            description: `${bookingLineDescription(booking)} (paid in store, receipt ${payment.receipt})`,
            totalFils: payment.amountFils,
          },
        ],
      });
  }
  return refundIds;
}
