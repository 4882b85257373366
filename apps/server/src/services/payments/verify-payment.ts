import { asc, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type CheckoutStatus, type VerifyPaymentResponse } from '@shop/domain/contracts/payments';
import { toAed } from '@shop/domain/money';
import { PAYMENTS_TO_RESOLVE_MESSAGES } from '@shop/domain/contracts/payments-to-resolve';
import type { AppContext } from '../../context';
import { bookings } from '../../db/schema';
import { findInvoiceBySource } from '../invoices/issue-invoice';
import { settleCheckout } from './settle-checkout';

const MESSAGE_BY_STATUS: Record<CheckoutStatus, string> = {
  paid: PAYMENT_MESSAGES.paid,
  pending: PAYMENT_MESSAGES.pending,
  declined: PAYMENT_MESSAGES.declined,
  canceled: PAYMENT_MESSAGES.canceled,
  free: PAYMENT_MESSAGES.noPaymentNeeded,
  'in-store': PAYMENT_MESSAGES.noPaymentNeeded,
};

/**
 * GET /api/payments/verify?cart_id=: re-checks the payment with the provider (settling it once) and
 * says where it stands. The message contains 'Payment successful' exactly when paid. A cart_id can be
 * guessed (TXN + the time), so anyone gets only the status; staff (`details`) also get the total, the
 * booking ids and the invoice number.
 */
export async function verifyPayment(
  ctx: AppContext,
  cartId: string,
  options: { details: boolean },
): Promise<VerifyPaymentResponse> {
  const checkout = await settleCheckout(ctx, cartId);
  // Paid after the checkout was canceled, not yet resolved: the payer is told the shop knows.
  const message =
    checkout.latePaidAt && !checkout.resolution
      ? PAYMENTS_TO_RESOLVE_MESSAGES.lateVerified
      : MESSAGE_BY_STATUS[checkout.status];
  if (!options.details) return { message, data: { cart_id: checkout.cartId, status: checkout.status } };
  const rows = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.checkoutId, checkout.id))
    .orderBy(asc(bookings.id));
  const invoice = await findInvoiceBySource(ctx.db, `checkout:${checkout.id}`);
  return {
    message,
    data: {
      cart_id: checkout.cartId,
      status: checkout.status,
      total_cost: toAed(checkout.amountFils),
      booking_ids: rows.map((r) => r.id),
      invoice_number: invoice?.invoiceNumber ?? null,
    },
  };
}
