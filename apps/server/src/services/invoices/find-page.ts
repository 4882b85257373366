import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { datedPage } from '../paging/dated-page';
import type { PagingQuery } from '../paging/page-outcome';
import type { PageOf } from '../paging/page-statement';
import { likePattern } from './like-pattern';

/**
 * One page of a table sorted newest first on `time`, and the envelope around it, in one statement. `searchOn`
 * is the lower()ed text expression a trigram index covers; the search matches it anywhere. The page's ids
 * are picked first (see datedPage); `select` (columns of `r`, the table's row) is read for those rows only. Its
 * statements are assembled once per `name` and database handle, the request's values as placeholders.
 */
export async function findPage<Row extends object>(
  db: DbOrTx,
  query: PagingQuery & {
    /** The list's name: its statements (constant `select`, `table`, `time`, `searchOn`) are assembled once per name. */
    name: string;
    select: SQL;
    table: SQL;
    time: SQL;
    searchOn: SQL;
    search: string;
    aggregateCount?: boolean;
    /** The table's name when the app never deletes its rows: its page 1 stops counting once past the cap (DatedList). */
    neverDeleted?: string;
    /**
     * A narrow copy of the table's id, `time` and `searchOn` (migration 0056) that a search walks instead of `table`:
     * no update but of those columns writes it, so its walk is index-only.
     */
    searchTable?: SQL;
    /** Its name in list_hours (migration 0055): the deep numbered pages start from their hour (DatedList). */
    hours?: string;
  },
): Promise<PageOf<Row>> {
  const conditions = query.search ? [sql`${query.searchOn} LIKE ${sql.placeholder('search')}`] : [];
  return datedPage<Row>(
    db,
    {
      from: query.search && query.searchTable ? query.searchTable : query.table,
      time: query.time,
      id: sql`id`,
      conditions,
      search: Boolean(query.search),
      aggregateCount: query.aggregateCount ?? false,
      ...(query.neverDeleted && { neverDeleted: query.neverDeleted }),
      ...(query.hours && { hours: query.hours }),
      // A view over two tables keeps the search in any order (its plans were not measured in the list's order).
      searchInOrder: !query.aggregateCount,
      shape: query.name,
      values: { search: query.search ? likePattern(query.search) : null },
    },
    query,
    { select: query.select, joins: sql`LEFT JOIN ${query.table} r ON r.id = p.id` },
  );
}
