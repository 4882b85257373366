import { eq, sql } from 'drizzle-orm';
import { COMPLETE_INSTORE_MESSAGES, INSTORE_PAYMENT_MESSAGES } from '@shop/domain/contracts/complete-instore';
import { addFils, subFils, type Fils } from '@shop/domain/money';
import type { Tx } from '../../db/client';
import { bookings, customers, instorePayments } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors';
import { issueInvoice, type InvoiceRow } from '../invoices/issue-invoice';
import { bookingInvoiceLines, bookingLineDescription } from './booking-invoice';
import { balanceOf } from './booking-balance';
import { paymentStatusOfBooking, type BookingWithCheckout } from './booking-view';
import type { AppContext } from '../../context';

export const RECEIPT_ALREADY_RECORDED = 'This receipt number is already recorded for another booking.';

/**
 * Why no in-store payment can be taken for this booking now (409), or null: canceled, an online payment not
 * arrived (or declined), or nothing left to pay.
 */
export function paymentRefusal(found: BookingWithCheckout): string | null {
  const { booking } = found;
  if (booking.status === 'canceled') return INSTORE_PAYMENT_MESSAGES.canceled;
  const status = paymentStatusOfBooking(booking, found.checkoutStatus);
  if (status === 'awaiting-payment' || status === 'declined') return INSTORE_PAYMENT_MESSAGES.awaitingOnline;
  if (balanceOf(found).balanceDueFils === 0) return INSTORE_PAYMENT_MESSAGES.nothingDue;
  return null;
}

/**
 * Records an in-store payment of a booking locked by the caller (`found`, read with its lock), in the caller's
 * transaction: refused with 409 when no payment can be taken (paymentRefusal) or the receipt number is recorded
 * already, 400 naming the balance when the amount is more than it. Adds the amount to the booking's `paid_fils`;
 * a pay-in-store booking whose balance reaches 0 carries this receipt (it completes like an online-paid one). The
 * invoice (docs/decisions/instore-deposits.md): the whole due paid at once keeps the booking's invoice of all its
 * lines; a deposit, and the balance after one, each get their own tax invoice for the amount paid. The job is not
 * touched. Answers the invoice and the booking's balance after it.
 */
export async function takeInstorePayment(
  tx: Tx,
  found: BookingWithCheckout,
  input: {
    actorId: number | null;
    amountFils: Fils;
    receiptNumber: string;
    /** Mark as Complete's in-store payment: the amount must equal the balance (docs/decisions/instore-amount.md). */
    exact?: boolean;
  },
): Promise<{ invoice: InvoiceRow; amountPaidFils: Fils; balanceDueFils: Fils }> {
  const refusal = paymentRefusal(found);
  if (refusal) throw conflict(refusal);
  const { booking } = found;
  const [receiptUsed] = await tx
    .select({ id: instorePayments.id })
    .from(instorePayments)
    .where(sql`lower(${instorePayments.receiptNumber}) = lower(${input.receiptNumber})`);
  if (receiptUsed) throw conflict(RECEIPT_ALREADY_RECORDED);
  const { balanceDueFils } = balanceOf(found);
  if (input.exact && input.amountFils !== balanceDueFils) {
    const message = COMPLETE_INSTORE_MESSAGES.amountMustEqualDue(balanceDueFils);
    throw badRequest(message, { amount: message });
  }
  if (input.amountFils > balanceDueFils) {
    const message = INSTORE_PAYMENT_MESSAGES.overBalance(balanceDueFils);
    throw badRequest(message, { amount: message });
  }
  const now = new Date();
  const [payment] = await tx
    .insert(instorePayments)
    .values({
      bookingId: booking.id,
      receiptNumber: input.receiptNumber,
      amountFils: input.amountFils,
      recordedBy: input.actorId,
      recordedAt: now,
    })
    .returning({ id: instorePayments.id });
  const paidFils = addFils(booking.paidFils, input.amountFils);
  const settles = input.amountFils === balanceDueFils;
  await tx
    .update(bookings)
    .set({
      paidFils,
      ...(settles && booking.paymentOption === 'in-store' && !booking.receiptNumber
        ? { receiptNumber: input.receiptNumber }
        : {}),
    })
    .where(eq(bookings.id, booking.id));
  const wholeAtOnce = settles && booking.paidFils === 0 && booking.paymentOption === 'in-store';
  const invoice = await invoicePayment(tx, {
    found,
    paymentId: payment!.id,
    amountFils: input.amountFils,
    receiptNumber: input.receiptNumber,
    wholeAtOnce,
    settles,
    at: now,
  });
  await audit(tx, {
    actorId: input.actorId,
    action: 'bookings.instore-payment',
    subject: `booking:${booking.id}`,
    details: { receiptNumber: input.receiptNumber, amountFils: input.amountFils, invoice: invoice.invoiceNumber },
  });
  return { invoice, amountPaidFils: paidFils, balanceDueFils: subFils(balanceDueFils, input.amountFils) };
}

/** The tax invoice of one in-store payment: the booking's lines when it is the whole due at once, else the amount paid. */
async function invoicePayment(
  tx: Tx,
  input: {
    found: BookingWithCheckout;
    paymentId: number;
    amountFils: Fils;
    receiptNumber: string;
    wholeAtOnce: boolean;
    settles: boolean;
    at: Date;
  },
): Promise<InvoiceRow> {
  const { booking } = input.found;
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, booking.customerId));
  const description = bookingLineDescription(booking);
  const part = input.settles ? 'Balance payment' : 'Advance payment';
  const { invoice } = await issueInvoice(tx, {
    sourceKey: input.wholeAtOnce ? `booking:${booking.id}` : `instore-payment:${input.paymentId}`,
    customerId: booking.customerId,
    customerName: booking.customerName,
    customerEmail: customer?.email ?? booking.customerEmail,
    paymentMethod: 'in-store',
    transactionId: input.receiptNumber,
    description,
    lines: input.wholeAtOnce
      ? bookingInvoiceLines([booking], { option: booking.pickupOption, feeFils: booking.pickupFeeFils })
      : [{ description: `${part}: ${description}`, quantity: 1, unitPriceFils: input.amountFils }],
    transactionDate: input.at,
  });
  return invoice;
}

/** A receipt number recorded by a racing payment meanwhile is the same 409 as one recorded before. */
export async function inPaymentTransaction<T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RECEIPT_ALREADY_RECORDED);
    throw error;
  }
}
