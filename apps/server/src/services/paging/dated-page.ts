import { sql, type SQL } from 'drizzle-orm';
import { encodeListCursor } from '@shop/domain/contracts/list-cursor';
import type { DbOrTx } from '../../db/client';
import { rawOnce, rawStatement } from '../../db/fast-path';
import { rowsOf } from '../../lib/rows';
import { isKnownLong, leavesWhenLong, rememberLeaves, rememberLong } from './known-long';
import { countCap, cursorOf, pageOutcome, refuseDeepOffset, type PageOutcome, type PagingQuery } from './page-outcome';
import {
  cappedCount,
  constant,
  countedUpTo,
  pageBounds,
  pageColumns,
  whereOf,
  type ListedRow,
  type PageColumns,
  type PageOf,
} from './page-statement';

/** A list sorted newest first on `time`, ties broken by `id` (both descending, as its index is). */
export interface DatedList {
  /** The table (or table expression) that holds `id` and the time column. */
  from: SQL;
  time: SQL;
  id: SQL;
  /** Filters, ANDed; a trigram search among them makes the list a search. */
  conditions: SQL[];
  search: boolean;
  /**
   * Count by one aggregate rather than by the row past the cap: for a view over several tables
   * (store_documents), where the EXISTS measured slower (docs/decisions/lists.md, "One statement a page").
   */
  aggregateCount?: boolean;
  /**
   * A search collects its first matches in the list's order (one walk gives the count and the page) rather than
   * in any order with a second walk for the page: for one table whose search is a LIKE on its trigram index,
   * where the planner picks the date index for common matches and the trigram bitmap for few
   * (docs/decisions/lists.md, "Searches in the list's order").
   */
  searchInOrder?: boolean;
  /**
   * The name of the table `from` is, when the app never deletes its rows: once its list without conditions has
   * counted past the cap on a database handle, its page 1 is known to be past it and walks no count again
   * (known-long.ts). Never for a table rows leave: its total would then stay capped after it had shrunk.
   */
  neverDeleted?: string;
  /**
   * The list's row in `list_leaves` (migration 0037), for a filtered list rows leave only through a change counted
   * there (bookings of one status): once a page has counted it past the cap, its pages below the cap skip the count
   * for as long as no row has left it (known-long.ts). A list without a row there is counted as before.
   */
  leaves?: string;
  /**
   * A name for the list and the shape of its conditions (which filters it has, never their values): with it, each of
   * its statements is assembled once per database handle (db/fast-path/raw-once.ts), and `conditions` take the request's values
   * as `sql.placeholder(...)`, given in `values` (names other than the paging's `page_*` and `cursor_*`). Without it
   * the statement is assembled on every call, the conditions' values written in.
   */
  shape?: string;
  values?: Record<string, unknown>;
  /**
   * The list's name in `list_hours` (migration 0055: its rows per UTC hour of `time`), for a list without conditions
   * counted there: once known past the cap, a page from `HOUR_SKIP_FROM` rows on sums the newest hours up to its
   * offset and walks only from the end of the hour it starts in (docs/decisions/lists.md, "The deepest page skips
   * whole hours").
   */
  hours?: string;
}

/** From this offset a page of a list with `hours` starts from its hour (below, the walk from the top is as short). */
export const HOUR_SKIP_FROM = 1_000;

/** The lists' page statements, one per list shape, branch and database handle. */
const statements = rawOnce();

/** A cursor's key (microseconds since 1970) as an exact timestamptz literal. */
export function cursorTime(key: string): string {
  const digits = key.padStart(7, '0');
  const seconds = Number(digits.slice(0, -6));
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${digits.slice(-6)}Z`;
}

/**
 * One page of a dated list and what the envelope says around it, in ONE statement: the count (capped at
 * `cap + 1` rows from the page's start), the page's ids on the (time, id) index, and `columns`: the page's
 * own rows joined to those ids only (deferred join). Without a search every entry of the filter's index
 * matches, so the count and the page each walk that index. A search first collects at most `cap + 1`
 * matches through whichever index fits (the trigram index for few matches) and counts them: when they
 * are all the matches, the page is cut from them, sorted; when there are more, matches are common and
 * the page walks the date index (both branches are in the statement; a one-time filter on the count
 * runs one); with `searchInOrder` the matches are collected in the list's order instead, and one walk
 * gives both. OFFSET only runs below the cap, so no page reads more than about `cap` index entries;
 * deeper pages start after a cursor's row (keyset), and a full page reaching past the cap needs no count.
 */
export async function datedPage<Row extends object>(
  db: DbOrTx,
  list: DatedList,
  query: PagingQuery,
  columns?: PageColumns,
): Promise<PageOf<Row>> {
  const cap = countCap(list.search);
  const cursor = cursorOf(query);
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  const limit = query.pageSize + 1;
  // The whole list of a table that only grows, counted from its start: once past the cap, past it for good.
  const growing = list.neverDeleted && !cursor && !list.conditions.length ? list.neverDeleted : null;
  const long = !list.search && growing !== null && isKnownLong(db, growing);
  if (long) refuseDeepOffset(offset, cap);
  // Which of the statements below answers; with the list's shape it names the statement assembled once.
  const branch =
    list.search && list.searchInOrder
      ? 'in-order'
      : list.search
        ? offset < cap
          ? 'search-common'
          : 'search-few'
        : offset >= cap
          ? 'deep'
          : offset + limit > cap && !long
            ? 'edge'
            : 'page';
  // A list rows can leave: once seen past the cap, its pages below it check that no row has left instead of counting.
  const leavesList = list.leaves && branch === 'page' && !cursor ? list.leaves : null;
  const knownLeaves = leavesList === null ? null : leavesWhenLong(db, leavesList);
  const leaves: LeavesStep = leavesList === null ? '' : knownLeaves === null ? 'count' : 'check';
  const values = {
    ...list.values,
    ...(leavesList && { known_leaves: knownLeaves }),
    page_offset: offset,
    page_limit: limit,
    page_up_to: offset < cap ? Math.max(cap + 1, offset + limit) : cap + 1,
    cursor_key: cursor ? cursorTime(cursor.key) : null,
    cursor_id: cursor?.id ?? null,
  };
  const hours = long && branch === 'page' && offset >= HOUR_SKIP_FROM ? (list.hours ?? null) : null;
  // The first page (no offset, no cursor) has its limit in the text: a statement PostgreSQL can plan once.
  const first = offset === 0 && !cursor ? limit : null;
  const build = () =>
    pageStatement(list, { cap, cursor: cursor !== null, long, branch, leaves, hours, first }, columns);
  const key = `${list.shape}|${list.search}|${branch}|${cursor ? 'cursor' : ''}|${long ? 'long' : ''}|${leaves}|${hours ?? ''}|${first ?? ''}`;
  const statement = list.shape ? statements(db, key, build, !list.search) : rawStatement(db, build());
  const rows = rowsOf<ListedRow<Row>>(await statement.execute(values));
  if (leavesList !== null) {
    // A row has left the list since it was seen past the cap (no count in the answer): forget it, and count.
    if (leaves === 'check' && (rows[0]?.list_n ?? null) === null) {
      rememberLeaves(db, leavesList, null, false);
      return datedPage(db, list, query, columns);
    }
    rememberLeaves(db, leavesList, rows[0]?.list_leaves ?? null, Number(rows[0]?.list_n ?? 0) > cap);
  }
  const matched = Number(rows[0]?.list_n ?? 0);
  if (growing !== null && matched > cap) rememberLong(db, growing);
  if (matched > cap) refuseDeepOffset(offset, cap);
  const listed = rows.filter((r) => r.list_id !== null && r.list_id !== undefined);
  const outcome = pageOutcome(query, {
    matched,
    cap,
    // Only the page's last row gives its cursor (nextCursor); the others are not encoded.
    rows: listed.map((r, index) => ({
      id: Number(r.list_id),
      cursor: index === query.pageSize - 1 ? encodeListCursor({ key: String(r.list_key), id: Number(r.list_id) }) : '',
    })),
  });
  const { ids: _ids, ...envelope } = outcome;
  return { rows: listed.slice(0, query.pageSize), envelope };
}

/**
 * The statement of one page (see datedPage): the request's offset, limit and cursor are placeholders (`page_offset`,
 * `page_limit`, `page_up_to`, `cursor_key`, `cursor_id`), so its text depends on the list and the branch only; a first
 * page (`shape.first`, its limit) has its limit and a zero offset written in, the caps are always (`constant`).
 */
function pageStatement(
  list: DatedList,
  shape: {
    cap: number;
    cursor: boolean;
    long: boolean;
    branch: string;
    leaves: LeavesStep;
    hours: string | null;
    first: number | null;
  },
  columns: PageColumns | undefined,
): SQL {
  const { cap, branch } = shape;
  const after = sql`(${list.time}, ${list.id}) < (${sql.placeholder('cursor_key')}::timestamptz, ${sql.placeholder('cursor_id')})`;
  const conditions = shape.cursor ? [...list.conditions, after] : list.conditions;
  const where = whereOf(conditions);
  const { offset, limit } = pageBounds(shape.first);
  const walk = (gate?: SQL) => sql`
    SELECT ${list.id} AS id, ${list.time} AS t FROM ${list.from} ${gate ? whereOf([...conditions, gate]) : where}
    ORDER BY ${list.time} DESC, ${list.id} DESC LIMIT ${limit} OFFSET ${offset}`;
  const { select, joins } = pageColumns(columns);
  const around = (counted: SQL, page: SQL) => sql`
    SELECT c.n AS list_n,${shape.leaves ? sql` c.leaves AS list_leaves,` : sql``} p.id AS list_id, (extract(epoch from p.t) * 1000000)::bigint::text AS list_key${select}
    FROM ${counted} c LEFT JOIN LATERAL (${page}) p ON true${joins}
    ORDER BY p.t DESC, p.id DESC`;
  const order = sql`ORDER BY t DESC, id DESC LIMIT ${limit} OFFSET ${offset}`;
  if (branch === 'in-order') {
    // The first matches in the list's order, as many as the count and the page need (a page past the cap is refused
    // when there are more): the count is taken from them, the page cut from them.
    return sql`
        WITH m AS MATERIALIZED (SELECT ${list.id} AS id, ${list.time} AS t FROM ${list.from} ${where}
          ORDER BY ${list.time} DESC, ${list.id} DESC LIMIT ${shape.first === null ? sql.placeholder('page_up_to') : constant(Math.max(cap + 1, shape.first))})
        ${around(sql`(SELECT least(count(*), ${constant(cap + 1)})::int AS n FROM m)`, sql`SELECT id, t FROM m ${order}`)}`;
  }
  if (list.search) {
    // Past the cap a search with more matches is refused: only the branch cut from the matches is kept.
    const common = branch === 'search-common' ? sql` UNION ALL (${walk(sql`c.n > ${cap}`)})` : sql``;
    return sql`
        WITH m AS MATERIALIZED (SELECT ${list.id} AS id, ${list.time} AS t FROM ${list.from} ${where} LIMIT ${constant(cap + 1)})
        ${around(
          sql`(SELECT count(*)::int AS n FROM m)`,
          sql`(SELECT id, t FROM m WHERE c.n <= ${cap} ${order})${common}`,
        )}`;
  }
  const walked = shape.long
    ? sql`(SELECT ${constant(cap + 1)}::int AS n)`
    : list.aggregateCount
      ? countedUpTo(list.from, where, cap)
      : cappedCount(list.from, where, cap);
  const counted = shape.leaves ? countedWithLeaves(list, shape.leaves, walked, cap) : walked;
  // Only a short list has a page this deep: count before walking that far.
  if (branch === 'deep') return sql`SELECT c.n AS list_n FROM ${counted} c`;
  if (shape.hours !== null) return fromItsHour(shape.hours, around(counted, walkFromHour(list)));
  if (branch === 'edge') {
    // A page reaching past the cap: when it is full, the list is longer than the cap, and only a shorter page
    // needs the count (the walk to the page has read as many index entries as the count would).
    return sql`
        WITH m AS MATERIALIZED (${walk()})
        ${around(
          sql`(SELECT CASE WHEN (SELECT count(*) FROM m) = ${limit} THEN ${constant(cap + 1)}::int
            ELSE (SELECT n FROM ${counted} x) END AS n)`,
          sql`SELECT id, t FROM m`,
        )}`;
  }
  return around(counted, walk());
}

/**
 * The hour a deep page starts in (`DatedList.hours`): `a` holds the end of that UTC hour (`bound`) and the rows of
 * the newer hours (`before`), summed from `list_hours` newest first in the primary key's order until they pass the
 * offset, in the statement's snapshot, so the offset within the walk from the hour's end is exact. No such hour
 * (never, on a list known past the cap): the walk from the top.
 */
function fromItsHour(name: string, page: SQL): SQL {
  return sql`
    WITH a AS MATERIALIZED (
      SELECT (hour + interval '1 hour') AT TIME ZONE 'UTC' AS bound, (upto - n)::bigint AS before FROM (
        SELECT hour, n, (sum(n) OVER (ORDER BY hour DESC))::bigint AS upto
        FROM (SELECT hour, sum(n)::bigint AS n FROM list_hours WHERE list = ${sql.raw(`'${name}'`)}
              GROUP BY hour ORDER BY hour DESC) h) r
      WHERE upto > ${sql.placeholder('page_offset')}::bigint ORDER BY hour DESC LIMIT 1)
    ${page}`;
}

/** The page's walk from the end of its hour (fromItsHour's `a`), the offset made relative to that hour. */
function walkFromHour(list: DatedList): SQL {
  return sql`
    SELECT ${list.id} AS id, ${list.time} AS t FROM ${list.from}
    WHERE ${list.time} < coalesce((SELECT bound FROM a), 'infinity'::timestamptz)
    ORDER BY ${list.time} DESC, ${list.id} DESC LIMIT ${sql.placeholder('page_limit')}
    OFFSET ${sql.placeholder('page_offset')}::bigint - coalesce((SELECT before FROM a), 0)`;
}

/**
 * On a list rows can leave (`DatedList.leaves`): '' not such a list, or a page past the first ones; 'count': not seen
 * past the cap on this handle, counted with its count of leaves; 'check': seen past the cap, its count of leaves
 * compared with the one it had then instead of counting.
 */
type LeavesStep = '' | 'count' | 'check';

/**
 * The count with the list's count of leaves (a one-row table `(n, leaves)`). 'count': `counted` and the count of
 * leaves in the same snapshot. 'check': no count, only whether the list's count of leaves is still `known_leaves`,
 * the one it had when it was seen past the cap: then no row has left it since, in this statement's snapshot, and it
 * is still past the cap (n = cap + 1); otherwise n is null (datedPage then counts). The check is one primary key
 * lookup, planned in microseconds: a count left in the statement's other branch, even never run, was planned on
 * every call and cost about as much as the rest of the page.
 */
function countedWithLeaves(of: DatedList, step: Exclude<LeavesStep, ''>, counted: SQL, cap: number): SQL {
  const list = sql.raw(`'${of.leaves}'`);
  return step === 'count'
    ? sql`(SELECT x.n, (SELECT leaves FROM list_leaves WHERE list = ${list})::text AS leaves FROM ${counted} x)`
    : sql`(SELECT CASE WHEN leaves = ${sql.placeholder('known_leaves')}::bigint THEN ${constant(cap + 1)}::int END AS n,
        leaves::text AS leaves FROM list_leaves WHERE list = ${list})`;
}

/** The ids of one page of a dated list, and the envelope around them (datedPage without the rows). */
export async function datedPageIds(db: DbOrTx, list: DatedList, query: PagingQuery): Promise<PageOutcome> {
  const { rows, envelope } = await datedPage<object>(db, list, query);
  return { ...envelope, ids: rows.map((r) => Number(r.list_id)) };
}
