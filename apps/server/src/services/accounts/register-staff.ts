import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, REGISTER_LIMITS, STAFF_REQUEST_NOTIFICATION } from '@shop/domain/contracts/accounts';
import type { Role } from '@shop/domain/roles';
import type { AppContext } from '../../context';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, conflict, isUniqueViolation } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { createNotification } from '../notifications/create-notification';
import { findStaffUserByEmail } from './find-staff-user';

/**
 * A self-registration request: a pending account without role or password, and a public
 * notification (no personal data) so admins see that someone is waiting. A rejected person may ask again.
 */
export async function registerStaff(
  ctx: AppContext,
  input: { firstName: string; lastName: string; email: string; role: Role; recaptchaToken: string; ip: string },
): Promise<{ message: string }> {
  await hitRateLimit(ctx.db, `register:ip:${input.ip}`, { limit: REGISTER_LIMITS.perIp, windowSeconds: REGISTER_LIMITS.windowSeconds });
  const human = await ctx.botCheck.verify({ token: input.recaptchaToken, action: 'staff_register', remoteIp: input.ip });
  if (!human) throw badRequest(ACCOUNT_MESSAGES.recaptchaFailed);

  try {
    await ctx.db.transaction(async (tx) => {
      const existing = await findStaffUserByEmail(tx, input.email);
      const fields = { firstName: input.firstName, lastName: input.lastName, requestedRole: input.role };
      let id: number;
      if (existing?.requestStatus === 'rejected') {
        const [again] = await tx
          .update(staffUsers)
          .set({ ...fields, requestStatus: 'pending', decidedBy: null, decidedAt: null, createdAt: new Date(), updatedAt: new Date() })
          .where(and(eq(staffUsers.id, existing.id), eq(staffUsers.requestStatus, 'rejected')))
          .returning({ id: staffUsers.id });
        if (!again) throw conflict(ACCOUNT_MESSAGES.alreadyRegistered);
        id = again.id;
      } else {
        if (existing) throw conflict(ACCOUNT_MESSAGES.alreadyRegistered);
        const [created] = await tx.insert(staffUsers).values({ ...fields, email: input.email }).returning({ id: staffUsers.id });
        id = created!.id;
      }
      await createNotification(tx, { ...STAFF_REQUEST_NOTIFICATION });
      await audit(tx, { actorId: null, action: 'staff_request.created', subject: `staff_user:${id}`, details: { requestedRole: input.role, ip: input.ip } });
    });
  } catch (error) {
    // Two requests for one email at the same moment: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.alreadyRegistered);
    throw error;
  }
  return { message: ACCOUNT_MESSAGES.registrationSent };
}
