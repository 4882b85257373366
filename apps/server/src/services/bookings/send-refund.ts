import { and, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import type { FollowUp, RefundAnswer } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { bookingRefunds, checkouts } from '../../db/schema';
import type { RefundRowStatus } from '../../db/schema/cancellations';
import { audit } from '../../lib/audit';
import { badGateway, HttpError } from '../../lib/errors';

/** A refund call that has not answered for this long was interrupted (a stopped server): it may be retried. */
export const REFUND_STALE_AFTER = sql`interval '2 minutes'`;

/** The condition of a refund that may be taken now: never sent, failed, unknown, or interrupted. */
export const refundSendable = or(
  eq(bookingRefunds.status, 'failed'),
  eq(bookingRefunds.status, 'unknown'),
  and(
    eq(bookingRefunds.status, 'pending'),
    or(
      isNull(bookingRefunds.attemptStartedAt),
      lt(bookingRefunds.attemptStartedAt, sql`now() - ${REFUND_STALE_AFTER}`),
    ),
  ),
);

/** What became of the refund: sent and answered, found already made at the provider, or moved to the counter. */
export type RefundOutcome = 'refunded' | 'failed' | 'unknown' | 'found' | 'due-in-store';

type RefundRow = typeof bookingRefunds.$inferSelect;

/**
 * Sends a recorded refund to the payment provider (or, with `inStore`, hands it to the counter), outside any
 * transaction: the refund row is taken first by one conditional UPDATE (so two callers act once). A refund that may
 * already have reached the provider (its answer was lost: `unknown`, or a call interrupted by a stopped server) is
 * never sent again, nor moved to the counter, before the provider's linked transactions are read: a refund of that
 * amount found there is recorded as refunded (`found`), and nothing else is done. Then the provider is called and its
 * answer recorded: refunded (with its reference), failed (refused, with the reason), or unknown (the answer lost after
 * sending: a timeout or a 5xx). Answers false when another caller has it.
 */
export async function sendRefund(
  ctx: AppContext,
  input: { refundId: number; actorId: number | null; inStore?: boolean },
): Promise<RefundOutcome | false> {
  const [before] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, input.refundId));
  if (!before) return false;
  const mayHaveBeenSent =
    before.status === 'unknown' || (before.status === 'pending' && before.attemptStartedAt !== null);
  const [refund] = await ctx.db
    .update(bookingRefunds)
    .set({ status: 'pending', attemptStartedAt: sql`now()` })
    .where(and(eq(bookingRefunds.id, input.refundId), eq(bookingRefunds.status, before.status), refundSendable))
    .returning();
  if (!refund) return false;
  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, refund.checkoutId));
  const payment = { cartId: checkout!.cartId, reference: checkout!.providerReference ?? '' };

  if (mayHaveBeenSent && ctx.payments.followUps) {
    let found: FollowUp | undefined;
    try {
      found = await findMadeRefund(ctx, refund, await ctx.payments.followUps(payment));
    } catch (error) {
      // Telr could not be asked: still unknown, nothing sent.
      const reason = error instanceof HttpError ? error.message : 'the payment provider could not be asked';
      await record(ctx, refund, input.actorId, { status: 'unknown', failure: reason }, 'bookings.refund_unknown');
      throw badGateway(CANCELLATION_MESSAGES.refundNotChecked);
    }
    if (found) {
      await record(
        ctx,
        refund,
        input.actorId,
        { status: 'refunded', providerReference: found.reference, failure: null, settledAt: sql`now()` },
        'bookings.refund_found',
        { reference: found.reference },
      );
      return 'found';
    }
  }

  if (input.inStore) {
    await record(ctx, refund, input.actorId, { status: 'due-in-store' }, 'bookings.refund_in_store');
    return 'due-in-store';
  }

  let answer: RefundAnswer;
  let unexpected: unknown = null;
  try {
    answer = await ctx.payments.refundPayment({
      ...payment,
      amountFils: refund.amountFils,
      refundKey: `booking-refund-${refund.id}`,
    });
  } catch (error) {
    // The provider could not be reached (or answered nonsense) before the refund was sent: recorded as failed.
    if (!(error instanceof HttpError)) unexpected = error;
    answer = { refunded: false, reason: error instanceof HttpError ? error.message : 'the refund call failed' };
  }
  let outcome: RefundOutcome;
  if (answer.refunded) {
    outcome = 'refunded';
    await record(
      ctx,
      refund,
      input.actorId,
      { status: 'refunded', providerReference: answer.reference, failure: null, settledAt: sql`now()` },
      'bookings.refunded',
      { reference: answer.reference },
    );
  } else {
    outcome = answer.lost ? 'unknown' : 'failed';
    await record(
      ctx,
      refund,
      input.actorId,
      { status: outcome, failure: answer.lost ? CANCELLATION_MESSAGES.refundAnswerLost : answer.reason },
      answer.lost ? 'bookings.refund_unknown' : 'bookings.refund_failed',
      { reason: answer.reason },
    );
  }
  if (unexpected) throw unexpected;
  return outcome;
}

/**
 * A refund of this amount the provider made on the payment (processed) and no other refund of the checkout already
 * names: the one whose answer was lost.
 */
async function findMadeRefund(
  ctx: AppContext,
  refund: RefundRow,
  followUps: FollowUp[],
): Promise<FollowUp | undefined> {
  const known = await ctx.db
    .select({ reference: bookingRefunds.providerReference })
    .from(bookingRefunds)
    .where(and(eq(bookingRefunds.checkoutId, refund.checkoutId), ne(bookingRefunds.id, refund.id)));
  const taken = new Set(known.map((k) => k.reference).filter(Boolean));
  return followUps.find(
    (f) => f.type === 'refund' && f.approved && f.amountFils === refund.amountFils && !taken.has(f.reference),
  );
}

/**
 * Records the outcome of the call that took the refund, with its audit line. One UPDATE of the row (the second only
 * when the first changed nothing). Updating it twice in one transaction made PostgreSQL check its foreign keys again,
 * locking its booking and then its checkout (KEY SHARE), the reverse of a cancellation's order (checkout, then
 * booking): with another staff cancelling the same booking at that moment, the two deadlocked and the first
 * cancellation answered 500 (seen in cancel-race.pg.test.ts).
 */
async function record(
  ctx: AppContext,
  refund: RefundRow,
  actorId: number | null,
  set: { status: RefundRowStatus; providerReference?: string; failure?: string | null; settledAt?: SQL },
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [answered] = await tx
      .update(bookingRefunds)
      .set({ ...set, attemptStartedAt: null })
      .where(and(eq(bookingRefunds.id, refund.id), eq(bookingRefunds.status, 'pending')))
      .returning({ id: bookingRefunds.id });
    if (!answered)
      await tx.update(bookingRefunds).set({ attemptStartedAt: null }).where(eq(bookingRefunds.id, refund.id));
    await audit(tx, {
      actorId,
      action,
      subject: `booking:${refund.bookingId}`,
      details: { refundId: refund.id, amountFils: refund.amountFils, before: 'pending', after: set.status, ...details },
    });
  });
}
