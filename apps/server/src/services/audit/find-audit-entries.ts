import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_CSV_MAX_ROWS,
  type AuditCsvQuery,
  type AuditEntry,
  type AuditListQuery,
  type AuditListResponse,
} from '@shop/domain/contracts/audit';
import { shopDayEnd, shopDayStart } from '@shop/domain/shop-days';
import { formatShopDateTime } from '@shop/domain/time';
import type { DbOrTx } from '../../db/client';
import { auditLog, staffUsers } from '../../db/schema';
import { csvDocument } from '../../lib/csv';
import { datedPageIds } from '../paging/dated-page';

type Filters = Pick<AuditListQuery, 'who' | 'what' | 'from' | 'to'>;

/** The filters as conditions on audit_log (named: the CSV's statement joins the accounts), each on an index of migration 0042 (actor, area) or on its time. */
function conditionsOf(filters: Filters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.who !== undefined) conditions.push(sql`audit_log.actor_id = ${filters.who}`);
  if (filters.what) conditions.push(sql`split_part(audit_log.action, '.', 1) = ${filters.what}`);
  if (filters.from)
    conditions.push(sql`audit_log.created_at >= ${shopDayStart(filters.from).toISOString()}::timestamptz`);
  if (filters.to) conditions.push(sql`audit_log.created_at < ${shopDayEnd(filters.to).toISOString()}::timestamptz`);
  return conditions;
}

/** The entries of these ids, newest first, each with its actor's name and email. */
async function entriesOf(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<AuditEntry[]> {
  const query = db
    .select({
      entry: auditLog,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
      email: staffUsers.email,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(({ entry, firstName, lastName, email }) => ({
    id: Number(entry.id),
    at: entry.createdAt.toISOString(),
    actor:
      entry.actorId === null
        ? null
        : { id: entry.actorId, name: [firstName, lastName].filter(Boolean).join(' '), email: email ?? '' },
    action: entry.action,
    area: entry.action.split('.')[0]!,
    subject: entry.subject,
    details: entry.details,
  }));
}

/**
 * GET /api/admin/audit: a page of the audit trail, newest first, filtered by who, what (the action's area) and when
 * (Dubai days). The table only grows (append-only), so its whole list is counted past the cap once (neverDeleted).
 */
export async function findAuditEntries(db: DbOrTx, query: AuditListQuery): Promise<AuditListResponse> {
  const conditions = conditionsOf(query);
  const { ids, ...envelope } = await datedPageIds(
    db,
    {
      from: sql`audit_log`,
      time: sql`created_at`,
      id: sql`id`,
      conditions,
      search: false,
      ...(conditions.length ? {} : { neverDeleted: 'audit_log' }),
    },
    query,
  );
  const items = ids.length ? await entriesOf(db, inArray(auditLog.id, ids)) : [];
  return { items, ...envelope };
}

/** GET /api/admin/audit.csv: the filtered trail as CSV, newest first, at most AUDIT_CSV_MAX_ROWS rows. */
export async function auditCsv(db: DbOrTx, query: AuditCsvQuery): Promise<string> {
  const conditions = conditionsOf(query);
  const where = conditions.length ? sql.join(conditions, sql` AND `) : undefined;
  const entries = await entriesOf(db, where, AUDIT_CSV_MAX_ROWS);
  return csvDocument(
    AUDIT_CSV_COLUMNS,
    entries.map((e) => [
      formatShopDateTime(new Date(e.at)),
      e.actor?.name ?? 'System',
      e.actor?.email ?? '',
      e.action,
      e.subject ?? '',
      JSON.stringify(e.details),
    ]),
  );
}

/** audit-2026-11-01-to-2026-11-27.csv, or audit.csv without dates. */
export function auditCsvFileName(query: AuditCsvQuery): string {
  return query.from || query.to ? `audit-${query.from ?? 'start'}-to-${query.to ?? 'today'}.csv` : 'audit.csv';
}
