import { useEffect, useState } from 'react';

/** What a list answers about its page (the envelope of every list call). */
export interface PagedData {
  total: number;
  page: number;
  pageSize: number;
  /** Absent from older servers: their totals are exact. */
  totalIsExact?: boolean;
  nextCursor?: string | null;
}

interface PagingState {
  key: string;
  page: number;
  /** nextCursor of each page seen, under the number of the page it opens. */
  cursors: Record<number, string>;
  /** The total of the last page opened by number: pages up to it open by number (bounded OFFSET). */
  numberedTotal: number | null;
}

export interface ListPaging {
  page: number;
  /** Sent with pages past those that open by number: the previous page's nextCursor. */
  cursor: string | undefined;
  setPage(page: number): void;
  state: PagingState;
  record(data: PagedData): void;
}

const fresh = (key: string): PagingState => ({ key, page: 1, cursors: {}, numberedTotal: null });

/**
 * Paging state of a list screen: the page, and the cursors that reach pages past the capped count.
 * Starts again at page 1 when `resetKey` (the search, the filter) changes.
 */
export function useListPaging(resetKey: string, pageSize: number): ListPaging {
  const [state, setState] = useState<PagingState>(() => fresh(resetKey));
  const current = state.key === resetKey ? state : fresh(resetKey);
  const numberedPages = current.numberedTotal === null ? 1 : Math.max(1, Math.ceil(current.numberedTotal / pageSize));
  const cursor = current.page > numberedPages ? current.cursors[current.page] : undefined;
  return {
    page: current.page,
    cursor,
    state: current,
    setPage: (page) => setState((s) => ({ ...(s.key === resetKey ? s : fresh(resetKey)), page })),
    record: (data) =>
      setState((previous) => {
        const s = previous.key === resetKey ? previous : fresh(resetKey);
        const cursors = data.nextCursor ? { ...s.cursors, [data.page + 1]: data.nextCursor } : s.cursors;
        const byNumber =
          s.numberedTotal === null || data.page <= Math.ceil(s.numberedTotal / pageSize) || data.page === 1;
        const numberedTotal = byNumber ? data.total : s.numberedTotal;
        if (s === previous && cursors === s.cursors && numberedTotal === s.numberedTotal) return s;
        return { ...s, cursors, numberedTotal };
      }),
  };
}

/**
 * The PaginationBar's props for the page shown: every page that opens by number, and past those the
 * pages whose cursor is known (the one after the deepest page seen). Records what `data` tells.
 */
export function usePagerProps(paging: ListPaging, query: { data?: PagedData | undefined; isPlaceholderData: boolean }) {
  const { record } = paging;
  const data = query.data;
  // The previous search's page, shown while the new one loads, says nothing about the new list.
  const settled = query.isPlaceholderData ? undefined : data;
  useEffect(() => {
    if (settled) record(settled);
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- `record` is a new function each render
  if (!data) return null;
  const { numberedTotal, cursors } = paging.state;
  const numberedPages = Math.ceil((numberedTotal ?? data.total) / data.pageSize);
  const cursorPages = Math.max(0, ...Object.keys(cursors).map(Number));
  return {
    page: paging.page,
    pageSize: data.pageSize,
    total: data.total,
    totalIsExact: data.totalIsExact !== false,
    pages: Math.max(numberedPages, cursorPages, paging.page),
    onChange: paging.setPage,
  };
}
