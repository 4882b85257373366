import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context';
import { auditLog } from '../../src/db/schema';

/** The newest audit entry of one kind (`action`), or undefined: what a test of that action checks it wrote. */
export async function lastAudit(ctx: Pick<AppContext, 'db'>, action: string) {
  const [entry] = await ctx.db
    .select({ actorId: auditLog.actorId, subject: auditLog.subject, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}
