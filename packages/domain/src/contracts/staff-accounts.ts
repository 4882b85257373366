import { z } from 'zod';
import { ROLES, type Role } from '../roles';
import { pageEnvelopeSchema, pageQuerySchema, pathIdSchema } from './common';

/** Staff who leave (docs/product/staff-accounts.md): an admin deactivates their account and can reactivate it. */
export const STAFF_ACCOUNT_MESSAGES = {
  deactivated: 'Account deactivated. Its sessions have ended and it can no longer log in.',
  reactivated: 'Account reactivated. The person can log in again with their password.',
  notFound: 'This account does not exist.',
  notYourself: 'You cannot deactivate your own account.',
  superadminOnly: 'Only a super admin can deactivate or reactivate a super admin.',
  lastSuperadmin: 'This is the last active super admin: make another super admin first.',
  alreadyInactive: 'This account is already deactivated.',
  alreadyActive: 'This account is already active.',
  badId: 'The account id must be a whole number.',
} as const;

export const staffAccountListQuerySchema = pageQuerySchema(20).omit({ cursor: true });
export type StaffAccountListQuery = z.infer<typeof staffAccountListQuerySchema>;

export const staffAccountSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  last_login_at: z.string().nullable(),
  deactivated_at: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountListResponseSchema = pageEnvelopeSchema(staffAccountSchema);
export type StaffAccountListResponse = z.infer<typeof staffAccountListResponseSchema>;

export const staffAccountParamsSchema = z.object({ id: pathIdSchema(STAFF_ACCOUNT_MESSAGES.badId) });

export const staffAccountChangeResponseSchema = z.object({ message: z.string(), account: staffAccountSchema });
export type StaffAccountChangeResponse = z.infer<typeof staffAccountChangeResponseSchema>;

/**
 * Who may deactivate or reactivate whom: admins and superadmins; a superadmin's account only by a superadmin; never
 * one's own account (a reactivation of oneself cannot happen: a deactivated account has no session). The last
 * active superadmin is checked by the server under a lock. Answers the refusal's sentence, or null.
 */
export function staffAccountChangeRefusal(input: { self: boolean; actorRole: Role; targetRole: Role }): string | null {
  if (input.self) return STAFF_ACCOUNT_MESSAGES.notYourself;
  if (input.targetRole === 'superadmin' && input.actorRole !== 'superadmin')
    return STAFF_ACCOUNT_MESSAGES.superadminOnly;
  return null;
}
