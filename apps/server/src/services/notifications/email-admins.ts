import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { enqueueEmail } from '../outbox/enqueue';
import { loadShopIdentity } from '../settings/shop-settings';

/**
 * Emails every approved admin and superadmin through the outbox (kick it after the commit), with a link to
 * the screen concerned (`link`: its label and path). Answers whether an email was queued.
 */
export async function emailAdmins(
  db: DbOrTx,
  config: Config,
  input: { kind: string; subject: string; message: string; link: [label: string, path: string] },
): Promise<boolean> {
  const admins = await db
    .select({ email: staffUsers.email, firstName: staffUsers.firstName })
    .from(staffUsers)
    .where(and(eq(staffUsers.requestStatus, 'approved'), inArray(staffUsers.role, ['admin', 'superadmin'])));
  const [label, path] = input.link;
  const shop = await loadShopIdentity(db, config);
  for (const admin of admins) {
    await enqueueEmail(db, {
      kind: input.kind,
      to: admin.email,
      subject: input.subject,
      text: `Hello ${admin.firstName},\n\n${input.message}\n\n${label}: ${config.publicUrl}${path}\n\n${shop.name}`,
    });
  }
  return admins.length > 0;
}
