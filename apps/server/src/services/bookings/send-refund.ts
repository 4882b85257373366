import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { RefundAnswer } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { bookingRefunds, checkouts } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/errors';

/** A refund call that has not answered for this long was interrupted (a stopped server): it may be retried. */
export const REFUND_STALE_AFTER = sql`interval '2 minutes'`;

/** The condition of a refund that may be sent now: never sent, failed, or interrupted. */
export const refundSendable = or(
  eq(bookingRefunds.status, 'failed'),
  and(
    eq(bookingRefunds.status, 'pending'),
    or(
      isNull(bookingRefunds.attemptStartedAt),
      lt(bookingRefunds.attemptStartedAt, sql`now() - ${REFUND_STALE_AFTER}`),
    ),
  ),
);

/**
 * Sends a recorded refund to the payment provider, outside any transaction: the refund row is taken
 * first by one conditional UPDATE (so two callers send it once), then the provider is called, then
 * its answer is recorded: refunded (with the provider's reference) or failed (with the reason, to be
 * retried or moved to the counter). A server stopped mid-call leaves the row pending; after two
 * minutes it shows as failed and may be retried. Answers false when another caller has it.
 */
export async function sendRefund(
  ctx: AppContext,
  input: { refundId: number; actorId: number | null },
): Promise<boolean> {
  const [refund] = await ctx.db
    .update(bookingRefunds)
    .set({ status: 'pending', attemptStartedAt: sql`now()` })
    .where(and(eq(bookingRefunds.id, input.refundId), refundSendable))
    .returning();
  if (!refund) return false;
  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, refund.checkoutId));

  let answer: RefundAnswer;
  let unexpected: unknown = null;
  try {
    answer = await ctx.payments.refundPayment({
      cartId: checkout!.cartId,
      reference: checkout!.providerReference ?? '',
      amountFils: refund.amountFils,
      refundKey: `booking-refund-${refund.id}`,
    });
  } catch (error) {
    // The provider could not be reached or answered nonsense (a 502 with a sentence): recorded as failed.
    if (!(error instanceof HttpError)) unexpected = error;
    answer = { refunded: false, reason: error instanceof HttpError ? error.message : 'the refund call failed' };
  }

  await ctx.db.transaction(async (tx) => {
    // One UPDATE of the row (the second only when the first changed nothing). Updating it twice in one transaction
    // made PostgreSQL check its foreign keys again, locking its booking and then its checkout (KEY SHARE), the
    // reverse of a cancellation's order (checkout, then booking): with another staff cancelling the same booking at
    // that moment, the two deadlocked and the first cancellation answered 500 (seen in cancel-race.pg.test.ts).
    const [answered] = await tx
      .update(bookingRefunds)
      .set({
        ...(answer.refunded
          ? { status: 'refunded' as const, providerReference: answer.reference, failure: null, settledAt: sql`now()` }
          : { status: 'failed' as const, failure: answer.reason }),
        attemptStartedAt: null,
      })
      .where(and(eq(bookingRefunds.id, refund.id), eq(bookingRefunds.status, 'pending')))
      .returning({ id: bookingRefunds.id });
    if (!answered)
      await tx.update(bookingRefunds).set({ attemptStartedAt: null }).where(eq(bookingRefunds.id, refund.id));
    await audit(tx, {
      actorId: input.actorId,
      action: answer.refunded ? 'bookings.refunded' : 'bookings.refund_failed',
      subject: `booking:${refund.bookingId}`,
      details: answer.refunded
        ? { refundId: refund.id, amountFils: refund.amountFils, reference: answer.reference }
        : { refundId: refund.id, amountFils: refund.amountFils, reason: answer.reason },
    });
  });
  if (unexpected) throw unexpected;
  return true;
}
