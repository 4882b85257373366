import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import {
  HELD_PAYMENT_MESSAGES,
  voidRefusedMessage,
  type VoidHeldPaymentResponse,
  type VoidOutcome,
} from '@shop/domain/contracts/held-payments';
import type { VoidAnswer } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { bookings, checkouts } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type { CheckoutRow } from '../bookings/create-checkout';
import { cancelCheckoutBookings } from './cancel-checkout-bookings';
import { recordCheckoutOutcome } from './settle-checkout';

const MESSAGES: Record<VoidOutcome, string> = {
  voided: HELD_PAYMENT_MESSAGES.voided,
  paid: HELD_PAYMENT_MESSAGES.paidInstead,
  released: HELD_PAYMENT_MESSAGES.releasedInstead,
};

/**
 * POST /api/bookings/{id}/void-payment (admin, superadmin): gives up the held payment of the booking's
 * checkout. One admin at a time takes the void (a conditional UPDATE of void_started_at; a claim
 * older than two minutes, left by a stopped server, is taken over), so two admins voiding at once
 * send one void to the provider. Voided: the checkout and its bookings are canceled and their free
 * stringings released, as the expiry sweep does. Refused: if the provider has captured the payment
 * meanwhile it is recorded as paid; if it no longer holds it the checkout is canceled; otherwise 409
 * with the provider's reason and nothing changed.
 */
export async function voidHeldPayment(
  ctx: AppContext,
  input: { actorId: number; bookingId: number },
): Promise<VoidHeldPaymentResponse> {
  const [booking] = await ctx.db
    .select({ checkoutId: bookings.checkoutId })
    .from(bookings)
    .where(eq(bookings.id, input.bookingId));
  if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const checkout = await claimVoid(ctx, booking.checkoutId);

  let answer: VoidAnswer;
  try {
    answer = await ctx.payments.voidPayment({
      cartId: checkout.cartId,
      reference: checkout.providerReference!,
      amountFils: checkout.amountFils,
    });
  } catch (error) {
    await releaseVoidClaim(ctx, checkout.id);
    throw error;
  }

  if (answer.voided) {
    await ctx.db.transaction(async (tx) => {
      const [won] = await tx
        .update(checkouts)
        .set({ status: 'canceled', settledAt: new Date(), voidStartedAt: null })
        .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')))
        .returning({ id: checkouts.id });
      // Not won: a verification read the voided order first and canceled the checkout already.
      if (won) await cancelCheckoutBookings(tx, won.id);
      else await tx.update(checkouts).set({ voidStartedAt: null }).where(eq(checkouts.id, checkout.id));
      await audit(tx, {
        actorId: input.actorId,
        action: 'payments.voided',
        subject: `checkout:${checkout.id}`,
        details: { cartId: checkout.cartId, bookingId: input.bookingId },
      });
    });
    return answerFor(ctx, checkout.id, 'voided');
  }

  const { check, reason } = answer;
  await releaseVoidClaim(ctx, checkout.id);
  if (check.status === 'paid' || check.status === 'declined' || check.status === 'canceled') {
    // As a verification would record it: paid is confirmed (once, invoiced), declined or canceled cancels.
    await recordCheckoutOutcome(ctx, checkout, check);
    const [now] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
    if (now?.status === 'paid') return answerFor(ctx, checkout.id, 'paid');
    if (now?.status === 'declined' || now?.status === 'canceled') return answerFor(ctx, checkout.id, 'released');
  }
  throw conflict(voidRefusedMessage(reason));
}

/** Takes the void of a held checkout for this call, or refuses: not held (409), or another admin's void under way (409). */
async function claimVoid(ctx: Pick<AppContext, 'db'>, checkoutId: number): Promise<CheckoutRow> {
  const [claimed] = await ctx.db
    .update(checkouts)
    .set({ voidStartedAt: sql`now()` })
    .where(
      and(
        eq(checkouts.id, checkoutId),
        eq(checkouts.status, 'pending'),
        isNotNull(checkouts.heldAt),
        isNotNull(checkouts.providerReference),
        or(isNull(checkouts.voidStartedAt), lt(checkouts.voidStartedAt, sql`now() - interval '2 minutes'`)),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const [current] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const underWay = current?.status === 'pending' && current.heldAt !== null && current.voidStartedAt !== null;
  throw conflict(underWay ? HELD_PAYMENT_MESSAGES.voidUnderWay : HELD_PAYMENT_MESSAGES.notHeld);
}

async function releaseVoidClaim(ctx: Pick<AppContext, 'db'>, checkoutId: number): Promise<void> {
  await ctx.db.update(checkouts).set({ voidStartedAt: null }).where(eq(checkouts.id, checkoutId));
}

async function answerFor(
  ctx: Pick<AppContext, 'db'>,
  checkoutId: number,
  outcome: VoidOutcome,
): Promise<VoidHeldPaymentResponse> {
  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const rows = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.checkoutId, checkoutId))
    .orderBy(asc(bookings.id));
  return {
    message: MESSAGES[outcome],
    data: {
      outcome,
      cart_id: checkout!.cartId,
      checkout_status: checkout!.status,
      booking_ids: rows.map((r) => r.id),
    },
  };
}
