import { desc, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import {
  CANCELLATION_MESSAGES,
  type CancelBookingResponse,
  type RefundTarget,
} from '@shop/domain/contracts/cancellations';
import type { AppContext } from '../../context';
import { bookingRefunds, bookings } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { findBookingWithCheckout, toBookingListItem } from './booking-view';
import { cancellationViews } from './cancellation-views';
import { sendRefund } from './send-refund';

/**
 * POST /api/bookings/{id}/refund/retry: the booking's failed, unknown (or interrupted) refund is sent to the
 * card again, or, with refund_to in-store, handed back at the counter instead. One whose answer was lost is first
 * looked up at the provider: found there, it is recorded as refunded and neither sent again nor moved. Taken by one
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
  // A late payment's full refund is sent again from Payments to resolve (POST /api/payments/{cartId}/resolve).
  if (!refund || refund.status === 'refunded' || refund.status === 'due-in-store' || refund.cause === 'late-payment')
    throw conflict(CANCELLATION_MESSAGES.refundNotRetriable);

  const outcome = await sendRefund(ctx, {
    refundId: refund.id,
    actorId: input.actorId,
    inStore: input.refundTo === 'in-store',
  });
  if (!outcome) throw conflict(CANCELLATION_MESSAGES.refundUnderWay);
  const message =
    outcome === 'found'
      ? CANCELLATION_MESSAGES.refundFoundAtProvider
      : outcome === 'due-in-store'
        ? CANCELLATION_MESSAGES.refundMovedInStore
        : CANCELLATION_MESSAGES.refundRetried;
  const after = (await findBookingWithCheckout(ctx.db, input.bookingId))!;
  const cancellation = (await cancellationViews(ctx.db, [input.bookingId])).get(input.bookingId);
  if (!cancellation) throw conflict(CANCELLATION_MESSAGES.refundNotRetriable);
  return { message, data: { booking: { ...toBookingListItem(after), cancellation }, cancellation } };
}
