import { sql } from 'drizzle-orm';
import type { BookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { rowsOf } from '../../src/lib/rows';
import type { TestApp } from './app';
import { checkoutThroughSandbox, freshCartId, gripLine, stringLine } from './bookings-factories';

/** POST /api/bookings/{id}/cancel. */
export function cancelBooking(
  t: Pick<TestApp, 'app'>,
  bookingId: number | string,
  headers: Record<string, string>,
  payload: unknown = { reason: 'Customer changed their mind' },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/cancel`,
    headers,
    payload: payload as object,
  });
}

/** POST /api/bookings/{id}/refund/retry. */
export function retryRefund(
  t: Pick<TestApp, 'app'>,
  bookingId: number,
  headers: Record<string, string>,
  payload: unknown = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/refund/retry`,
    headers,
    payload: payload as object,
  });
}

/** Pay in Store for these lines (one checkout): answers the ids of the bookings made. */
export async function payInStore(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  lines: BookingSubmissionItem[],
): Promise<number[]> {
  const cart = freshCartId();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/store-payment/confirm-instore-payment',
    headers,
    payload: { bookings: lines.map((l) => ({ ...l, cart_id: cart })), recaptchaToken: '' },
  });
  if (res.statusCode !== 201) throw new Error(`pay in store failed: ${res.statusCode} ${res.body}`);
  return res.json().data.bookings.map((b: { booking_id: number }) => b.booking_id);
}

/** The ids of a checkout's bookings, in order. */
export async function bookingIdsOf(t: Pick<TestApp, 'ctx'>, cart: string): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await t.ctx.db.execute(
      sql`SELECT b.id FROM bookings b JOIN checkouts c ON c.id = b.checkout_id WHERE c.cart_id = ${cart} ORDER BY b.id`,
    ),
  ).map((r) => r.id);
}

/**
 * A checkout paid on the sandbox page of a string and a grip booking, picked up (30 AED fee): answers its cart
 * and the two booking ids, string first.
 */
export async function paidPickupStringAndGrip(
  t: Pick<TestApp, 'app' | 'ctx'>,
  headers: Record<string, string>,
  customerId: number,
): Promise<{ cart: string; stringId: number; gripId: number }> {
  const address = { pickup_option: 'pickup' as const, instore_location: null, delivery_address: 'Villa 3, Dubai' };
  const lines = [stringLine(customerId, address), gripLine(customerId, address)];
  const { cart } = await checkoutThroughSandbox(t, headers as { authorization: string }, lines, { pickupFee: 30 });
  const [stringId, gripId] = await bookingIdsOf(t, cart);
  return { cart, stringId: stringId!, gripId: gripId! };
}

/** Every row a cancellation writes, counted: a refused call leaves these unchanged. */
export async function cancellationFootprint(t: Pick<TestApp, 'ctx'>) {
  const [row] = rowsOf<
    Record<'canceled' | 'cancellations' | 'refunds' | 'credit_notes' | 'sandbox_refunds' | 'claims', number>
  >(
    await t.ctx.db.execute(sql`
    SELECT (SELECT count(*)::int FROM bookings WHERE status = 'canceled') AS canceled,
           (SELECT count(*)::int FROM booking_cancellations) AS cancellations,
           (SELECT count(*)::int FROM booking_refunds) AS refunds,
           (SELECT count(*)::int FROM credit_notes) AS credit_notes,
           (SELECT count(*)::int FROM sandbox_refunds) AS sandbox_refunds,
           (SELECT count(*)::int FROM free_stringing_claims WHERE released_at IS NULL) AS claims`),
  );
  return row!;
}
