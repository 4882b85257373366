import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  bookingDatePassedMessage,
  PAYMENTS_TO_RESOLVE_MESSAGES,
  type PaymentToResolve,
  type PaymentsToResolveResponse,
} from '@shop/domain/contracts/payments-to-resolve';
import { ENTITLEMENT_MESSAGES, checkClaim } from '@shop/domain/entitlements';
import { toAed } from '@shop/domain/money';
import { shopDate } from '@shop/domain/shop-days';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { bookingRefunds, bookings, checkouts } from '../../db/schema';
import { loadEntitlementState } from '../entitlements/load-entitlement-state';
import { REFUND_STALE_AFTER } from '../bookings/send-refund';

type BookingOfCheckout = Pick<
  typeof bookings.$inferSelect,
  'id' | 'checkoutId' | 'customerId' | 'customerName' | 'bookingDate' | 'freeService' | 'rpId'
>;

/**
 * GET /api/payments/to-resolve (admin, superadmin): the checkouts paid after they were canceled and not yet resolved,
 * the refunds whose outcome is unknown (or interrupted after sending), a late payment's full refund that failed, and
 * the voids or captures of held payments whose answer was lost. Oldest first; few at any time (partial indexes).
 */
export async function findPaymentsToResolve(ctx: Pick<AppContext, 'db'>): Promise<PaymentsToResolveResponse> {
  const late = await ctx.db
    .select()
    .from(checkouts)
    .where(and(isNotNull(checkouts.latePaidAt), isNull(checkouts.resolution)))
    .orderBy(asc(checkouts.latePaidAt));
  const refunds = await ctx.db
    .select({ refund: bookingRefunds, cartId: checkouts.cartId })
    .from(bookingRefunds)
    .innerJoin(checkouts, eq(checkouts.id, bookingRefunds.checkoutId))
    .where(
      or(
        eq(bookingRefunds.status, 'unknown'),
        and(
          eq(bookingRefunds.status, 'pending'),
          isNotNull(bookingRefunds.attemptStartedAt),
          lt(bookingRefunds.attemptStartedAt, sql`now() - ${REFUND_STALE_AFTER}`),
        ),
        and(eq(bookingRefunds.status, 'failed'), eq(bookingRefunds.cause, 'late-payment')),
      ),
    )
    .orderBy(asc(bookingRefunds.id));
  const followUps = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'pending'), isNotNull(checkouts.followUpUnknown)))
    .orderBy(asc(checkouts.followUpUnknownAt));
  const checkoutIds = [...late, ...followUps].map((c) => c.id).concat(refunds.map((r) => r.refund.checkoutId));
  const byCheckout = await bookingsOf(ctx.db, checkoutIds);
  const of = (checkoutId: number) => byCheckout.get(checkoutId) ?? [];

  const items: PaymentToResolve[] = [];
  for (const c of late) {
    const blocked = await restoreBlocker(ctx.db, of(c.id));
    items.push({
      kind: 'late-payment',
      cart_id: c.cartId,
      customer_name: of(c.id)[0]?.customerName ?? '',
      amount: toAed(c.lateAmountFils ?? c.amountFils),
      booking_ids: of(c.id).map((b) => b.id),
      occurred_at: c.latePaidAt!.toISOString(),
      reference: c.lateReference,
      restorable: blocked === null,
      note: blocked,
    });
  }
  for (const { refund, cartId } of refunds) {
    const rows = of(refund.checkoutId);
    items.push({
      kind: refund.status === 'failed' ? 'refund-failed' : 'refund-unknown',
      cart_id: cartId,
      customer_name: rows[0]?.customerName ?? '',
      amount: toAed(refund.amountFils),
      booking_ids: [refund.bookingId],
      occurred_at: (refund.attemptStartedAt ?? refund.createdAt).toISOString(),
      reference: refund.providerReference,
      restorable: false,
      note: refund.failure,
    });
  }
  for (const c of followUps)
    items.push({
      kind: c.followUpUnknown === 'void' ? 'void-unknown' : 'capture-unknown',
      cart_id: c.cartId,
      customer_name: of(c.id)[0]?.customerName ?? '',
      amount: toAed(c.amountFils),
      booking_ids: of(c.id).map((b) => b.id),
      occurred_at: c.followUpUnknownAt!.toISOString(),
      reference: null,
      restorable: false,
      note: null,
    });
  return { items };
}

async function bookingsOf(db: DbOrTx, checkoutIds: number[]): Promise<Map<number, BookingOfCheckout[]>> {
  const map = new Map<number, BookingOfCheckout[]>();
  if (checkoutIds.length === 0) return map;
  const rows = await db
    .select({
      id: bookings.id,
      checkoutId: bookings.checkoutId,
      customerId: bookings.customerId,
      customerName: bookings.customerName,
      bookingDate: bookings.bookingDate,
      freeService: bookings.freeService,
      rpId: bookings.rpId,
    })
    .from(bookings)
    .where(inArray(bookings.checkoutId, [...new Set(checkoutIds)]))
    .orderBy(asc(bookings.id));
  for (const row of rows) map.set(row.checkoutId, [...(map.get(row.checkoutId) ?? []), row]);
  return map;
}

/**
 * Why a late payment's bookings can no longer be restored (a booking date passed, a free stringing no longer free),
 * or null when they can. Read without locks: the restore checks again, locked, in its transaction.
 */
export async function restoreBlocker(db: DbOrTx, rows: BookingOfCheckout[]): Promise<string | null> {
  const today = shopDate();
  for (const row of rows) {
    if (row.bookingDate < today) return bookingDatePassedMessage(row.id, row.bookingDate);
    if (row.freeService && row.rpId !== null) {
      const loaded = await loadEntitlementState(db, { customerId: row.customerId, rpId: row.rpId });
      if (!loaded) return ENTITLEMENT_MESSAGES.notFound;
      const check = checkClaim(loaded.state, row.bookingDate);
      if (!check.ok) return check.message;
    }
  }
  return rows.length === 0 ? PAYMENTS_TO_RESOLVE_MESSAGES.notRestorable : null;
}
