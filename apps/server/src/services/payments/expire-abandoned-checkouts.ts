import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { PaymentCheck } from '../../adapters/payments';
import type { AppContext } from '../../context';
import { checkouts } from '../../db/schema';
import type { CheckoutRow } from '../bookings/create-checkout';
import { recordCheckoutOutcome } from './settle-checkout';
import { startPeriodicTask } from '../../lib/periodic-task';
import { LATE_PAYMENT_WINDOW_MS, recordLatePayment } from './record-late-payment';

const NEVER_OPENED: PaymentCheck = { status: 'canceled', amountFils: null, currency: null, transactionReference: null };

export interface ExpirySweepResult {
  /** Checkouts canceled as abandoned (their bookings canceled, their free stringing claims released). */
  expired: number;
  /** Checkouts the provider said were paid after all: confirmed instead. */
  paid: number;
  /** Checkouts the provider holds (authorised, or on hold for review): never canceled, re-checked each sweep. */
  held: number;
  /** Checkouts left pending because the provider could not be asked (tried again next sweep). */
  unreachable: number;
  /** Canceled checkouts found paid after all (Telr's page stayed payable): recorded for an admin to resolve. */
  paidLate: number;
}

/**
 * Online checkouts the payer never finished: a checkout still pending `checkoutExpiryMinutes` after
 * it was opened is closed at the provider (the sandbox page can no longer be paid) and re-checked.
 * Paid after all: confirmed as a verification would. Held by the provider (authorised, or on hold
 * for review): left pending and re-checked every sweep, never canceled. Still unpaid (or never opened at the provider):
 * canceled, with its bookings, and their free stringing claims released. Every change is the
 * conditional UPDATE ... WHERE status = 'pending' of settleCheckout, so several server instances
 * sweeping together, or a sweep racing a verification, record one outcome.
 */
export async function expireAbandonedCheckouts(
  ctx: Pick<AppContext, 'db' | 'payments' | 'config'> & Partial<Pick<AppContext, 'kickOutbox'>>,
  options: { now?: Date; batch?: number } = {},
): Promise<ExpirySweepResult> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - ctx.config.payments.checkoutExpiryMinutes * 60_000);
  const batch = options.batch ?? 50;
  // Only what the sweep may cancel fills its batch (never opened at the provider, or not held); held checkouts are
  // re-checked in a batch of their own, the longest unchecked first, so any number of them never stops the sweep.
  const stale: CheckoutRow[] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'pending'), isNull(checkouts.heldAt), lt(checkouts.createdAt, cutoff)))
    .orderBy(asc(checkouts.createdAt))
    .limit(batch);
  const held: CheckoutRow[] = await ctx.db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'pending'), isNotNull(checkouts.heldAt)))
    .orderBy(sql`${checkouts.heldCheckedAt} ASC NULLS FIRST`, asc(checkouts.id))
    .limit(batch);
  const result: ExpirySweepResult = { expired: 0, paid: 0, held: 0, unreachable: 0, paidLate: 0 };
  for (const checkout of [...stale, ...held]) {
    try {
      // No provider reference: the provider never opened a page for it (the server stopped in between).
      const check = checkout.providerReference
        ? await ctx.payments.closePayment({ cartId: checkout.cartId, reference: checkout.providerReference })
        : NEVER_OPENED;
      if (check.status === 'paid') {
        if (await recordCheckoutOutcome(ctx, checkout, check)) result.paid += 1;
      } else if (check.status === 'held' || checkout.heldAt) {
        // The payer's card may be charged: the checkout waits for the provider (admins are told once). One held before
        // is canceled only by the provider's own decline or cancel (recorded as such), never for its age.
        await recordCheckoutOutcome(ctx, checkout, check);
        await ctx.db.update(checkouts).set({ heldCheckedAt: now }).where(eq(checkouts.id, checkout.id));
        result.held += 1;
      } else if (
        await recordCheckoutOutcome(ctx, checkout, { ...check, status: 'canceled' }, { audit: 'payments.expired' })
      ) {
        // Declined, canceled, or still unpaid after the expiry: the checkout is given up.
        result.expired += 1;
      }
    } catch {
      result.unreachable += 1;
    }
  }
  result.paidLate = await recheckCanceled(ctx, now, batch);
  return result;
}

/** A recently canceled checkout is asked about again at most this often while its page may still be paid. */
const LATE_RECHECK_MS = 10 * 60_000;

/**
 * Checkouts canceled (or declined) within the late-payment window, asked about again, the longest unchecked first:
 * one paid after all is recorded for an admin to resolve (record-late-payment.ts). Answers how many were.
 */
async function recheckCanceled(
  ctx: Pick<AppContext, 'db' | 'payments'> & Partial<Pick<AppContext, 'kickOutbox'>>,
  now: Date,
  batch: number,
): Promise<number> {
  const watched: CheckoutRow[] = await ctx.db
    .select()
    .from(checkouts)
    .where(
      and(
        inArray(checkouts.status, ['canceled', 'declined']),
        isNull(checkouts.latePaidAt),
        isNotNull(checkouts.providerReference),
        gt(checkouts.createdAt, new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS)),
        or(isNull(checkouts.lateCheckedAt), lt(checkouts.lateCheckedAt, new Date(now.getTime() - LATE_RECHECK_MS))),
      ),
    )
    .orderBy(sql`${checkouts.lateCheckedAt} ASC NULLS FIRST`, asc(checkouts.createdAt))
    .limit(batch);
  let found = 0;
  for (const checkout of watched) {
    try {
      const check = await ctx.payments.checkPayment({
        cartId: checkout.cartId,
        reference: checkout.providerReference!,
      });
      if (await recordLatePayment(ctx, checkout, check)) found += 1;
      await ctx.db.update(checkouts).set({ lateCheckedAt: now }).where(eq(checkouts.id, checkout.id));
    } catch {
      // Not reachable: asked again next sweep.
    }
  }
  return found;
}

/** Runs expireAbandonedCheckouts every `intervalMs` (one round at a time); stop() waits for the running round. */
export function startCheckoutExpirySweep(
  ctx: Pick<AppContext, 'db' | 'payments' | 'config'> & Partial<Pick<AppContext, 'kickOutbox'>>,
  log: {
    error(obj: unknown, msg?: string): void;
    warn(obj: unknown, msg?: string): void;
    info(obj: unknown, msg?: string): void;
  },
  intervalMs = 60_000,
) {
  const task = startPeriodicTask(
    async () => {
      const r = await expireAbandonedCheckouts(ctx);
      if (r.expired + r.paid > 0) log.info(r, 'abandoned online checkouts swept');
      if (r.paidLate > 0)
        log.warn(r, 'payments made after their checkout was canceled: listed under Payments to resolve');
      if (r.unreachable > 0)
        log.warn(
          r,
          'abandoned checkouts left pending: the payment provider could not be asked (tried again next sweep)',
        );
    },
    intervalMs,
    (error) => log.error({ err: error }, 'abandoned checkout sweep failed'),
  );
  return { sweep: task.run, stop: task.stop };
}
