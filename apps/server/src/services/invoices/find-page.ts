import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { likePattern } from './like-pattern';

/**
 * One page of a table and the count of all matching rows. `searchOn` is the lower()ed text
 * expression a trigram index covers; the search matches it anywhere.
 */
export async function findPage<Row>(
  db: DbOrTx,
  query: { select: SQL; from: SQL; searchOn: SQL; orderBy: SQL; search: string; page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const where = query.search ? sql`WHERE ${query.searchOn} LIKE ${likePattern(query.search)}` : sql``;
  const rows = rowsOf<Row & { total_count: number }>(
    await db.execute(sql`
      SELECT ${query.select}, count(*) OVER ()::int AS total_count
      FROM ${query.from} ${where}
      ORDER BY ${query.orderBy}
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`),
  );
  let total = Number(rows[0]?.total_count ?? 0);
  if (rows.length === 0 && query.page > 1) {
    const [count] = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM ${query.from} ${where}`));
    total = Number(count?.total ?? 0);
  }
  return { rows, total };
}
