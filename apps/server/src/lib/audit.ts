import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

/** Records who did what. Written in the same transaction as the change it describes. */
export async function audit(
  db: DbOrTx,
  entry: { actorId: number | null; action: string; subject?: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subject: entry.subject ?? null,
    details: entry.details ?? {},
  });
}
