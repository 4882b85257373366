import { sql } from 'drizzle-orm';
import { EMAIL_PATTERN } from '@shop/domain/contracts/common';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { issuePasswordToken } from './password-tokens';

/** Production set-up: an approved superadmin without a password, and a set-password link for them. */
export async function createFirstSuperadmin(
  db: Db,
  config: Config,
  input: { email: string; firstName: string; lastName: string },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new Error(`"${input.email}" is not a valid email address.`);
  if (!input.firstName.trim() || !input.lastName.trim()) throw new Error('First and last name are required.');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(sql`lower(${staffUsers.email}) = ${email}`);
    if (existing) throw new Error(`An account with ${email} already exists.`);
    const [user] = await tx
      .insert(staffUsers)
      .values({
        email,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        requestedRole: 'superadmin',
        role: 'superadmin',
        requestStatus: 'approved',
        decidedAt: new Date(),
      })
      .returning({ id: staffUsers.id });
    const token = await issuePasswordToken(tx, {
      userId: user!.id,
      purpose: 'set',
      secret: config.sessionSecret,
      hours: 24,
    });
    await audit(tx, {
      actorId: null,
      action: 'superadmin.created',
      subject: `staff_user:${user!.id}`,
      details: { via: 'cli' },
    });
    return `${config.publicUrl}/admin/set-password?token=${token}`;
  });
}
