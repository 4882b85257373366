import { and, eq, isNull, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import type { PaymentCheck } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { checkouts } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { CheckoutRow } from '../bookings/create-checkout';
import { cancelCheckoutBookings } from './cancel-checkout-bookings';
import { confirmPaidCheckout } from './confirm-paid-checkout';
import { createNotification } from '../notifications/create-notification';
import { mayBePaidLate, recordLatePayment } from './record-late-payment';

export async function findCheckoutByCartId(
  ctx: Pick<AppContext, 'db'>,
  cartId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await ctx.db.select().from(checkouts).where(eq(checkouts.cartId, cartId));
  return row;
}

/**
 * Asks the provider where a pending checkout's payment stands and records the outcome once.
 * Verification, repeated verifications and the provider's notification all come here; the
 * conditional UPDATE ... WHERE status = 'pending' lets exactly one of them confirm the bookings,
 * issue the invoice and post the notification. Declined or canceled: the bookings are canceled and
 * their free stringing claims released. A paid answer for another amount than ours is not taken. A checkout canceled
 * not long ago is asked about too: paid late, it is recorded for an admin to resolve (record-late-payment.ts).
 */
export async function settleCheckout(ctx: AppContext, cartId: string): Promise<CheckoutRow> {
  const checkout = await findCheckoutByCartId(ctx, cartId);
  if (!checkout) throw notFound(PAYMENT_MESSAGES.unknownCart);
  if (mayBePaidLate(checkout)) {
    // Canceled (or declined) not long ago: the payer may have paid Telr's page after all.
    const late = await ctx.payments.checkPayment({ cartId, reference: checkout.providerReference! });
    if (await recordLatePayment(ctx, checkout, late)) return (await findCheckoutByCartId(ctx, cartId))!;
    return checkout;
  }
  if (checkout.status !== 'pending' || !checkout.providerReference) return checkout;

  const check = await ctx.payments.checkPayment({ cartId, reference: checkout.providerReference });
  await recordCheckoutOutcome(ctx, checkout, check);
  return (await findCheckoutByCartId(ctx, cartId))!;
}

/**
 * Records the provider's answer for a checkout that was pending: paid confirms it (once), declined or
 * canceled cancels its bookings and releases their claims, pending changes nothing. A paid answer for
 * another amount or currency than ours (AED) is not taken. `audit` names the cancellation (payments.expired for the sweep).
 * Answers whether this call changed the checkout (false when another caller settled it first).
 */
export async function recordCheckoutOutcome(
  ctx: Pick<AppContext, 'db'>,
  checkout: CheckoutRow,
  check: PaymentCheck,
  options: { audit?: string } = {},
): Promise<boolean> {
  if (check.status === 'pending') return false;
  if (check.status === 'held') {
    await markHeld(ctx, checkout, check);
    return false;
  }
  // A paid answer for another amount or in another currency than ours is not taken: staff settle it by hand.
  if (check.status === 'paid' && check.amountFils !== null && check.amountFils !== checkout.amountFils) return false;
  if (check.status === 'paid' && check.currency !== null && check.currency !== 'AED') return false;
  const outcome = check.status;
  return ctx.db.transaction(async (tx) => {
    if (outcome === 'paid')
      return confirmPaidCheckout(tx, { checkoutId: checkout.id, transactionReference: check.transactionReference });
    const [won] = await tx
      .update(checkouts)
      .set({ status: outcome, settledAt: new Date() })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')))
      .returning({ id: checkouts.id });
    if (!won) return false;
    await cancelCheckoutBookings(tx, won.id);
    await audit(tx, {
      actorId: null,
      action: options.audit ?? `payments.${outcome}`,
      subject: `checkout:${won.id}`,
      details: { cartId: checkout.cartId },
    });
    return true;
  });
}

/**
 * Records, once per checkout, that the provider holds its payment (authorised, on hold for review, or an answer we do
 * not know): held_at is set by one conditional UPDATE, and the caller that sets it tells admins (naming the provider's
 * raw code when the answer is not one we know). The checkout stays pending until the provider says paid, declined or
 * canceled, or an admin voids it; the sweep never cancels it. A later answer's code replaces the one shown.
 */
async function markHeld(ctx: Pick<AppContext, 'db'>, checkout: CheckoutRow, check: PaymentCheck): Promise<void> {
  const code = check.providerCode ?? null;
  await ctx.db.transaction(async (tx) => {
    const [marked] = await tx
      .update(checkouts)
      .set({ heldAt: new Date(), heldCode: code })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending'), isNull(checkouts.heldAt)))
      .returning({ id: checkouts.id });
    if (!marked) {
      if (code !== null)
        await tx
          .update(checkouts)
          .set({ heldCode: code })
          .where(
            and(
              eq(checkouts.id, checkout.id),
              eq(checkouts.status, 'pending'),
              sql`${checkouts.heldCode} IS DISTINCT FROM ${code}`,
            ),
          );
      return;
    }
    const known = code === null || KNOWN_HELD_CODES.has(code);
    await createNotification(tx, {
      kind: 'payment-held',
      title: known ? 'Payment held for review' : 'Unexpected payment answer',
      message: known
        ? `Checkout #${checkout.id} (${checkout.cartId}) is authorised or held for review at the payment provider. It stays pending until the provider confirms it; an admin can void it from the bookings list (Payment held).`
        : `The payment provider answered code ${code} for checkout #${checkout.id} (${checkout.cartId}), which the shop does not know. It is held, never canceled by itself: check it with the provider, then void it from the bookings list (Payment held) or wait for the provider to confirm it.`,
    });
  });
}

/** The provider codes of a hold we know: Telr's authorised (2) and on hold for review (3/H). */
const KNOWN_HELD_CODES = new Set(['2', '2/A', '3/H']);
