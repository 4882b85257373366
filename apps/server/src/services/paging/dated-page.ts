import { sql, type SQL } from 'drizzle-orm';
import { encodeListCursor, type ListCursor } from '@shop/domain/contracts/list-cursor';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { countCap, pageOutcome, refuseDeepOffset, type PageOutcome, type PagingQuery } from './page-outcome';

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
 * One query collects at most `cap + 1` matching rows (through whichever index fits the filters, the
 * trigram index for a search) and counts them. When they are all the matches, the page is cut from
 * them, sorted (few matches: no walk of the date index). When there are more, the page walks the
 * (time, id) index from the start or, with a cursor, from right after the cursor's row (keyset);
 * OFFSET is only used below the cap, so no page costs more than `cap` index entries.
 */
export async function datedPageIds(db: DbOrTx, list: DatedList, query: PagingQuery): Promise<PageOutcome> {
  const cap = countCap(list.search);
  const conditions = query.cursor ? [...list.conditions, afterCursor(list, query.cursor)] : list.conditions;
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const offset = query.cursor ? 0 : (query.page - 1) * query.pageSize;
  const keyUs = sql`(extract(epoch from t) * 1000000)::bigint::text`;
  const first = rowsOf<IdRow>(
    await db.execute(sql`
      WITH m AS MATERIALIZED (SELECT ${list.id} AS id, ${list.time} AS t FROM ${list.from} ${where} LIMIT ${cap + 1})
      SELECT c.n, p.id, p.key_us
      FROM (SELECT count(*)::int AS n FROM m) c
      LEFT JOIN LATERAL (
        SELECT id, ${keyUs} AS key_us FROM m WHERE c.n <= ${cap}
        ORDER BY t DESC, id DESC LIMIT ${query.pageSize + 1} OFFSET ${offset}
      ) p ON true`),
  );
  const matched = Number(first[0]?.n ?? 0);
  let rows = first.filter((r) => r.id !== null);
  if (matched > cap) {
    refuseDeepOffset(offset, cap);
    rows = rowsOf<IdRow>(
      await db.execute(sql`
        SELECT NULL AS n, id, ${keyUs} AS key_us
        FROM (SELECT ${list.id} AS id, ${list.time} AS t FROM ${list.from} ${where}
              ORDER BY ${list.time} DESC, ${list.id} DESC LIMIT ${query.pageSize + 1} OFFSET ${offset}) page
        ORDER BY t DESC, id DESC`),
    );
  }
  const ids = rows.map((r) => ({ id: Number(r.id), cursor: encodeListCursor({ key: String(r.key_us), id: Number(r.id) }) }));
  return pageOutcome(query, { matched, cap, rows: ids });
}

function afterCursor(list: DatedList, cursor: ListCursor): SQL {
  return sql`(${list.time}, ${list.id}) < (${cursorTime(cursor.key)}::timestamptz, ${cursor.id})`;
}
