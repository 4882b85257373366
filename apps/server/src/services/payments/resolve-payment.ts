import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  bookingDatePassedMessage,
  PAYMENTS_TO_RESOLVE_MESSAGES,
  type ResolveAction,
  type ResolvePaymentResponse,
} from '@shop/domain/contracts/payments-to-resolve';
import { PAYMENT_MESSAGES } from '@shop/domain/contracts/payments';
import type { RefundStatus } from '@shop/domain/contracts/cancellations';
import { fils } from '@shop/domain/money';
import { shopDate } from '@shop/domain/shop-days';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingRefunds, bookings, checkouts, jobEvents, jobs } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { sendRefund, type RefundOutcome } from '../bookings/send-refund';
import { claimFreeStringing } from '../entitlements/claim-free-stringing';
import { confirmPaidCheckout } from './confirm-paid-checkout';

type Checkout = typeof checkouts.$inferSelect;

/**
 * POST /api/payments/{cartId}/resolve (admin, superadmin): an admin settles a payment made after its checkout was
 * canceled, exactly once (the checkout row locked, then a conditional UPDATE of its resolution): `restore` brings its
 * bookings back (each date still to come, each free stringing claimed again, their jobs received again) and confirms
 * the payment as paid (invoiced), refused 409 when they can no longer be had; `refund` records a full refund of what
 * Telr took and sends it (send-refund.ts: unknown when its answer is lost, looked up before it is sent again). A
 * refund already chosen whose answer was lost or refused is sent again by choosing refund again.
 */
export async function resolvePayment(
  ctx: AppContext,
  input: { actorId: number; cartId: string; action: ResolveAction },
): Promise<ResolvePaymentResponse> {
  const [found] = await ctx.db.select().from(checkouts).where(eq(checkouts.cartId, input.cartId));
  if (!found) throw notFound(PAYMENT_MESSAGES.unknownCart);
  if (!found.latePaidAt) throw conflict(PAYMENTS_TO_RESOLVE_MESSAGES.nothingToResolve);

  if (input.action === 'restore') {
    await ctx.db.transaction((tx) => restore(tx, found.id, input.actorId));
    return answer(ctx, found, 'restored', null, PAYMENTS_TO_RESOLVE_MESSAGES.restored);
  }
  const refundId = await ctx.db.transaction((tx) => chooseRefund(tx, found.id, input.actorId));
  const outcome = await sendRefund(ctx, { refundId, actorId: input.actorId });
  if (!outcome) throw conflict(PAYMENTS_TO_RESOLVE_MESSAGES.alreadyResolved);
  const [refund] = await ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refundId));
  const status = refund!.status as RefundStatus;
  return answer(ctx, found, 'refunded', status, REFUND_MESSAGES[outcome]);
}

const REFUND_MESSAGES: Record<RefundOutcome, string> = {
  refunded: PAYMENTS_TO_RESOLVE_MESSAGES.refunded,
  found: PAYMENTS_TO_RESOLVE_MESSAGES.refunded,
  failed: PAYMENTS_TO_RESOLVE_MESSAGES.refundFailed,
  unknown: PAYMENTS_TO_RESOLVE_MESSAGES.refundUnknown,
  'due-in-store': PAYMENTS_TO_RESOLVE_MESSAGES.refunded,
};

/** The checkout, locked, while it still waits for a resolution; refused (409) once resolved. */
async function lockUnresolved(tx: Tx, checkoutId: number): Promise<Checkout> {
  const [row] = await tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), isNotNull(checkouts.latePaidAt)))
    .for('update');
  if (!row) throw conflict(PAYMENTS_TO_RESOLVE_MESSAGES.nothingToResolve);
  if (row.resolution !== null) throw conflict(PAYMENTS_TO_RESOLVE_MESSAGES.alreadyResolved);
  return row;
}

async function restore(tx: Tx, checkoutId: number, actorId: number): Promise<void> {
  const checkout = await lockUnresolved(tx, checkoutId);
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.checkoutId, checkoutId), eq(bookings.status, 'canceled')))
    .orderBy(asc(bookings.id));
  if (rows.length === 0) throw conflict(PAYMENTS_TO_RESOLVE_MESSAGES.notRestorable);
  const today = shopDate();
  for (const row of rows) {
    if (row.bookingDate < today) throw conflict(bookingDatePassedMessage(row.id, row.bookingDate));
    // The free stringing is claimed again (locked, checked): refused 409 when the racket's month is taken meanwhile.
    const claimId =
      row.freeService && row.rpId !== null
        ? (await claimFreeStringing(tx, { customerId: row.customerId, rpId: row.rpId, bookingDate: row.bookingDate }))
            .claimId
        : row.claimId;
    await tx.update(bookings).set({ status: 'pending', canceledAt: null, claimId }).where(eq(bookings.id, row.id));
  }
  const ids = rows.map((r) => r.id);
  const reopened = await tx
    .update(jobs)
    .set({ stage: 'received', canceledAt: null })
    .where(and(inArray(jobs.bookingId, ids), eq(jobs.stage, 'canceled')))
    .returning({ bookingId: jobs.bookingId });
  if (reopened.length > 0)
    await tx.insert(jobEvents).values(
      reopened.map((j) => ({
        bookingId: j.bookingId,
        actorId,
        kind: 'stage' as const,
        what: 'Received again: its payment arrived after the checkout was canceled',
        details: { to: 'received', reason: 'late payment restored' },
      })),
    );
  // Pending again for a moment, then confirmed as paid the one way every payment is (invoice, notification, audit).
  await tx
    .update(checkouts)
    .set({ status: 'pending', settledAt: null, resolution: 'restored', resolvedAt: new Date(), resolvedBy: actorId })
    .where(and(eq(checkouts.id, checkoutId), isNull(checkouts.resolution)));
  await confirmPaidCheckout(tx, {
    checkoutId,
    transactionReference: checkout.lateReference,
    at: checkout.latePaidAt ?? undefined,
  });
  await audit(tx, {
    actorId,
    action: 'payments.late_restored',
    subject: `checkout:${checkoutId}`,
    details: { cartId: checkout.cartId, before: checkout.status, after: 'paid', bookingIds: ids },
  });
}

/**
 * Chooses the full refund once (the resolution) and records it as a refund of the checkout's first booking; chosen
 * already, its refund (failed, or unknown) is answered to be sent again.
 */
async function chooseRefund(tx: Tx, checkoutId: number, actorId: number): Promise<number> {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
  if (row!.resolution === 'restored') throw conflict(PAYMENTS_TO_RESOLVE_MESSAGES.alreadyResolved);
  if (row!.resolution === 'refunded') {
    const [existing] = await tx
      .select({ id: bookingRefunds.id, status: bookingRefunds.status })
      .from(bookingRefunds)
      .where(and(eq(bookingRefunds.checkoutId, checkoutId), eq(bookingRefunds.cause, 'late-payment')));
    if (!existing || existing.status === 'refunded' || existing.status === 'due-in-store')
      throw conflict(PAYMENTS_TO_RESOLVE_MESSAGES.alreadyResolved);
    return existing.id;
  }
  const [first] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.checkoutId, checkoutId))
    .orderBy(asc(bookings.id))
    .limit(1);
  await tx
    .update(checkouts)
    .set({ resolution: 'refunded', resolvedAt: new Date(), resolvedBy: actorId })
    .where(eq(checkouts.id, checkoutId));
  const [refund] = await tx
    .insert(bookingRefunds)
    .values({
      bookingId: first!.id,
      checkoutId,
      cause: 'late-payment',
      status: 'pending',
      amountFils: fils(row!.lateAmountFils ?? row!.amountFils),
      createdBy: actorId,
    })
    .returning({ id: bookingRefunds.id });
  await audit(tx, {
    actorId,
    action: 'payments.late_refund_chosen',
    subject: `checkout:${checkoutId}`,
    details: { cartId: row!.cartId, refundId: refund!.id, amountFils: row!.lateAmountFils },
  });
  return refund!.id;
}

async function answer(
  ctx: Pick<AppContext, 'db'>,
  checkout: Checkout,
  resolution: 'restored' | 'refunded',
  refundStatus: RefundStatus | null,
  message: string,
): Promise<ResolvePaymentResponse> {
  const rows = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.checkoutId, checkout.id))
    .orderBy(asc(bookings.id));
  return {
    message,
    data: { cart_id: checkout.cartId, resolution, refund_status: refundStatus, booking_ids: rows.map((r) => r.id) },
  };
}
