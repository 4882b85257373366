import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  subject?: string;
  details?: Record<string, unknown>;
}

/** The audit entry's insert, unsent: a caller may fold it into one of its own statements (create-checkout.ts). */
export function auditInsert(db: DbOrTx, entry: AuditEntry) {
  return db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subject: entry.subject ?? null,
    details: entry.details ?? {},
  });
}

/** Records who did what. Written in the same transaction as the change it describes. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry);
}
