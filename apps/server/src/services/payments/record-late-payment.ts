import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fils, formatAed } from '@shop/domain/money';
import type { PaymentCheck } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { checkouts, staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { CheckoutRow } from '../bookings/create-checkout';
import { createNotification } from '../notifications/create-notification';
import { enqueueEmail } from '../outbox/enqueue';

/** How long after it was opened a canceled checkout is still asked about: as long as Telr's page can be paid. */
export const LATE_PAYMENT_WINDOW_MS = 24 * 60 * 60_000;

/** Whether a canceled (or declined) checkout may still be paid at the provider, and was not found paid already. */
export function mayBePaidLate(checkout: CheckoutRow, now: Date = new Date()): boolean {
  return (
    (checkout.status === 'canceled' || checkout.status === 'declined') &&
    checkout.providerReference !== null &&
    checkout.latePaidAt === null &&
    now.getTime() - checkout.createdAt.getTime() < LATE_PAYMENT_WINDOW_MS
  );
}

/**
 * A paid answer for a checkout that is no longer pending (canceled by the sweep or a void, or declined): the payer
 * paid Telr's page after our expiry. Recorded once (a conditional UPDATE): Telr's reference and amount kept, the
 * checkout listed under Payments to resolve, admins told by a notification and an email each, the audit written.
 * Nothing is kept silently: an admin restores its bookings or refunds it. Answers whether this call recorded it.
 */
export async function recordLatePayment(
  ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'kickOutbox'>>,
  checkout: CheckoutRow,
  check: PaymentCheck,
): Promise<boolean> {
  if (check.status !== 'paid') return false;
  const amountFils = check.amountFils ?? checkout.amountFils;
  const recorded = await ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(checkouts)
      .set({ latePaidAt: sql`now()`, lateReference: check.transactionReference, lateAmountFils: amountFils })
      .where(
        and(
          eq(checkouts.id, checkout.id),
          inArray(checkouts.status, ['canceled', 'declined']),
          isNull(checkouts.latePaidAt),
        ),
      )
      .returning({ id: checkouts.id });
    if (!won) return false;
    const amount = formatAed(fils(amountFils));
    const what = `Checkout #${checkout.id} (${checkout.cartId}) was paid at the payment provider (${amount}) after it had been canceled: its bookings stay canceled until an admin restores them or refunds the payment under Payments to resolve.`;
    await createNotification(tx, { kind: 'payment-late', title: 'Payment after cancellation', message: what });
    const admins = await tx
      .select({ email: staffUsers.email })
      .from(staffUsers)
      .where(
        and(
          inArray(staffUsers.role, ['admin', 'superadmin']),
          eq(staffUsers.requestStatus, 'approved'),
          isNull(staffUsers.deactivatedAt),
        ),
      );
    for (const admin of admins)
      await enqueueEmail(tx, {
        kind: 'payment-late',
        to: admin.email,
        subject: `Payment to resolve: ${checkout.cartId}`,
        text: `${what}\n\nTelr's transaction reference: ${check.transactionReference ?? 'not given'}.\n`,
      });
    await audit(tx, {
      actorId: null,
      action: 'payments.paid_late',
      subject: `checkout:${checkout.id}`,
      details: {
        cartId: checkout.cartId,
        before: checkout.status,
        after: 'paid-late',
        amountFils,
        transactionReference: check.transactionReference,
      },
    });
    return true;
  });
  if (recorded) ctx.kickOutbox?.();
  return recorded;
}
