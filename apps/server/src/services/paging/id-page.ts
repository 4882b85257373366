import { sql, type SQL } from 'drizzle-orm';
import { encodeListCursor } from '@shop/domain/contracts/list-cursor';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/rows';
import { isKnownLong, rememberLong } from './known-long';
import { countCap, cursorOf, pageOutcome, refuseDeepOffset, type PagingQuery } from './page-outcome';
import { countedUpTo, pageColumns, whereOf, type ListedRow, type PageColumns, type PageOf } from './page-statement';

/** A list sorted by id ascending, optionally with one id pinned first (an exact id typed in a search). */
export interface IdList {
  from: SQL;
  id: SQL;
  where: SQL | undefined;
  search: boolean;
  pinnedId: number | null;
  /**
   * The table's name when the app never deletes its rows: the whole list (no filter, no cursor), once counted past
   * the cap on a database handle, is not counted again (known-long.ts, as DatedList's).
   */
  neverDeleted?: string;
  /**
   * The list's name in `list_blocks` (migration 0057: its rows per block of `ID_BLOCK` ids), for the whole list:
   * once known past the cap, a page from `BLOCK_SKIP_FROM` rows on sums the blocks up to its offset and walks only
   * from the first id of the block it starts in (docs/decisions/lists.md, "The customers' deepest page skips whole
   * blocks of ids").
   */
  blocks?: string;
}

/** From this offset a page of a list with `blocks` starts from its block (below, the walk from the top is as short). */
export const BLOCK_SKIP_FROM = 1_000;
/** The ids a block of `list_blocks` holds (the migration's `id / 1000`). */
const ID_BLOCK = 1_000;

type IdRow<Row> = ListedRow<Row> & { list_pinned: boolean | null };

/**
 * One page of an id-sorted list and the envelope around it, in ONE statement: counted up to the cap on
 * whichever index fits (`cap + 1` rows at most), the page's ids from the primary key, by OFFSET below the
 * cap or after the cursor's id, and `columns` joined to those ids only. A cursor key of 0 means "after
 * the pinned row". The page is read only when the count reaches it (a one-time filter), and a page
 * starting past the cap only counts (refused when the list is longer). A search without a pinned id
 * collects its first matches in id order once (count and page from them); a full page reaching past
 * the cap needs no count.
 */
export async function idPage<Row extends object>(
  db: DbOrTx,
  list: IdList,
  query: PagingQuery,
  columns: PageColumns,
): Promise<PageOf<Row>> {
  const cap = countCap(list.search);
  const conditions: SQL[] = list.where ? [list.where] : [];
  const pin = list.pinnedId;
  const cursor = cursorOf(query, 2_147_483_647);
  if (cursor) {
    conditions.push(sql`${list.id} > ${Number(cursor.key)}`);
    if (pin !== null) conditions.push(sql`${list.id} <> ${pin}`);
  }
  const where = whereOf(conditions);
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  const limit = query.pageSize + 1;
  // The whole list of a table that only grows: once past the cap, past it for good.
  const growing = list.neverDeleted && !cursor && conditions.length === 0 && pin === null ? list.neverDeleted : null;
  const long = growing !== null && isKnownLong(db, growing);
  if (long) refuseDeepOffset(offset, cap);
  const counted = long ? sql`(SELECT ${cap + 1}::int AS n)` : countedUpTo(list.from, where, cap);
  const page =
    pin !== null && !cursor
      ? sql`
        SELECT id, pinned FROM (
          (SELECT ${list.id} AS id, true AS pinned FROM ${list.from} ${whereOf([...conditions, sql`${list.id} = ${pin}`])})
          UNION ALL
          (SELECT ${list.id}, false FROM ${list.from} ${whereOf([...conditions, sql`${list.id} <> ${pin}`])}
           ORDER BY ${list.id} LIMIT ${offset + limit})
        ) page ORDER BY pinned DESC, id LIMIT ${limit} OFFSET ${offset}`
      : sql`SELECT ${list.id} AS id, false AS pinned FROM ${list.from} ${where} ORDER BY ${list.id} LIMIT ${limit} OFFSET ${offset}`;
  const { select, joins } = pageColumns(columns);
  const around = (count: SQL, reached: SQL) => sql`
    SELECT c.n AS list_n, p.id AS list_id, p.pinned AS list_pinned${select}
    FROM ${count} c LEFT JOIN LATERAL (${reached}) p ON true${joins}
    ORDER BY p.pinned DESC, p.id`;
  let statement: SQL;
  if (offset >= cap) {
    statement = sql`SELECT c.n AS list_n FROM ${counted} c`;
  } else if (list.search && pin === null) {
    // A search's first matches in id order, as many as the count and the page need: the trigram bitmap runs once.
    statement = sql`
      WITH m AS MATERIALIZED (SELECT ${list.id} AS id FROM ${list.from} ${where} ORDER BY ${list.id}
        LIMIT ${Math.max(cap + 1, offset + limit)})
      ${around(
        sql`(SELECT least(count(*), ${cap + 1})::int AS n FROM m)`,
        sql`SELECT id, false AS pinned FROM m ORDER BY id LIMIT ${limit} OFFSET ${offset}`,
      )}`;
  } else if (long && list.blocks && offset >= BLOCK_SKIP_FROM) {
    statement = fromItsBlock(
      list,
      offset,
      around(counted, sql`SELECT * FROM (${walkFromBlock(list, offset, limit)}) reached`),
    );
  } else if (offset + limit > cap) {
    // A page reaching past the cap: a full one says the list is longer than the cap; only a shorter one is counted.
    statement = sql`
      WITH m AS MATERIALIZED (${page})
      ${around(
        sql`(SELECT CASE WHEN (SELECT count(*) FROM m) = ${limit} THEN ${cap + 1}::int
          ELSE (SELECT n FROM ${counted} x) END AS n)`,
        sql`SELECT * FROM m`,
      )}`;
  } else {
    statement = around(counted, sql`SELECT * FROM (${page}) reached WHERE c.n > ${offset}`);
  }
  const rows = rowsOf<IdRow<Row>>(await db.execute(statement));
  const matched = Number(rows[0]?.list_n ?? 0);
  if (growing !== null && matched > cap) rememberLong(db, growing);
  if (matched > cap) refuseDeepOffset(offset, cap);
  const listed = rows.filter((r) => r.list_id !== null && r.list_id !== undefined);
  const { ids: _ids, ...envelope } = pageOutcome(query, {
    matched,
    cap,
    rows: listed.map((r) => ({
      id: Number(r.list_id),
      cursor: encodeListCursor({ key: r.list_pinned ? '0' : String(r.list_id), id: Number(r.list_id) }),
    })),
  });
  return { rows: listed.slice(0, query.pageSize), envelope };
}

/**
 * The block of ids a deep page starts in (`IdList.blocks`): `a` holds the block and the rows of the blocks before it,
 * summed from `list_blocks` in order until they pass the offset, in the statement's snapshot, so the offset within the
 * walk from the block's first id is exact. No such block (never, on a list known past the cap): the walk from the start.
 */
function fromItsBlock(list: IdList, offset: number, page: SQL): SQL {
  return sql`
    WITH a AS MATERIALIZED (
      SELECT block, (upto - n)::bigint AS before FROM (
        SELECT block, n, (sum(n) OVER (ORDER BY block))::bigint AS upto
        FROM (SELECT block, sum(n)::bigint AS n FROM list_blocks WHERE list = ${list.blocks}
              GROUP BY block ORDER BY block) b) r
      WHERE upto > ${offset} ORDER BY block LIMIT 1)
    ${page}`;
}

/** The page's walk from its block's first id (fromItsBlock's `a`), the offset made relative to that block. */
function walkFromBlock(list: IdList, offset: number, limit: number): SQL {
  return sql`
    SELECT ${list.id} AS id, false AS pinned FROM ${list.from}
    WHERE ${list.id} >= coalesce((SELECT block FROM a) * ${ID_BLOCK}, -2147483648)
    ORDER BY ${list.id} LIMIT ${limit} OFFSET ${offset}::bigint - coalesce((SELECT before FROM a), 0)`;
}
