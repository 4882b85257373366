import { eq } from 'drizzle-orm';
import type { Profile } from '@shop/domain/contracts/accounts';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { notFound } from '../../lib/errors';

export async function getProfile(db: DbOrTx, options: { userId: number }): Promise<Profile> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, options.userId));
  if (!user || !user.role) throw notFound('This account no longer exists.');
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    date_created: user.createdAt.toISOString(),
    default_store: user.defaultStore ?? null,
    language: user.language,
  };
}
