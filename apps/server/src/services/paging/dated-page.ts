import { sql, type SQL } from 'drizzle-orm';
import { encodeListCursor, type ListCursor } from '@shop/domain/contracts/list-cursor';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { countCap, cursorOf, pageOutcome, refuseDeepOffset, type PageOutcome, type PagingQuery } from './page-outcome';

/** A list sorted newest first on `time`, ties broken by `id` (both descending, as its index is). */
export interface DatedList {
  /** The table (or table expression) that holds `id` and the time column. */
  from: SQL;
  time: SQL;
  id: SQL;
  /** Filters, ANDed; a trigram search among them makes the list a search. */
  conditions: SQL[];
  search: boolean;
}

interface IdRow {
  n: number | string | null;
  id: number | string | null;
  key_us: string | null;
}

/** A cursor's key (microseconds since 1970) as an exact timestamptz literal. */
export function cursorTime(key: string): string {
  const digits = key.padStart(7, '0');
  const seconds = Number(digits.slice(0, -6));
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${digits.slice(-6)}Z`;
}

/**
 * The ids of one page of a dated list, and what the envelope says around them.
 *
 * Without a search every entry of the filter's (time, id) index matches: the count (capped at
 * `cap + 1` entries) and the page walk that index in one query. A search first collects at most
 * `cap + 1` matches through whichever index fits (the trigram index for few matches) and counts them:
 * when they are all the matches, the page is cut from them, sorted; when there are more, matches are
 * common and the page walks the date index. OFFSET only runs below the cap, so no page reads more
 * than about `cap` index entries; deeper pages start after a cursor's row (keyset).
 */
export async function datedPageIds(db: DbOrTx, list: DatedList, query: PagingQuery): Promise<PageOutcome> {
  const cap = countCap(list.search);
  const cursor = cursorOf(query);
  const conditions = cursor ? [...list.conditions, afterCursor(list, cursor)] : list.conditions;
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  const limit = query.pageSize + 1;
  const pageQuery = sql`
    SELECT id, (extract(epoch from t) * 1000000)::bigint::text AS key_us
    FROM (SELECT ${list.id} AS id, ${list.time} AS t FROM ${list.from} ${where}
          ORDER BY ${list.time} DESC, ${list.id} DESC LIMIT ${limit} OFFSET ${offset}) page`;
  let matched: number;
  let rows: IdRow[];
  if (list.search) {
    const first = rowsOf<IdRow>(
      await db.execute(sql`
        WITH m AS MATERIALIZED (SELECT ${list.id} AS id, ${list.time} AS t FROM ${list.from} ${where} LIMIT ${cap + 1})
        SELECT c.n, p.id, p.key_us
        FROM (SELECT count(*)::int AS n FROM m) c
        LEFT JOIN LATERAL (
          SELECT id, (extract(epoch from t) * 1000000)::bigint::text AS key_us FROM m WHERE c.n <= ${cap}
          ORDER BY t DESC, id DESC LIMIT ${limit} OFFSET ${offset}
        ) p ON true`),
    );
    matched = Number(first[0]?.n ?? 0);
    rows = first;
    if (matched > cap) {
      refuseDeepOffset(offset, cap);
      rows = rowsOf<IdRow>(await db.execute(pageQuery));
    }
  } else {
    const count = sql`SELECT count(*)::int FROM (SELECT 1 FROM ${list.from} ${where} LIMIT ${cap + 1}) counted`;
    if (offset >= cap) {
      // Only a short list has this page: count before walking that far.
      const [counted] = rowsOf<{ n: number }>(await db.execute(sql`SELECT (${count}) AS n`));
      matched = Number(counted?.n ?? 0);
      if (matched > cap) refuseDeepOffset(offset, cap);
      rows = [];
    } else {
      rows = rowsOf<IdRow>(
        await db.execute(
          sql`SELECT (${count}) AS n, p.id, p.key_us FROM (SELECT 1) one LEFT JOIN LATERAL (${pageQuery}) p ON true`,
        ),
      );
      matched = Number(rows[0]?.n ?? 0);
    }
  }
  const ids = rows
    .filter((r) => r.id !== null)
    .map((r) => ({ id: Number(r.id), cursor: encodeListCursor({ key: String(r.key_us), id: Number(r.id) }) }));
  return pageOutcome(query, { matched, cap, rows: ids });
}

function afterCursor(list: DatedList, cursor: ListCursor): SQL {
  return sql`(${list.time}, ${list.id}) < (${cursorTime(cursor.key)}::timestamptz, ${cursor.id})`;
}
