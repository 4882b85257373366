import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import type { AppContext } from '../../context';
import { checkouts } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { CheckoutRow } from '../bookings/create-checkout';
import { cancelCheckoutBookings } from './cancel-checkout-bookings';
import { confirmPaidCheckout } from './confirm-paid-checkout';

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
    if (check.status === 'paid') {
      await confirmPaidCheckout(tx, { checkoutId: checkout.id, transactionReference: check.transactionReference });
      return;
    }
    const [won] = await tx
      .update(checkouts)
      .set({ status: check.status, settledAt: new Date() })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')))
      .returning({ id: checkouts.id });
    if (!won) return;
    await cancelCheckoutBookings(tx, won.id);
    await audit(tx, { actorId: null, action: `payments.${check.status}`, subject: `checkout:${won.id}`, details: { cartId } });
  });
  return (await findCheckoutByCartId(ctx, cartId))!;
}
