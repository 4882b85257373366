import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import {
  CANCELLATION_MESSAGES,
  type CancelBookingResponse,
  type RefundTarget,
} from '@shop/domain/contracts/cancellations';
import { fils, subFils, sumFils, type Fils } from '@shop/domain/money';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { writeTogether } from '../../db/write-together';
import { bookingCancellations, bookingRefunds, bookings } from '../../db/schema';
import { audit, auditInsert } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { releaseFreeStringingClaim } from '../entitlements/claim-free-stringing';
import { issueCreditNote } from '../invoices/issue-credit-note';
import { findInvoiceBySource } from '../invoices/issue-invoice';
import { voidHeldPayment } from '../payments/void-held-payment';
import { cancelRefundLines } from './cancel-refund';
import { findBookingWithCheckout, toBookingListItem } from './booking-view';
import { cancellationViews } from './cancellation-views';
import type { BookingRow, CheckoutRow } from './create-checkout';
import { lockBookingAndCheckout } from './lock-booking-and-checkout';
import { refundInstorePayments } from './refund-instore-payments';
import { sendRefund } from './send-refund';
import { cancelJobsOfBookings } from '../jobs/set-job-stage';

interface CancelInput {
  actorId: number;
  bookingId: number;
  reason: string;
  refundTo?: RefundTarget;
}

/**
 * POST /api/bookings/{id}/cancel: cancels a booking that is not completed, with a reason. In one
 * transaction (the checkout, then the booking locked, so two staff cancel once): the booking is
 * canceled, its free stringing claim released (the racket's month is free again), its share of a
 * paid online checkout recorded as a refund (to the card, pending; or due in store) with a credit
 * note against the checkout's invoice, what was paid in store recorded as refunds due in store (with their credit
 * notes: refund-instore-payments.ts), and the audit entry written. A refund to the card is then
 * sent to the provider outside the transaction (send-refund.ts). A held payment is voided instead
 * (void-held-payment.ts: every booking of its checkout is canceled, nothing is charged).
 */
export async function cancelBooking(ctx: AppContext, input: CancelInput): Promise<CancelBookingResponse> {
  const found = await findBookingWithCheckout(ctx.db, input.bookingId);
  if (!found) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  refuseUnlessCancelable(found.booking.status);
  let voided = false;
  if (found.checkoutStatus === 'pending' && found.heldAt) {
    const answer = await voidHeldPayment(ctx, { actorId: input.actorId, bookingId: input.bookingId });
    voided = answer.data.outcome !== 'paid';
  }
  const refundId = await ctx.db.transaction((tx) =>
    voided ? recordVoid(tx, found.booking.checkoutId, input) : cancelInTransaction(tx, input),
  );
  if (refundId !== null && input.refundTo !== 'in-store') await sendRefund(ctx, { refundId, actorId: input.actorId });
  const after = (await findBookingWithCheckout(ctx.db, input.bookingId))!;
  const cancellation = (await cancellationViews(ctx.db, [input.bookingId])).get(input.bookingId)!;
  return {
    message: CANCELLATION_MESSAGES.canceled,
    data: { booking: { ...toBookingListItem(after), cancellation }, cancellation },
  };
}

function refuseUnlessCancelable(status: BookingRow['status']): void {
  if (status === 'completed') throw conflict(CANCELLATION_MESSAGES.completed);
  if (status === 'canceled') throw conflict(CANCELLATION_MESSAGES.alreadyCanceled);
}

/** Answers the id of the refund recorded, or null when nothing was paid. */
async function cancelInTransaction(tx: Tx, input: CancelInput): Promise<number | null> {
  const { booking, checkout } = await lockBookingAndCheckout(tx, input.bookingId);
  refuseUnlessCancelable(booking.status);
  if (checkout.status === 'pending') throw conflict(CANCELLATION_MESSAGES.awaitingPayment);

  await tx
    .update(bookings)
    .set({ status: 'canceled', canceledAt: new Date() })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'pending')));
  if (booking.claimId) await releaseFreeStringingClaim(tx, { claimId: booking.claimId });
  const feeMovedTo = await passOnPickupFee(tx, booking);
  await cancelJobsOfBookings(tx, { bookingIds: [booking.id], actorId: input.actorId, reason: input.reason });

  let refundId: number | null = null;
  if (booking.paymentOption === 'online' && checkout.status === 'paid') {
    const lines = await paidShare(tx, booking, checkout);
    const amountFils = sumFils(lines.map((l) => l.totalFils));
    if (amountFils > 0) {
      const [refund] = await tx
        .insert(bookingRefunds)
        .values({
          bookingId: booking.id,
          checkoutId: checkout.id,
          cause: 'cancel',
          status: input.refundTo === 'in-store' ? 'due-in-store' : 'pending',
          amountFils,
          createdBy: input.actorId,
        })
        .returning({ id: bookingRefunds.id });
      refundId = refund!.id;
      const invoice = await findInvoiceBySource(tx, `checkout:${checkout.id}`);
      if (invoice)
        await issueCreditNote(tx, {
          invoiceId: invoice.id,
          bookingId: booking.id,
          refundId,
          reason: input.reason,
          lines,
        });
    }
  }
  const instoreRefundIds = await refundInstorePayments(tx, {
    booking,
    checkoutId: checkout.id,
    actorId: input.actorId,
    reason: input.reason,
  });
  // The cancellation's record and its audit entry in one statement.
  await writeTogether(tx, [
    tx.insert(bookingCancellations).values({
      bookingId: booking.id,
      reason: input.reason,
      canceledBy: input.actorId,
      claimReleased: booking.claimId !== null,
      refundId: refundId ?? instoreRefundIds[0] ?? null,
    }),
    auditInsert(tx, {
      actorId: input.actorId,
      action: 'bookings.cancel',
      subject: `booking:${booking.id}`,
      details: {
        reason: input.reason,
        refundId,
        refundTo: refundId ? (input.refundTo ?? 'card') : null,
        ...(instoreRefundIds.length ? { instoreRefundIds } : {}),
        ...(feeMovedTo ? { pickupFeeMovedTo: feeMovedTo } : {}),
      },
    }),
  ]);
  return refundId;
}

/**
 * The pickup/delivery fee belongs to the checkout and sits on one of its bookings (the first at checkout).
 * When that booking is canceled while others of the checkout remain, the pickup still happens: the fee
 * passes to the next booking left that still carries its money — an online one (paid with the checkout)
 * or one not completed yet (paid in store with its fee) — so it stays in its amount due, invoice and
 * revenue. With none left (the last booking; the fee was then refunded with it, or never collected), the
 * fee stays on the canceled booking and counts nothing (docs/decisions/pickup-fee-on-cancel.md).
 * Answers the id of the booking that took the fee, or null.
 */
async function passOnPickupFee(tx: Tx, booking: BookingRow): Promise<number | null> {
  if (booking.pickupFeeFils <= 0) return null;
  const [heir] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.checkoutId, booking.checkoutId),
        ne(bookings.id, booking.id),
        ne(bookings.status, 'canceled'),
        or(eq(bookings.paymentOption, 'online'), eq(bookings.status, 'pending')),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(1)
    .for('update');
  if (!heir) return null;
  // Paid online, the fee was paid with the checkout: what was paid for it goes along (instore-deposits.md).
  const paidFee =
    booking.paymentOption === 'online' ? fils(Math.min(booking.paidFils, booking.pickupFeeFils)) : fils(0);
  await tx
    .update(bookings)
    .set({
      pickupFeeFils: sql`${bookings.pickupFeeFils} + ${booking.pickupFeeFils}`,
      paidFils: sql`${bookings.paidFils} + ${paidFee}`,
    })
    .where(eq(bookings.id, heir.id));
  await tx
    .update(bookings)
    .set({ pickupFeeFils: fils(0), paidFils: subFils(booking.paidFils, paidFee) })
    .where(eq(bookings.id, booking.id));
  return heir.id;
}

/**
 * The part of a paid checkout that belongs to one booking: its line, and the pickup fee when no
 * other booking of the checkout is left (canceling the last one gives the whole checkout back).
 */
async function paidShare(
  tx: Tx,
  booking: BookingRow,
  checkout: CheckoutRow,
): Promise<{ description: string; totalFils: Fils }[]> {
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.checkoutId, checkout.id), ne(bookings.id, booking.id), ne(bookings.status, 'canceled')));
  return cancelRefundLines(booking, {
    option: checkout.pickupOption,
    feeFils: checkout.pickupFeeFils,
    othersLeft: Number(others?.n ?? 0) > 0,
  }).map(({ description, totalFils }) => ({ description, totalFils }));
}

/** A held payment was voided: every booking of its checkout is canceled; each gets its cancellation (once). */
async function recordVoid(tx: Tx, checkoutId: number, input: CancelInput): Promise<null> {
  const rows = await tx
    .select({ id: bookings.id, claimId: bookings.claimId })
    .from(bookings)
    .where(and(eq(bookings.checkoutId, checkoutId), eq(bookings.status, 'canceled')));
  for (const row of rows) {
    await tx
      .insert(bookingCancellations)
      .values({
        bookingId: row.id,
        reason: input.reason,
        canceledBy: input.actorId,
        claimReleased: row.claimId !== null,
        paymentVoided: true,
      })
      .onConflictDoNothing();
  }
  await audit(tx, {
    actorId: input.actorId,
    action: 'bookings.cancel',
    subject: `booking:${input.bookingId}`,
    details: { reason: input.reason, voidedCheckout: checkoutId },
  });
  return null;
}
