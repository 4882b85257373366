import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { StaffRequest } from '@shop/domain/contracts/accounts';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';

type Row = typeof staffUsers.$inferSelect;

function toItem(r: Row): StaffRequest {
  return {
    user_id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    requested_role: r.requestedRole,
    action: r.requestStatus,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * Registration requests: every pending one (oldest first, they have waited longest), then the latest
 * ones decided through approval. Accounts made by the seed or the CLI were never requests.
 */
export async function findStaffRequests(db: DbOrTx, options: { decidedLimit?: number } = {}): Promise<StaffRequest[]> {
  const pending = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.requestStatus, 'pending'))
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.id));
  const decided = await db
    .select()
    .from(staffUsers)
    .where(and(ne(staffUsers.requestStatus, 'pending'), isNotNull(staffUsers.decidedBy)))
    .orderBy(desc(staffUsers.decidedAt), desc(staffUsers.id))
    .limit(options.decidedLimit ?? 50);
  return [...pending, ...decided].map(toItem);
}
