import { and, eq, isNull } from 'drizzle-orm';
import { ENTITLEMENT_MESSAGES, checkClaim } from '@shop/domain/entitlements';
import { isCalendarDay } from '@shop/domain/shop-days';
import type { Tx } from '../../db/client';
import { freeStringingClaims, freeStringingEntitlements } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { loadEntitlementState } from './load-entitlement-state';

/**
 * Takes one free stringing from a racket's entitlement for a booking date, inside the caller's
 * transaction (the booking's). The entitlement row is locked first, so concurrent claims on one
 * racket are decided one after the other; a database trigger and unique index back the same rule.
 * Refusals are 409 with a sentence for staff; an unknown racket for this customer is 404.
 */
export async function claimFreeStringing(
  tx: Tx,
  input: { customerId: number; rpId: number; bookingDate: string },
): Promise<{ claimId: number; racketName: string }> {
  const checked = await checkFreeStringingClaim(tx, input);
  const [claim] = await checked.insert;
  return { claimId: claim!.id, racketName: checked.racketName };
}

/**
 * claimFreeStringing's checks (the lock included) without its insert: the claim's insert (answering its id) is
 * handed back for the caller to run, in the same transaction, as a part of its own statement (a checkout's bookings'
 * statement: one round trip less). The racket's name too: the booking takes it when its line named none.
 */
export async function checkFreeStringingClaim(
  tx: Tx,
  input: { customerId: number; rpId: number; bookingDate: string },
) {
  if (!isCalendarDay(input.bookingDate)) throw badRequest('The booking date must be a date (YYYY-MM-DD).');
  const loaded = await loadEntitlementState(tx, { customerId: input.customerId, rpId: input.rpId, lock: true });
  if (!loaded) throw notFound(ENTITLEMENT_MESSAGES.notFound);
  const check = checkClaim(loaded.state, input.bookingDate);
  if (!check.ok) throw conflict(check.message);
  const taken = new Set(loaded.claims.map((c) => c.claimNumber));
  let claimNumber = 1;
  while (taken.has(claimNumber)) claimNumber += 1;
  const insert = tx
    .insert(freeStringingClaims)
    .values({
      entitlementId: loaded.entitlement.id,
      customerId: input.customerId,
      claimNumber,
      bookingDate: input.bookingDate,
    })
    .returning({ id: freeStringingClaims.id });
  return { insert, racketName: loaded.entitlement.racketName };
}

/**
 * Gives a claimed free stringing back (the payment for its booking was declined or cancelled).
 * A released claim no longer counts; releasing twice changes nothing.
 */
export async function releaseFreeStringingClaim(tx: Tx, input: { claimId: number }): Promise<void> {
  const [claim] = await tx
    .select({ entitlementId: freeStringingClaims.entitlementId })
    .from(freeStringingClaims)
    .where(eq(freeStringingClaims.id, input.claimId));
  if (!claim) throw notFound('No such free stringing claim.');
  await tx
    .select({ id: freeStringingEntitlements.id })
    .from(freeStringingEntitlements)
    .where(eq(freeStringingEntitlements.id, claim.entitlementId))
    .for('update');
  await tx
    .update(freeStringingClaims)
    .set({ releasedAt: new Date() })
    .where(and(eq(freeStringingClaims.id, input.claimId), isNull(freeStringingClaims.releasedAt)));
}
