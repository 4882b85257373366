import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { HELD_PAYMENT_MESSAGES } from '@shop/domain/contracts/held-payments';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import type { CheckoutStatus } from '@shop/domain/contracts/payments';
import type { CaptureAnswer, FollowUp, PaymentCheck, VoidAnswer } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { bookings, checkouts } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badGateway, conflict, HttpError, notFound } from '../../lib/errors';
import type { CheckoutRow } from '../bookings/create-checkout';
import { cancelCheckoutBookings } from './cancel-checkout-bookings';
import { confirmPaidCheckout } from './confirm-paid-checkout';
import { recordCheckoutOutcome } from './settle-checkout';

export type HeldFollowUpKind = 'void' | 'capture';

/** What became of an admin's void or capture of a held payment. */
export type HeldFollowUpResult =
  | { done: 'voided' | 'captured'; checkout: HeldCheckoutAnswer }
  | { done: 'paid' | 'released'; checkout: HeldCheckoutAnswer }
  | { done: false; reason: string };

export interface HeldCheckoutAnswer {
  cartId: string;
  status: CheckoutStatus;
  bookingIds: number[];
}

/**
 * An admin's void or capture of the held payment of a booking's checkout. One follow-up at a time takes the checkout
 * (a conditional UPDATE of void_started_at; a claim older than two minutes, left by a stopped server, is taken over).
 * If the last void or capture's answer was lost, the provider's linked transactions are read first and what it did is
 * recorded; nothing is sent twice. Then the provider is asked: voided cancels the checkout and its bookings (their
 * free stringings released), captured confirms it as paid (invoiced); refused, with the payment captured meanwhile:
 * recorded as paid; no longer held: canceled; otherwise `done: false` with the provider's reason and nothing changed.
 * A lost answer is recorded (follow_up_unknown) and answered 502.
 */
export async function heldFollowUp(
  ctx: AppContext,
  input: { actorId: number; bookingId: number; kind: HeldFollowUpKind },
): Promise<HeldFollowUpResult> {
  const [booking] = await ctx.db
    .select({ checkoutId: bookings.checkoutId })
    .from(bookings)
    .where(eq(bookings.id, input.bookingId));
  if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const checkout = await claim(ctx, booking.checkoutId, input.kind);
  const payment = { cartId: checkout.cartId, reference: checkout.providerReference!, amountFils: checkout.amountFils };

  let answer: VoidAnswer | CaptureAnswer;
  try {
    if (checkout.followUpUnknown) {
      const found = await lookUpLost(ctx, checkout);
      if (found) return await record(ctx, checkout, input, found.type === 'void' ? 'voided' : 'captured', found);
    }
    answer =
      input.kind === 'void' ? await ctx.payments.voidPayment(payment) : await ctx.payments.capturePayment(payment);
  } catch (error) {
    await release(ctx, checkout.id);
    throw error;
  }

  if ('voided' in answer && answer.voided) return record(ctx, checkout, input, 'voided');
  if ('captured' in answer && answer.captured) return record(ctx, checkout, input, 'captured', answer);
  if (answer.lost) {
    await ctx.db
      .update(checkouts)
      .set({ voidStartedAt: null, followUpUnknown: input.kind, followUpUnknownAt: new Date() })
      .where(eq(checkouts.id, checkout.id));
    await auditLost(ctx, checkout, input);
    throw badGateway(
      input.kind === 'void' ? HELD_PAYMENT_MESSAGES.voidAnswerLost : HELD_PAYMENT_MESSAGES.captureAnswerLost,
    );
  }
  const { check, reason } = answer;
  await release(ctx, checkout.id);
  return afterRefusal(ctx, checkout, check, reason);
}

/** The refused follow-up's payment as the provider now reports it: paid, released, or still held (nothing changed). */
async function afterRefusal(
  ctx: AppContext,
  checkout: CheckoutRow,
  check: PaymentCheck,
  reason: string,
): Promise<HeldFollowUpResult> {
  if (check.status === 'paid' || check.status === 'declined' || check.status === 'canceled') {
    // As a verification would record it: paid is confirmed (once, invoiced), declined or canceled cancels.
    await recordCheckoutOutcome(ctx, checkout, check);
    const now = await heldCheckoutAnswer(ctx, checkout.id);
    if (now.status === 'paid') return { done: 'paid', checkout: now };
    if (now.status === 'declined' || now.status === 'canceled') return { done: 'released', checkout: now };
  }
  return { done: false, reason };
}

/**
 * The provider's linked transactions, read when the last void or capture's answer was lost: the processed void or
 * capture found there, or undefined (then the flag is cleared and the follow-up may be sent).
 */
async function lookUpLost(ctx: AppContext, checkout: CheckoutRow): Promise<FollowUp | undefined> {
  let found: FollowUp | undefined;
  try {
    // A provider without linked transactions (the sandbox) never loses an answer: nothing to look up.
    const list = ctx.payments.followUps
      ? await ctx.payments.followUps({ cartId: checkout.cartId, reference: checkout.providerReference! })
      : [];
    found = list.find((f) => f.approved && (f.type === 'void' || f.type === 'capture'));
  } catch (error) {
    if (error instanceof HttpError) throw badGateway(HELD_PAYMENT_MESSAGES.followUpNotChecked);
    throw error;
  }
  if (!found)
    await ctx.db
      .update(checkouts)
      .set({ followUpUnknown: null, followUpUnknownAt: null })
      .where(eq(checkouts.id, checkout.id));
  return found;
}

/** Records a void (the checkout and its bookings canceled) or a capture (confirmed as paid, invoiced), once. */
async function record(
  ctx: AppContext,
  checkout: CheckoutRow,
  input: { actorId: number; bookingId: number },
  done: 'voided' | 'captured',
  found?: { reference: string },
): Promise<HeldFollowUpResult> {
  await ctx.db.transaction(async (tx) => {
    let won: boolean;
    if (done === 'captured') {
      won = await confirmPaidCheckout(tx, { checkoutId: checkout.id, transactionReference: found?.reference ?? null });
    } else {
      const [row] = await tx
        .update(checkouts)
        .set({ status: 'canceled', settledAt: new Date() })
        .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')))
        .returning({ id: checkouts.id });
      if (row) await cancelCheckoutBookings(tx, row.id);
      won = Boolean(row);
    }
    // Not won: a verification read the voided or captured order first and recorded it already.
    await tx
      .update(checkouts)
      .set({ voidStartedAt: null, followUpUnknown: null, followUpUnknownAt: null })
      .where(eq(checkouts.id, checkout.id));
    await audit(tx, {
      actorId: input.actorId,
      action: done === 'voided' ? 'payments.voided' : 'payments.captured',
      subject: `checkout:${checkout.id}`,
      details: { cartId: checkout.cartId, bookingId: input.bookingId, before: 'held', after: done, recorded: won },
    });
  });
  return { done, checkout: await heldCheckoutAnswer(ctx, checkout.id) };
}

async function auditLost(ctx: AppContext, checkout: CheckoutRow, input: { actorId: number; kind: HeldFollowUpKind }) {
  await ctx.db.transaction((tx) =>
    audit(tx, {
      actorId: input.actorId,
      action: `payments.${input.kind}_unknown`,
      subject: `checkout:${checkout.id}`,
      details: { cartId: checkout.cartId, before: 'held', after: 'unknown' },
    }),
  );
}

/** Takes the held checkout for this follow-up, or refuses: not held (409), or another admin's under way (409). */
async function claim(ctx: Pick<AppContext, 'db'>, checkoutId: number, kind: HeldFollowUpKind): Promise<CheckoutRow> {
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
  if (underWay) throw conflict(HELD_PAYMENT_MESSAGES.voidUnderWay);
  throw conflict(kind === 'void' ? HELD_PAYMENT_MESSAGES.notHeld : HELD_PAYMENT_MESSAGES.notCapturable);
}

async function release(ctx: Pick<AppContext, 'db'>, checkoutId: number): Promise<void> {
  await ctx.db.update(checkouts).set({ voidStartedAt: null }).where(eq(checkouts.id, checkoutId));
}

export async function heldCheckoutAnswer(ctx: Pick<AppContext, 'db'>, checkoutId: number): Promise<HeldCheckoutAnswer> {
  const [checkout] = await ctx.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const rows = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.checkoutId, checkoutId))
    .orderBy(asc(bookings.id));
  return { cartId: checkout!.cartId, status: checkout!.status, bookingIds: rows.map((r) => r.id) };
}
