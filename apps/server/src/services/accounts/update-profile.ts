import { eq } from 'drizzle-orm';
import type { Profile, UpdateProfileRequest } from '@shop/domain/contracts/accounts';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { getProfile } from './get-profile';

/** PUT /api/admin/profile: the signed-in account changes its own settings (its store). */
export async function updateProfile(
  db: DbOrTx,
  options: { userId: number; changes: UpdateProfileRequest },
): Promise<Profile> {
  const updated = await db
    .update(staffUsers)
    .set({ defaultStore: options.changes.default_store, updatedAt: new Date() })
    .where(eq(staffUsers.id, options.userId))
    .returning({ id: staffUsers.id });
  if (updated.length === 0) throw notFound('This account no longer exists.');
  await audit(db, {
    actorId: options.userId,
    action: 'profile.update',
    subject: `staff:${options.userId}`,
    details: { default_store: options.changes.default_store },
  });
  return getProfile(db, { userId: options.userId });
}
