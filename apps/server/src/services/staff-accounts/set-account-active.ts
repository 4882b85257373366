import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  STAFF_ACCOUNT_MESSAGES,
  staffAccountChangeRefusal,
  type StaffAccountChangeResponse,
} from '@shop/domain/contracts/staff-accounts';
import type { AppContext } from '../../context';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../sessions/sessions';
import { revokeAllSessions } from '../sessions/sessions';
import { toStaffAccount } from './find-staff-accounts';

/**
 * POST /api/admin/accounts/:id/deactivate and /reactivate. The account row is locked, so two admins clicking at once
 * act once (the second is told it is already so). Deactivating ends every session of the account (this instance at
 * once, the others within SESSION_CACHE_SECONDS: their session look-up requires an active account) and keeps its
 * history. The last active superadmin cannot be deactivated: every superadmin row is locked first, so two
 * superadmins deactivating each other at once leave one.
 */
export async function setAccountActive(
  ctx: AppContext,
  input: { actor: SessionUser; accountId: number; active: boolean },
): Promise<StaffAccountChangeResponse> {
  const answer = await ctx.db.transaction(async (tx) => {
    // Superadmins first, in id order (the same order for every caller), then the account itself.
    const superadmins = await tx
      .select({ id: staffUsers.id, deactivatedAt: staffUsers.deactivatedAt })
      .from(staffUsers)
      .where(eq(staffUsers.role, 'superadmin'))
      .orderBy(staffUsers.id)
      .for('update');
    const [target] = await tx
      .select()
      .from(staffUsers)
      .where(and(eq(staffUsers.id, input.accountId), isNotNull(staffUsers.role)))
      .for('update');
    if (!target?.role) throw notFound(STAFF_ACCOUNT_MESSAGES.notFound);
    const refusal = staffAccountChangeRefusal({
      self: input.actor.id === target.id,
      actorRole: input.actor.role,
      targetRole: target.role,
    });
    if (refusal === STAFF_ACCOUNT_MESSAGES.notYourself) throw conflict(refusal);
    if (refusal) throw forbidden(refusal);
    if (input.active === (target.deactivatedAt === null))
      throw conflict(input.active ? STAFF_ACCOUNT_MESSAGES.alreadyActive : STAFF_ACCOUNT_MESSAGES.alreadyInactive);
    if (!input.active && target.role === 'superadmin') {
      const othersActive = superadmins.filter((s) => s.id !== target.id && s.deactivatedAt === null).length;
      if (othersActive === 0) throw conflict(STAFF_ACCOUNT_MESSAGES.lastSuperadmin);
    }
    const [updated] = await tx
      .update(staffUsers)
      .set(
        input.active
          ? { deactivatedAt: null, deactivatedBy: null, updatedAt: sql`now()` }
          : { deactivatedAt: sql`now()`, deactivatedBy: input.actor.id, updatedAt: sql`now()` },
      )
      .where(
        and(
          eq(staffUsers.id, target.id),
          input.active ? isNotNull(staffUsers.deactivatedAt) : isNull(staffUsers.deactivatedAt),
        ),
      )
      .returning();
    if (!input.active) await revokeAllSessions(tx, target.id);
    await audit(tx, {
      actorId: input.actor.id,
      action: input.active ? 'accounts.reactivate' : 'accounts.deactivate',
      subject: `staff_user:${target.id}`,
      details: { role: target.role, before: { active: !input.active }, after: { active: input.active } },
    });
    return {
      message: input.active ? STAFF_ACCOUNT_MESSAGES.reactivated : STAFF_ACCOUNT_MESSAGES.deactivated,
      account: toStaffAccount(updated!),
    };
  });
  if (!input.active) ctx.sessionCache.forgetUser(input.accountId);
  return answer;
}
