import type { PageEnvelope } from '@shop/domain/contracts/common';

/** One page of a list as the server answers it: these items on page 1 of 10 rows, nothing after it. */
export function listPage<T>(items: T[], over: Partial<PageEnvelope<T>> = {}): PageEnvelope<T> {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    totalIsExact: true,
    hasMore: false,
    nextCursor: null,
    ...over,
  };
}
