import {
  BOOKING_MESSAGES,
  type ConfirmInstorePaymentResponse,
  type ParsedBookingSubmissionItem,
} from '@shop/domain/contracts/bookings';
import { cartId as newCartId } from '@shop/domain/contracts/payments';
import { toAed } from '@shop/domain/money';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { createCheckout, inCheckoutTransaction, toCreatedBooking } from '../bookings/create-checkout';
import { priceSubmission } from '../bookings/price-submission';
import { ensureCustomer } from '../customers/ensure-customer';
import { queueReceipts } from '../receipts/send-receipt';

/**
 * POST /api/store-payment/confirm-instore-payment: the customer pays at the counter when the job is
 * collected. The lines are priced and checked like an online checkout; the bookings (and any free
 * stringing claims) are stored at once with payment_option in-store, to be paid at completion.
 */
export async function confirmInstorePayment(
  ctx: AppContext,
  input: { actorId: number; bookings: ParsedBookingSubmissionItem[]; pickupFee: number | undefined },
): Promise<ConfirmInstorePaymentResponse> {
  const priced = priceSubmission(input.bookings, input.pickupFee);
  if (priced.totalFils === 0) throw badRequest(BOOKING_MESSAGES.freeNotForInStorePayment);
  const customer = await ensureCustomer(ctx, { id: input.bookings[0]!.bigcommerce_customer_id });
  const cartId = input.bookings[0]!.cart_id ?? newCartId();
  let receiptsQueued = false;
  const created = await inCheckoutTransaction(ctx.db, async (tx) => {
    const placed = await createCheckout(tx, {
      cartId,
      customer,
      priced,
      status: 'in-store',
      provider: null,
      actorId: input.actorId,
      shopHours: ctx.config.jobs.hours,
      audit: { action: 'bookings.create-instore', details: { cartId } },
    });
    // Booked at the counter: the racket is in the shop, so the customer gets its drop-off receipt, with the booking.
    receiptsQueued = await queueReceipts(ctx, tx, { jobIds: placed.bookings.map((b) => b.id), actorId: input.actorId });
    return placed;
  });
  if (receiptsQueued) ctx.kickOutbox();
  return {
    message: BOOKING_MESSAGES.payInStoreConfirmed,
    data: { bookings: created.bookings.map(toCreatedBooking), cart_id: cartId, total_cost: toAed(priced.totalFils) },
  };
}
