import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { enqueueEmail } from '../outbox/enqueue';
import { resetEmail } from './account-emails';
import { findStaffUserByEmail } from './find-staff-user';
import { issuePasswordToken } from './password-tokens';

/**
 * Forgot password. The answer is the same whether or not the email belongs to an account, so the
 * call cannot be used to learn who works here; only approved, active accounts get a reset link. The route
 * limits requests per address and per account (its config.rateLimit).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string; ip: string },
): Promise<{ message: string }> {
  const user = await findStaffUserByEmail(ctx.db, input.email);
  if (user && user.requestStatus === 'approved' && user.role && !user.deactivatedAt) {
    await ctx.db.transaction(async (tx) => {
      const token = await issuePasswordToken(tx, {
        userId: user.id,
        purpose: 'reset',
        secret: ctx.config.sessionSecret,
      });
      await enqueueEmail(
        tx,
        resetEmail({ to: user.email, firstName: user.firstName, publicUrl: ctx.config.publicUrl, token }),
      );
      await audit(tx, {
        actorId: null,
        action: 'password.reset_requested',
        subject: `staff_user:${user.id}`,
        details: { ip: input.ip },
      });
    });
    ctx.kickOutbox();
  }
  return { message: ACCOUNT_MESSAGES.resetLinkSent };
}
