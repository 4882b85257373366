import { eq } from 'drizzle-orm';
import type { Language } from '@shop/domain/i18n/languages';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notFound } from '../../lib/errors';

/** PUT /api/admin/profile/language: the signed-in account remembers its language for every browser. */
export async function updateLanguage(
  db: DbOrTx,
  options: { userId: number; language: Language },
): Promise<{ language: Language }> {
  const updated = await db
    .update(staffUsers)
    .set({ language: options.language, updatedAt: new Date() })
    .where(eq(staffUsers.id, options.userId))
    .returning({ language: staffUsers.language });
  if (!updated[0]) throw notFound('This account no longer exists.');
  await audit(db, {
    actorId: options.userId,
    action: 'profile.language',
    subject: `staff:${options.userId}`,
    details: { language: options.language },
  });
  return { language: updated[0].language };
}
