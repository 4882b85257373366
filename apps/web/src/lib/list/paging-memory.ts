import type { PageEnvelope } from '@shop/domain/contracts/common';

/** What a list answers about its page (the envelope of every list call, without its rows). */
export type PageInfo = Omit<PageEnvelope<unknown>, 'items'>;

/**
 * What a list screen has learned while paging one search and filter (`key`): the cursor of each
 * page it can reach past those that open by number, and the total of the last page opened by
 * number (pages up to it open by number: a bounded OFFSET on the server). It travels in the
 * history entry of each page, so a reload or the back button finds it again.
 */
export interface PagingMemory {
  key: string;
  /** nextCursor of each page seen, under the number of the page it opens. */
  cursors: Record<number, string>;
  numberedTotal: number | null;
}

export const freshMemory = (key: string): PagingMemory => ({ key, cursors: {}, numberedTotal: null });

/** The memory kept in a history entry's state, when it is for this key. */
export function memoryFromState(state: unknown, key: string): PagingMemory | null {
  const memory = (state as { listMemory?: PagingMemory } | null)?.listMemory;
  return memory && memory.key === key ? memory : null;
}

/** The memory after a page answered; the same object when it taught nothing new. */
export function recordPage(memory: PagingMemory, data: PageInfo, openedByNumber: boolean): PagingMemory {
  const cursors =
    data.nextCursor && memory.cursors[data.page + 1] !== data.nextCursor
      ? { ...memory.cursors, [data.page + 1]: data.nextCursor }
      : memory.cursors;
  const numberedTotal = openedByNumber ? data.total : memory.numberedTotal;
  if (cursors === memory.cursors && numberedTotal === memory.numberedTotal) return memory;
  return { ...memory, cursors, numberedTotal };
}

/** How many pages open by number: the total counted from the list's start. */
function numberedPages(memory: PagingMemory, data: PageInfo, openedByNumber: boolean): number {
  const total = memory.numberedTotal ?? (openedByNumber ? data.total : 0);
  return Math.ceil(total / data.pageSize);
}

/**
 * The pager for the page shown: every page that opens by number, and past those the pages whose
 * cursor is known (the one after the deepest page seen). `cursorFor` tells what to send for a page.
 */
export function pagerFor(memory: PagingMemory, data: PageInfo, page: number, openedByNumber: boolean) {
  const byNumber = numberedPages(memory, data, openedByNumber);
  const cursorPages = Math.max(0, ...Object.keys(memory.cursors).map(Number));
  return {
    page,
    pageSize: data.pageSize,
    total: data.total,
    totalIsExact: data.totalIsExact,
    pages: Math.max(byNumber, cursorPages, page),
    cursorFor: (target: number): string | undefined => (target > byNumber ? memory.cursors[target] : undefined),
  };
}
