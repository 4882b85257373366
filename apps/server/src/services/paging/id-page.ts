import { sql, type SQL } from 'drizzle-orm';
import { encodeListCursor } from '@shop/domain/contracts/list-cursor';
import type { DbOrTx } from '../../db/client';
import { rawOnce, rawStatement } from '../../db/fast-path';
import { rowsOf } from '../../lib/rows';
import { isKnownLong, rememberLong } from './known-long';
import { countCap, cursorOf, pageOutcome, refuseDeepOffset, type PagingQuery } from './page-outcome';
import {
  constant,
  countedUpTo,
  pageBounds,
  pageColumns,
  whereOf,
  type ListedRow,
  type PageColumns,
  type PageOf,
} from './page-statement';

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
  /**
   * A name for the list: without a filter (`where`), each of its statements is assembled once per database handle,
   * with the request's offset, limit and cursor as placeholders, and named on PostgreSQL (db/fast-path/raw-once.ts).
   */
  shape?: string;
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
  const pin = list.pinnedId;
  const cursor = cursorOf(query, 2_147_483_647);
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  const limit = query.pageSize + 1;
  // The whole list of a table that only grows: once past the cap, past it for good.
  const growing = list.neverDeleted && !cursor && !list.where && pin === null ? list.neverDeleted : null;
  const long = growing !== null && isKnownLong(db, growing);
  if (long) refuseDeepOffset(offset, cap);
  const branch: IdBranch =
    offset >= cap
      ? 'deep'
      : list.search && pin === null
        ? 'search'
        : long && list.blocks && offset >= BLOCK_SKIP_FROM
          ? 'block'
          : offset + limit > cap
            ? 'edge'
            : 'page';
  // The first page (no offset, no cursor) has its limit in the text: a statement PostgreSQL can plan once.
  const first = offset === 0 && !cursor ? limit : null;
  const shape = { cap, cursor: cursor !== null, pinned: pin !== null, long, branch, first };
  const values = {
    page_offset: offset,
    page_limit: limit,
    page_up_to: Math.max(cap + 1, offset + limit),
    page_reach: offset + limit,
    cursor_id: cursor ? Number(cursor.key) : null,
    pin_id: pin,
  };
  // Without a filter the statement's text depends on its shape only: assembled once per database, and named.
  const build = () => idPageStatement(list, shape, columns);
  const statement =
    list.shape && !list.where
      ? statements(db, `${list.shape}|${branch}|${shape.cursor}|${shape.pinned}|${long}|${first ?? ''}`, build, true)
      : rawStatement(db, build());
  const rows = rowsOf<IdRow<Row>>(await statement.execute(values));
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

/** Which statement answers a page (idPage): only a count, a search's matches, from its block, at the cap, or a page. */
type IdBranch = 'deep' | 'search' | 'block' | 'edge' | 'page';

/** The id-sorted lists' statements without a filter, one per list shape, branch and database handle. */
const statements = rawOnce();

/**
 * The statement of one page (see idPage): the request's offset, limit, cursor and pinned id are placeholders
 * (`page_offset`, `page_limit`, `page_up_to`, `page_reach`, `cursor_id`, `pin_id`), so its text depends on the list's
 * filter and the shape only.
 */
function idPageStatement(
  list: IdList,
  shape: { cap: number; cursor: boolean; pinned: boolean; long: boolean; branch: IdBranch; first: number | null },
  columns: PageColumns,
): SQL {
  const { cap, branch } = shape;
  const conditions: SQL[] = list.where ? [list.where] : [];
  const pin = sql.placeholder('pin_id');
  if (shape.cursor) {
    conditions.push(sql`${list.id} > ${sql.placeholder('cursor_id')}`);
    if (shape.pinned) conditions.push(sql`${list.id} <> ${pin}`);
  }
  const where = whereOf(conditions);
  const { offset, limit } = pageBounds(shape.first);
  const counted = shape.long ? sql`(SELECT ${constant(cap + 1)}::int AS n)` : countedUpTo(list.from, where, cap);
  const page =
    shape.pinned && !shape.cursor
      ? sql`
        SELECT id, pinned FROM (
          (SELECT ${list.id} AS id, true AS pinned FROM ${list.from} ${whereOf([...conditions, sql`${list.id} = ${pin}`])})
          UNION ALL
          (SELECT ${list.id}, false FROM ${list.from} ${whereOf([...conditions, sql`${list.id} <> ${pin}`])}
           ORDER BY ${list.id} LIMIT ${sql.placeholder('page_reach')})
        ) page ORDER BY pinned DESC, id LIMIT ${limit} OFFSET ${offset}`
      : sql`SELECT ${list.id} AS id, false AS pinned FROM ${list.from} ${where} ORDER BY ${list.id} LIMIT ${limit} OFFSET ${offset}`;
  const { select, joins } = pageColumns(columns);
  const around = (count: SQL, reached: SQL) => sql`
    SELECT c.n AS list_n, p.id AS list_id, p.pinned AS list_pinned${select}
    FROM ${count} c LEFT JOIN LATERAL (${reached}) p ON true${joins}
    ORDER BY p.pinned DESC, p.id`;
  if (branch === 'deep') return sql`SELECT c.n AS list_n FROM ${counted} c`;
  if (branch === 'search') {
    // A search's first matches in id order, as many as the count and the page need: the trigram bitmap runs once.
    return sql`
      WITH m AS MATERIALIZED (SELECT ${list.id} AS id FROM ${list.from} ${where} ORDER BY ${list.id}
        LIMIT ${sql.placeholder('page_up_to')})
      ${around(
        sql`(SELECT least(count(*), ${constant(cap + 1)})::int AS n FROM m)`,
        sql`SELECT id, false AS pinned FROM m ORDER BY id LIMIT ${limit} OFFSET ${offset}`,
      )}`;
  }
  if (branch === 'block')
    return fromItsBlock(list, around(counted, sql`SELECT * FROM (${walkFromBlock(list)}) reached`));
  if (branch === 'edge') {
    // A page reaching past the cap: a full one says the list is longer than the cap; only a shorter one is counted.
    return sql`
      WITH m AS MATERIALIZED (${page})
      ${around(
        sql`(SELECT CASE WHEN (SELECT count(*) FROM m) = ${limit} THEN ${constant(cap + 1)}::int
          ELSE (SELECT n FROM ${counted} x) END AS n)`,
        sql`SELECT * FROM m`,
      )}`;
  }
  return around(counted, sql`SELECT * FROM (${page}) reached WHERE c.n > ${offset}`);
}

/**
 * The block of ids a deep page starts in (`IdList.blocks`): `a` holds the block and the rows of the blocks before it,
 * summed from `list_blocks` in order until they pass the offset, in the statement's snapshot, so the offset within the
 * walk from the block's first id is exact. No such block (never, on a list known past the cap): the walk from the start.
 */
function fromItsBlock(list: IdList, page: SQL): SQL {
  return sql`
    WITH a AS MATERIALIZED (
      SELECT block, (upto - n)::bigint AS before FROM (
        SELECT block, n, (sum(n) OVER (ORDER BY block))::bigint AS upto
        FROM (SELECT block, sum(n)::bigint AS n FROM list_blocks WHERE list = ${sql.raw(`'${list.blocks}'`)}
              GROUP BY block ORDER BY block) b) r
      WHERE upto > ${sql.placeholder('page_offset')}::bigint ORDER BY block LIMIT 1)
    ${page}`;
}

/** The page's walk from its block's first id (fromItsBlock's `a`), the offset made relative to that block. */
function walkFromBlock(list: IdList): SQL {
  return sql`
    SELECT ${list.id} AS id, false AS pinned FROM ${list.from}
    WHERE ${list.id} >= coalesce((SELECT block FROM a) * ${ID_BLOCK}, -2147483648)
    ORDER BY ${list.id} LIMIT ${sql.placeholder('page_limit')}
    OFFSET ${sql.placeholder('page_offset')}::bigint - coalesce((SELECT before FROM a), 0)`;
}
