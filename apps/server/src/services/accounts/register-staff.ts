import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, STAFF_REQUEST_NOTIFICATION } from '@shop/domain/contracts/accounts';
import type { Role } from '@shop/domain/roles';
import type { AppContext } from '../../context';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { Tx } from '../../db/client';
import { badRequest, conflict, HttpError, isUniqueViolation } from '../../lib/errors';
import { enqueueEmail } from '../outbox/enqueue';
import { alreadyRegisteredEmail } from './account-emails';
import { hitRateLimit } from '../../lib/rate-limit';
import { createNotification } from '../notifications/create-notification';
import { findStaffUserByEmail } from './find-staff-user';

/** Notices to one address about a registration it already has, per hour (more are not sent). */
const ALREADY_REGISTERED_NOTICES_PER_HOUR = 3;

/**
 * A self-registration request: a pending account without role or password, and a public
 * notification (no personal data) so admins see that someone is waiting. A rejected person may ask again.
 * An email that already has an account or a pending request gets the same answer as a new one, so
 * the form cannot tell whether an address is registered; its owner is told by email instead.
 */
export async function registerStaff(
  ctx: AppContext,
  input: { firstName: string; lastName: string; email: string; role: Role; recaptchaToken: string; ip: string },
): Promise<{ message: string }> {
  const human = await ctx.botCheck.verify({
    token: input.recaptchaToken,
    action: 'staff_register',
    remoteIp: input.ip,
  });
  if (!human) throw badRequest(ACCOUNT_MESSAGES.recaptchaFailed);

  try {
    await ctx.db.transaction(async (tx) => {
      const existing = await findStaffUserByEmail(tx, input.email);
      const fields = { firstName: input.firstName, lastName: input.lastName, requestedRole: input.role };
      let id: number;
      if (existing?.requestStatus === 'rejected') {
        const [again] = await tx
          .update(staffUsers)
          .set({
            ...fields,
            requestStatus: 'pending',
            decidedBy: null,
            decidedAt: null,
            createdAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(staffUsers.id, existing.id), eq(staffUsers.requestStatus, 'rejected')))
          .returning({ id: staffUsers.id });
        if (!again) throw conflict(ACCOUNT_MESSAGES.alreadyRegistered);
        id = again.id;
      } else {
        // A deactivated account (someone who left) is not told anything: the address stays theirs, inactive.
        if (existing?.deactivatedAt) return;
        if (existing) {
          await tellOwnerAlreadyRegistered(tx, {
            to: existing.email,
            firstName: existing.firstName,
            publicUrl: ctx.config.publicUrl,
          });
          return;
        }
        const [created] = await tx
          .insert(staffUsers)
          .values({ ...fields, email: input.email })
          .returning({ id: staffUsers.id });
        id = created!.id;
      }
      await createNotification(tx, { ...STAFF_REQUEST_NOTIFICATION });
      await audit(tx, {
        actorId: null,
        action: 'staff_request.created',
        subject: `staff_user:${id}`,
        details: { requestedRole: input.role, ip: input.ip },
      });
    });
  } catch (error) {
    // Two requests for one email at the same moment: the unique index lets one through, and the
    // others are answered alike (the winner's request is what the address's owner will hear about).
    if (!isUniqueViolation(error) && !(error instanceof HttpError && error.statusCode === 409)) throw error;
  }
  ctx.kickOutbox();
  return { message: ACCOUNT_MESSAGES.registrationSent };
}

/**
 * Emails the address's owner that someone asked to register it again (a few times an hour at most).
 * Not a request limit (the route's config.rateLimit holds those): it throttles emails to one address,
 * counted inside the registration's transaction, and past it the request still succeeds without an
 * email, so it stays here (docs/decisions/routes.md).
 */
async function tellOwnerAlreadyRegistered(
  tx: Tx,
  input: { to: string; firstName: string; publicUrl: string },
): Promise<void> {
  try {
    await hitRateLimit(tx, `register:notice:${input.to.toLowerCase()}`, {
      limit: ALREADY_REGISTERED_NOTICES_PER_HOUR,
      windowSeconds: 3600,
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return;
    throw error;
  }
  await enqueueEmail(tx, alreadyRegisteredEmail(input));
}
