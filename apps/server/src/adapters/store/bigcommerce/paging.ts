import { badGateway } from '../../../lib/errors';
import type { createBigCommerceHttp } from './http';

type Http = ReturnType<typeof createBigCommerceHttp>;
type Query = Record<string, string | number | undefined>;

interface V3Page<T> {
  data: T[];
  meta?: { pagination?: { total_pages?: number; current_page?: number } };
}

const V3_LIMIT = 250;
const V2_LIMIT = 250;
const SAME_PAGE_AGAIN =
  'The online store answered the same page of results twice; the import was stopped so that nothing is counted twice. Please try again later.';

/** Every page of a v3 list, following meta.pagination (a list without it is one page). */
export async function v3All<T>(http: Http, path: string, query: Query): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await http.get(path, { ...query, page, limit: V3_LIMIT });
    if (status === 404) return items;
    const envelope = body as V3Page<T>;
    items.push(...(envelope?.data ?? []));
    const totalPages = envelope?.meta?.pagination?.total_pages ?? 1;
    if (page >= totalPages) return items;
  }
}

/**
 * Every page of a v2 list, one at a time to `onPage`: an array a page, 204 (no body) past the end.
 * The documentation states no maximum page size, so a page shorter than asked is not the end; only
 * an empty page is. There is no cap on the number of pages: a store that repeats a page instead of
 * moving on is an error (said in words), never a silent cut. Returns false when the list is a 404.
 */
export async function v2Pages<T extends { id: number }>(
  http: Http,
  path: string,
  query: Query,
  onPage: (rows: T[]) => Promise<void>,
): Promise<boolean> {
  let previous = '';
  for (let page = 1; ; page += 1) {
    const { status, body } = await http.get(path, { ...query, page, limit: V2_LIMIT });
    if (status === 404) return page > 1;
    const rows = Array.isArray(body) ? (body as T[]) : [];
    if (status === 204 || rows.length === 0) return true;
    const ids = rows.map((r) => r.id).join(',');
    if (ids === previous) throw badGateway(SAME_PAGE_AGAIN);
    previous = ids;
    await onPage(rows);
  }
}

/** Every row of a v2 list, or null when the list itself is a 404 (no such order). */
export async function v2All<T extends { id: number }>(http: Http, path: string, query: Query): Promise<T[] | null> {
  const items: T[] = [];
  const found = await v2Pages<T>(http, path, query, async (rows) => {
    items.push(...rows);
  });
  return found ? items : null;
}
