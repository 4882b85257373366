import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { canDecideStaffRequest } from '@shop/domain/policies';
import type { AppContext } from '../../context';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../sessions/sessions';
import { enqueueEmail } from '../outbox/enqueue';
import { approvedEmail, rejectedEmail } from './account-emails';
import { issuePasswordToken } from './password-tokens';

/**
 * Approves or rejects a pending registration request. The row is locked, so two admins deciding at
 * once decide once. Approval gives the requested role and emails a set-password link; rejection
 * emails a short notice. The rank rule of the domain policy applies to both.
 */
export async function decideStaffRequest(
  ctx: AppContext,
  input: { actor: SessionUser; requestId: number; decision: 'approved' | 'rejected' },
): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [request] = await tx.select().from(staffUsers).where(eq(staffUsers.id, input.requestId)).for('update');
    if (!request || (request.requestStatus !== 'pending' && request.decidedBy === null))
      throw notFound(ACCOUNT_MESSAGES.requestNotFound);
    const check = canDecideStaffRequest({
      actorRole: input.actor.role,
      actorEmail: input.actor.email,
      requestedRole: request.requestedRole,
      requestEmail: request.email,
    });
    if (!check.ok) throw forbidden(check.reason);
    if (request.requestStatus !== 'pending') throw conflict(ACCOUNT_MESSAGES.requestAlreadyDecided);

    const approved = input.decision === 'approved';
    await tx
      .update(staffUsers)
      .set({
        requestStatus: input.decision,
        role: approved ? request.requestedRole : null,
        decidedBy: input.actor.id,
        decidedAt: new Date(),
        updatedAt: sql`now()`,
      })
      .where(eq(staffUsers.id, request.id));
    if (approved) {
      const token = await issuePasswordToken(tx, {
        userId: request.id,
        purpose: 'set',
        secret: ctx.config.sessionSecret,
      });
      await enqueueEmail(
        tx,
        approvedEmail({
          to: request.email,
          firstName: request.firstName,
          role: request.requestedRole,
          publicUrl: ctx.config.publicUrl,
          token,
        }),
      );
    } else {
      await enqueueEmail(tx, rejectedEmail({ to: request.email, firstName: request.firstName }));
    }
    await audit(tx, {
      actorId: input.actor.id,
      action: approved ? 'staff_request.approved' : 'staff_request.rejected',
      subject: `staff_user:${request.id}`,
      details: { requestedRole: request.requestedRole },
    });
  });
  ctx.kickOutbox();
  return {
    message: input.decision === 'approved' ? ACCOUNT_MESSAGES.requestApproved : ACCOUNT_MESSAGES.requestRejected,
  };
}
