import { and, asc, count, isNotNull, sql, type SQL } from 'drizzle-orm';
import type {
  StaffAccount,
  StaffAccountListQuery,
  StaffAccountListResponse,
} from '@shop/domain/contracts/staff-accounts';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { likePattern } from '../invoices/like-pattern';

type Row = typeof staffUsers.$inferSelect;

export function toStaffAccount(r: Row): StaffAccount {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    role: r.role!,
    active: r.deactivatedAt === null,
    last_login_at: r.lastLoginAt?.toISOString() ?? null,
    deactivated_at: r.deactivatedAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/admin/accounts: every account with a role (approved; pending requests are on Pending Request), active
 * first, then by name; `search` matches first name, last name or email. A shop has tens of accounts: an exact count
 * and an offset page.
 */
export async function findStaffAccounts(db: DbOrTx, query: StaffAccountListQuery): Promise<StaffAccountListResponse> {
  const conditions: SQL[] = [isNotNull(staffUsers.role)];
  const term = query.search.trim().toLowerCase();
  if (term) {
    const like = likePattern(term);
    conditions.push(
      sql`(lower(${staffUsers.firstName} || ' ' || ${staffUsers.lastName}) LIKE ${like} OR lower(${staffUsers.email}) LIKE ${like})`,
    );
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(staffUsers).where(where);
  const rows = await db
    .select()
    .from(staffUsers)
    .where(where)
    .orderBy(
      sql`${staffUsers.deactivatedAt} IS NOT NULL`,
      asc(staffUsers.firstName),
      asc(staffUsers.lastName),
      asc(staffUsers.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(toStaffAccount),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalIsExact: true,
    hasMore: query.page * query.pageSize < total,
    nextCursor: null,
  };
}
