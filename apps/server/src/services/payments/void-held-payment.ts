import {
  HELD_PAYMENT_MESSAGES,
  voidRefusedMessage,
  type VoidHeldPaymentResponse,
  type VoidOutcome,
} from '@shop/domain/contracts/held-payments';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/errors';
import { heldFollowUp } from './held-follow-up';

const MESSAGES: Record<VoidOutcome, string> = {
  voided: HELD_PAYMENT_MESSAGES.voided,
  paid: HELD_PAYMENT_MESSAGES.paidInstead,
  released: HELD_PAYMENT_MESSAGES.releasedInstead,
};

/**
 * POST /api/bookings/{id}/void-payment (admin, superadmin): gives up the held payment of the booking's
 * checkout (held-follow-up.ts: one admin's void or capture at a time, a lost answer looked up before anything is
 * sent again). Voided: the checkout and its bookings are canceled and their free stringings released, as the expiry
 * sweep does. Refused: if the provider has captured the payment meanwhile it is recorded as paid; if it no longer
 * holds it the checkout is canceled; otherwise 409 with the provider's reason and nothing changed.
 */
export async function voidHeldPayment(
  ctx: AppContext,
  input: { actorId: number; bookingId: number },
): Promise<VoidHeldPaymentResponse> {
  const result = await heldFollowUp(ctx, { ...input, kind: 'void' });
  if (!result.done) throw conflict(voidRefusedMessage(result.reason));
  // A void whose lost answer turns out to have been a capture (Telr's record): paid.
  const outcome: VoidOutcome = result.done === 'captured' ? 'paid' : result.done;
  const { checkout } = result;
  return {
    message: MESSAGES[outcome],
    data: { outcome, cart_id: checkout.cartId, checkout_status: checkout.status, booking_ids: checkout.bookingIds },
  };
}
