import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, passwordStrengthError } from '@shop/domain/contracts/accounts';
import type { AppContext } from '../../context';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashPassword } from '../../lib/crypto';
import { badRequest } from '../../lib/errors';
import { revokeAllSessions } from '../sessions/sessions';
import { clearAllLoginFailures } from './login-throttle';
import { consumePasswordToken } from './password-tokens';

/**
 * Uses a one-time token (set: after approval; reset: after forgot-password) to store a new password.
 * The token is spent in the same transaction; a reset also ends every open session and lifts a lock.
 */
export async function setPasswordWithToken(
  ctx: AppContext,
  input: { token: string; password: string; purpose: 'set' | 'reset' },
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  const changedUserId = await ctx.db.transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, {
      token: input.token,
      purpose: input.purpose,
      secret: ctx.config.sessionSecret,
    });
    if (userId === null) throw badRequest(ACCOUNT_MESSAGES.invalidToken, { token: ACCOUNT_MESSAGES.invalidToken });
    const [user] = await tx
      .update(staffUsers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(
        sql`${staffUsers.id} = ${userId} AND ${staffUsers.requestStatus} = 'approved' AND ${staffUsers.deactivatedAt} IS NULL`,
      )
      .returning({
        id: staffUsers.id,
        email: staffUsers.email,
        firstName: staffUsers.firstName,
        lastName: staffUsers.lastName,
      });
    if (!user) throw badRequest(ACCOUNT_MESSAGES.invalidToken, { token: ACCOUNT_MESSAGES.invalidToken });
    // The person's own name and email make a password easier to guess (the link stays usable: nothing is committed).
    const personal = passwordStrengthError(input.password, [
      user.email,
      ...user.email.split(/[@.]/),
      user.firstName,
      user.lastName,
    ]);
    if (personal) throw badRequest(personal, { password: personal });
    if (input.purpose === 'reset') {
      await revokeAllSessions(tx, userId);
      await clearAllLoginFailures(tx, user.email.trim().toLowerCase());
    }
    await audit(tx, {
      actorId: userId,
      action: input.purpose === 'set' ? 'password.set' : 'password.reset',
      subject: `staff_user:${userId}`,
    });
    return userId;
  });
  // This instance forgets the revoked sessions at once; others within SESSION_CACHE_SECONDS.
  if (input.purpose === 'reset') ctx.sessionCache.forgetUser(changedUserId);
  return { message: input.purpose === 'set' ? ACCOUNT_MESSAGES.passwordSet : ACCOUNT_MESSAGES.passwordReset };
}
