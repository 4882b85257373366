import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { datedPageIds } from '../paging/dated-page';
import type { PageOutcome, PagingQuery } from '../paging/page-outcome';
import { likePattern } from './like-pattern';

/**
 * One page of a table sorted newest first on `time`, and the envelope around it. `searchOn` is the
 * lower()ed text expression a trigram index covers; the search matches it anywhere. The page's ids
 * are picked first (see datedPageIds); `select` is read for those rows only.
 */
export async function findPage<Row>(
  db: DbOrTx,
  query: PagingQuery & { select: SQL; table: SQL; time: SQL; searchOn: SQL; search: string },
): Promise<{ rows: Row[]; envelope: Omit<PageOutcome, 'ids'> }> {
  const conditions = query.search ? [sql`${query.searchOn} LIKE ${likePattern(query.search)}`] : [];
  const { ids, ...envelope } = await datedPageIds(
    db,
    { from: query.table, time: query.time, id: sql`id`, conditions, search: Boolean(query.search) },
    query,
  );
  if (ids.length === 0) return { rows: [], envelope };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT ${query.select} FROM ${query.table}
      WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      ORDER BY ${query.time} DESC, id DESC`),
  );
  return { rows, envelope };
}
