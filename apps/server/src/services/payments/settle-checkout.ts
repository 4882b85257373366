import { and, asc, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import type { AppContext } from '../../context';
import { bookings, checkouts, customers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { bookingInvoiceLines, bookingsSummary } from '../bookings/booking-invoice';
import type { CheckoutRow } from '../bookings/create-checkout';
import { issueInvoice } from '../invoices/issue-invoice';
import { createNotification } from '../notifications/create-notification';
import { cancelCheckoutBookings } from './cancel-checkout-bookings';

export async function findCheckoutByCartId(ctx: Pick<AppContext, 'db'>, cartId: string): Promise<CheckoutRow | undefined> {
  const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cartId));
  return row;
}

/**
 * Asks the provider where a pending checkout's payment stands and records the outcome once.
 * Verification, repeated verifications and the provider's notification all come here; the
 * conditional UPDATE ... WHERE status = 'pending' lets exactly one of them confirm the bookings,
 * issue the invoice and post the notification. Declined or canceled: the bookings are canceled and
 * their free stringing claims released. A paid answer for another amount than ours is not taken.
 */
export async function settleCheckout(ctx: AppContext, cartId: string): Promise<CheckoutRow> {
  const checkout = await findCheckoutByCartId(ctx, cartId);
  if (!checkout) throw notFound(PAYMENT_MESSAGES.unknownCart);
  if (checkout.status !== 'pending' || !checkout.providerReference) return checkout;

  const check = await ctx.payments.checkPayment({ cartId, reference: checkout.providerReference });
  if (check.status === 'pending') return checkout;
  if (check.status === 'paid' && check.amountFils !== null && check.amountFils !== checkout.amountFils) return checkout;

  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [won] = await tx
      .update(checkouts)
      .set({ status: check.status, paidAt: check.status === 'paid' ? now : null, settledAt: now })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')))
      .returning();
    if (!won) return;
    if (check.status !== 'paid') {
      await cancelCheckoutBookings(tx, won.id);
      await audit(tx, { actorId: null, action: `payments.${check.status}`, subject: `checkout:${won.id}`, details: { cartId } });
      return;
    }
    const rows = await tx.select().from(bookings).where(eq(bookings.checkoutId, won.id)).orderBy(asc(bookings.id));
    const [customer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, won.customerId));
    await issueInvoice(tx, {
      sourceKey: `checkout:${won.id}`,
      customerId: won.customerId,
      customerName: rows[0]?.customerName ?? '',
      customerEmail: customer?.email ?? rows[0]?.customerEmail ?? '',
      paymentMethod: 'online',
      transactionId: cartId,
      description: bookingsSummary(rows),
      lines: bookingInvoiceLines(rows, { option: won.pickupOption, feeFils: won.pickupFeeFils }),
      transactionDate: now,
    });
    await createNotification(tx, { kind: 'booking-paid', title: 'Booking paid', message: 'A racket service booking was paid online.' });
    await audit(tx, { actorId: null, action: 'payments.paid', subject: `checkout:${won.id}`, details: { cartId, transactionReference: check.transactionReference } });
  });
  return (await findCheckoutByCartId(ctx, cartId))!;
}
