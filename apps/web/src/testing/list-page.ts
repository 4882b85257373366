import type { PageEnvelope } from '@shop/domain/contracts/common';

/**
 * One page of a list as the server answers it: these items on page 1 of 10 rows, an exact total of
 * just these, unless `over` says otherwise. More rows after this page (a larger total) give
 * `hasMore` and a cursor to them.
 */
export function listPage<T>(items: T[], over: Partial<PageEnvelope<T>> = {}): PageEnvelope<T> {
  const page = over.page ?? 1;
  const pageSize = over.pageSize ?? 10;
  const total = over.total ?? items.length;
  const hasMore = total > (page - 1) * pageSize + items.length;
  return {
    items,
    total,
    page,
    pageSize,
    totalIsExact: true,
    hasMore,
    nextCursor: hasMore ? `after-${page}` : null,
    ...over,
  };
}
