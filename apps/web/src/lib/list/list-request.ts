/** The filters a list keeps in the URL, each by name. */
export type ListFilters = Record<string, string>;

/** What a list call is asked: the search, the page (and the cursor that opens it), and the filters. */
export type ListRequest<F extends ListFilters> = {
  search: string;
  page: number;
  pageSize: number;
  cursor?: string;
} & F;

/** A list's shape: its page size, whether it has a search box, and its filters with their defaults. */
export interface ListShape<F extends ListFilters> {
  pageSize: number;
  searchable: boolean;
  filters?: F;
}

function positiveInt(text: string | null): number | null {
  return text && /^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : null;
}

/** The filters the URL query sets, each at its default when left out. */
export function listFiltersOf<F extends ListFilters>(params: URLSearchParams, defaults: F): F {
  return Object.fromEntries(Object.entries(defaults).map(([name, d]) => [name, params.get(name) ?? d])) as F;
}

/**
 * The list call an address asks for: its search, page, cursor and filters read from the URL query, a filter left
 * out of the URL at its default. The list screen's hook (use-list-query.ts) and the first screen's early fetch
 * (app/counter/warm-customers.ts) read it here, so they ask for the same page.
 */
export function listRequestOf<F extends ListFilters>(params: URLSearchParams, shape: ListShape<F>): ListRequest<F> {
  const search = shape.searchable ? (params.get('search') ?? '').trim() : '';
  const page = positiveInt(params.get('page')) ?? 1;
  const cursor = params.get('cursor') || undefined;
  const filters = listFiltersOf(params, (shape.filters ?? {}) as F);
  return { ...filters, search, page, pageSize: shape.pageSize, ...(cursor ? { cursor } : {}) } as ListRequest<F>;
}
