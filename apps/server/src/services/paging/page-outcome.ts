import { decodeListCursor, type ListCursor } from '@shop/domain/contracts/list-cursor';
import { LIST_MESSAGES, type PageEnvelope } from '@shop/domain/contracts/common';
import { badRequest } from '../../lib/errors';

/** How far a list counts: a plain or filtered list on its b-tree index, a search on its trigram index. */
export const LIST_COUNT_CAP = 10_000;
export const SEARCH_COUNT_CAP = 200;

export function countCap(search: boolean): number {
  return search ? SEARCH_COUNT_CAP : LIST_COUNT_CAP;
}

export interface PagingQuery {
  page: number;
  pageSize: number;
  /** A nextCursor this server gave out (the query schema has checked it). */
  cursor?: string | undefined;
}

/** The decoded cursor of a query, if it has one; `maxKey` bounds keys that are ids. */
export function cursorOf(query: PagingQuery, maxKey?: number): ListCursor | null {
  if (!query.cursor) return null;
  const cursor = decodeListCursor(query.cursor);
  if (!cursor || (maxKey !== undefined && Number(cursor.key) > maxKey))
    throw badRequest(LIST_MESSAGES.badCursor, { cursor: LIST_MESSAGES.badCursor });
  return cursor;
}

export type PageOutcome = Omit<PageEnvelope<never>, 'items'> & { ids: number[] };

/** OFFSET paging stops at the cap: deeper pages of a long list are reached by cursor. */
export function refuseDeepOffset(offset: number, cap: number): void {
  if (offset >= cap) throw badRequest(LIST_MESSAGES.pageNeedsCursor, { page: LIST_MESSAGES.pageNeedsCursor });
}

/**
 * The envelope around a page: `matched` rows were counted from the page's start (the list's start,
 * or the cursor) up to `cap + 1`; `rows` are the page's rows plus one more when a next page exists.
 * The total is the rows before the page's start plus those counted, a lower bound when capped.
 */
export function pageOutcome(
  query: PagingQuery,
  found: { matched: number; cap: number; rows: Array<{ id: number; cursor: string }> },
): PageOutcome {
  const before = query.cursor ? (query.page - 1) * query.pageSize : 0;
  const exact = found.matched <= found.cap;
  const rows = found.rows.slice(0, query.pageSize);
  const hasMore = found.rows.length > query.pageSize;
  return {
    ids: rows.map((r) => r.id),
    total: before + Math.min(found.matched, found.cap),
    page: query.page,
    pageSize: query.pageSize,
    totalIsExact: exact,
    hasMore,
    nextCursor: hasMore ? (rows.at(-1)?.cursor ?? null) : null,
  };
}
