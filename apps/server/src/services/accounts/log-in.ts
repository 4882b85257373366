import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, LOGIN_LIMITS, type LoginResponse } from '@shop/domain/contracts/accounts';
import type { AppContext } from '../../context';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { createSession } from '../sessions/sessions';
import { findStaffUserByEmail } from './find-staff-user';

// Compared against when the email is unknown, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | null = null;

/**
 * Checks the bot token, the rate limits (per address and per account), the lock, then the password.
 * Repeated failures lock the account for a while; a success clears the count and opens a session.
 */
export async function logIn(
  ctx: AppContext,
  input: { email: string; password: string; recaptchaToken: string; ip: string; userAgent?: string },
): Promise<LoginResponse> {
  await hitRateLimit(ctx.db, `login:ip:${input.ip}`, { limit: LOGIN_LIMITS.perIp, windowSeconds: LOGIN_LIMITS.windowSeconds });
  await hitRateLimit(ctx.db, `login:account:${input.email}`, { limit: LOGIN_LIMITS.perAccount, windowSeconds: LOGIN_LIMITS.windowSeconds });
  const human = await ctx.botCheck.verify({ token: input.recaptchaToken, action: 'login', remoteIp: input.ip });
  if (!human) throw badRequest(ACCOUNT_MESSAGES.recaptchaFailed);

  const user = await findStaffUserByEmail(ctx.db, input.email);
  if (user?.lockedUntil && user.lockedUntil > new Date()) throw tooManyRequests(ACCOUNT_MESSAGES.accountLocked);

  decoyHash ??= hashPassword('decoy-password-never-matches-1');
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash));
  if (!user || !passwordOk || user.requestStatus !== 'approved' || !user.role) {
    if (user) await recordFailure(ctx, user.id);
    // An unknown email locks the same way, so the lock message cannot tell which emails exist.
    else await hitRateLimit(ctx.db, `login:unknown:${input.email}`, { limit: LOGIN_LIMITS.maxFailures - 1, windowSeconds: LOGIN_LIMITS.lockMinutes * 60, message: ACCOUNT_MESSAGES.accountLocked });
    throw unauthorized(ACCOUNT_MESSAGES.invalidCredentials);
  }

  const role = user.role;
  return ctx.db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ failedLoginCount: 0, lockedUntil: null }).where(sql`${staffUsers.id} = ${user.id}`);
    const session = await createSession(tx, {
      userId: user.id,
      secret: ctx.config.sessionSecret,
      hours: ctx.config.sessionHours,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await audit(tx, { actorId: user.id, action: 'login', subject: `staff_user:${user.id}`, details: { ip: input.ip } });
    return { token: session.token, role, expiresAt: session.expiresAt.toISOString(), message: ACCOUNT_MESSAGES.loginSuccess };
  });
}

/** Counts a failure in one statement (safe when several arrive together) and locks at the limit. */
async function recordFailure(ctx: AppContext, userId: number): Promise<void> {
  const [row] = await ctx.db
    .update(staffUsers)
    .set({
      failedLoginCount: sql`CASE WHEN ${staffUsers.failedLoginCount} + 1 >= ${LOGIN_LIMITS.maxFailures} THEN 0 ELSE ${staffUsers.failedLoginCount} + 1 END`,
      lockedUntil: sql`CASE WHEN ${staffUsers.failedLoginCount} + 1 >= ${LOGIN_LIMITS.maxFailures} THEN now() + make_interval(mins => ${LOGIN_LIMITS.lockMinutes}) ELSE ${staffUsers.lockedUntil} END`,
    })
    .where(sql`${staffUsers.id} = ${userId}`)
    .returning({ lockedUntil: staffUsers.lockedUntil });
  if (row?.lockedUntil && row.lockedUntil > new Date()) {
    await audit(ctx.db, { actorId: null, action: 'login.locked', subject: `staff_user:${userId}` });
    throw tooManyRequests(ACCOUNT_MESSAGES.accountLocked);
  }
}
