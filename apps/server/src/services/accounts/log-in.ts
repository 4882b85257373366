import { ACCOUNT_MESSAGES, type LoginResponse } from '@shop/domain/contracts/accounts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { badRequest, unauthorized } from '../../lib/errors';
import { createSession } from '../sessions/sessions';
import { findStaffUserByEmail } from './find-staff-user';
import { checkLoginThrottle, clearLoginFailures, recordLoginFailure } from './login-throttle';

// Compared against when the email is unknown, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | null = null;

/**
 * Checks the bot token, the login throttle (locks per account and
 * address, slowdown of an account under attack), then the password. A success clears this
 * address's failures and opens a session.
 */
export async function logIn(
  ctx: AppContext,
  input: { email: string; password: string; recaptchaToken: string; ip: string; userAgent?: string },
): Promise<LoginResponse> {
  const human = await ctx.botCheck.verify({ token: input.recaptchaToken, action: 'login', remoteIp: input.ip });
  if (!human) throw badRequest(ACCOUNT_MESSAGES.recaptchaFailed);
  await checkLoginThrottle(ctx.db, input.email, input.ip);

  const user = await findStaffUserByEmail(ctx.db, input.email);
  decoyHash ??= hashPassword('decoy-password-never-matches-1');
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
  // A deactivated account is answered like a wrong password: nobody learns who worked here.
  if (!user || !passwordOk || user.requestStatus !== 'approved' || !user.role || user.deactivatedAt) {
    await recordLoginFailure(ctx.db, input.email, input.ip, user?.id ?? null);
    throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
  }

  const role = user.role;
  return ctx.db.transaction(async (tx) => {
    await clearLoginFailures(tx, input.email, input.ip);
    await tx
      .update(staffUsers)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(staffUsers.id, user.id));
    const session = await createSession(tx, {
      userId: user.id,
      secret: ctx.config.sessionSecret,
      hours: ctx.config.sessionHours,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await audit(tx, { actorId: user.id, action: 'login', subject: `staff_user:${user.id}`, details: { ip: input.ip } });
    return {
      token: session.token,
      role,
      expiresAt: session.expiresAt.toISOString(),
      message: ACCOUNT_MESSAGES.loginSuccess,
      language: user.language,
    };
  });
}
