import {
  captureRefusedMessage,
  HELD_PAYMENT_MESSAGES,
  type CaptureHeldPaymentResponse,
  type CaptureOutcome,
} from '@shop/domain/contracts/held-payments';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/errors';
import { heldFollowUp } from './held-follow-up';

const MESSAGES: Record<CaptureOutcome, string> = {
  captured: HELD_PAYMENT_MESSAGES.captured,
  released: HELD_PAYMENT_MESSAGES.releasedInstead,
};

/**
 * POST /api/bookings/{id}/capture-payment (admin, superadmin): takes the held (authorised) payment of the booking's
 * checkout (held-follow-up.ts). Captured, or found captured already: the checkout is recorded as paid (once,
 * invoiced). The provider no longer holds it: canceled as the expiry sweep would. Refused while still held: 409 with
 * the provider's reason, nothing changed.
 */
export async function captureHeldPayment(
  ctx: AppContext,
  input: { actorId: number; bookingId: number },
): Promise<CaptureHeldPaymentResponse> {
  const result = await heldFollowUp(ctx, { ...input, kind: 'capture' });
  if (!result.done) throw conflict(captureRefusedMessage(result.reason));
  const outcome: CaptureOutcome = result.done === 'captured' || result.done === 'paid' ? 'captured' : 'released';
  const { checkout } = result;
  return {
    message: MESSAGES[outcome],
    data: { outcome, cart_id: checkout.cartId, checkout_status: checkout.status, booking_ids: checkout.bookingIds },
  };
}
