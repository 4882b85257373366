import { and, desc, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import {
  CANCELLATION_MESSAGES,
  type CancelBookingResponse,
  type RefundTarget,
} from '@shop/domain/contracts/cancellations';
import type { AppContext } from '../../context';
import { bookingRefunds, bookings } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { findBookingWithCheckout, toBookingListItem } from './booking-view';
import { cancellationViews } from './cancellation-views';
import { refundSendable, sendRefund } from './send-refund';

/**
 * POST /api/bookings/{id}/refund/retry: the booking's failed (or interrupted) refund is sent to the
 * card again, or, with refund_to in-store, handed back at the counter instead. Taken by one
 * conditional UPDATE: two clicks act once; a refund already refunded, due in store or under way is
 * refused with 409.
 */
export async function retryRefund(
  ctx: AppContext,
  input: { actorId: number; bookingId: number; refundTo?: RefundTarget },
): Promise<CancelBookingResponse> {
  const [booking] = await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, input.bookingId));
  if (!booking) throw notFound(BOOKING_MESSAGES.bookingNotFound);
  const [refund] = await ctx.db
    .select()
    .from(bookingRefunds)
    .where(eq(bookingRefunds.bookingId, input.bookingId))
    .orderBy(desc(bookingRefunds.id))
    .limit(1);
  if (!refund || refund.status === 'refunded' || refund.status === 'due-in-store')
    throw conflict(CANCELLATION_MESSAGES.refundNotRetriable);

  let message: string = CANCELLATION_MESSAGES.refundRetried;
  if (input.refundTo === 'in-store') {
    const moved = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookingRefunds)
        .set({ status: 'due-in-store', attemptStartedAt: null })
        .where(and(eq(bookingRefunds.id, refund.id), refundSendable))
        .returning({ id: bookingRefunds.id });
      if (row)
        await audit(tx, {
          actorId: input.actorId,
          action: 'bookings.refund_in_store',
          subject: `booking:${input.bookingId}`,
          details: { refundId: refund.id },
        });
      return Boolean(row);
    });
    if (!moved) throw conflict(CANCELLATION_MESSAGES.refundUnderWay);
    message = CANCELLATION_MESSAGES.refundMovedInStore;
  } else if (!(await sendRefund(ctx, { refundId: refund.id, actorId: input.actorId }))) {
    throw conflict(CANCELLATION_MESSAGES.refundUnderWay);
  }
  const after = (await findBookingWithCheckout(ctx.db, input.bookingId))!;
  const cancellation = (await cancellationViews(ctx.db, [input.bookingId])).get(input.bookingId);
  if (!cancellation) throw conflict(CANCELLATION_MESSAGES.refundNotRetriable);
  return { message, data: { booking: { ...toBookingListItem(after), cancellation }, cancellation } };
}
