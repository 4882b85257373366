import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDebouncedCallback } from '@mantine/hooks';
import type { PageEnvelope } from '@shop/domain/contracts/common';
import { useNavbarSearchBox } from '@/lib/navbar-search';
import { freshMemory, memoryFromState, pagerFor, recordPage, type PagingMemory } from './paging-memory';
import { listFiltersOf, listRequestOf, type ListFilters, type ListRequest } from './list-request';

export type { ListFilters, ListRequest } from './list-request';

export interface ListQueryOptions<T, F extends ListFilters, K extends QueryKey> {
  pageSize: number;
  /** The navbar box's placeholder. A list without one has no search. */
  searchPlaceholder?: string;
  /** The filters kept in the URL, each with its default (a default is left out of the URL). */
  filters?: F;
  /** The list call for a request: the feature's query options. */
  query(request: ListRequest<F>): UseQueryOptions<PageEnvelope<T>, Error, PageEnvelope<T>, K>;
  debounceMs?: number;
}

/** The history entry's state this hook adds to: whether it was made by typing, and the paging memory. */
interface ListState {
  listTyped?: boolean;
  listMemory?: PagingMemory;
}

function setOrDelete(params: URLSearchParams, name: string, value: string | undefined, fallback: string) {
  if (value === undefined || value === fallback) params.delete(name);
  else params.set(name, value);
}

/**
 * A list screen's state, kept in the URL query so the back button, a reload and a shared link
 * keep it: `search` (typed in the navbar box, debounced), `page`, `cursor` (the previous page's
 * nextCursor, for pages past those that open by number) and the declared filters. A new search or
 * filter starts again at page 1 without a cursor. Runs the list call, keeping the last page on
 * screen while the next one loads.
 */
export function useListQuery<T, K extends QueryKey, F extends ListFilters = Record<never, string>>(
  options: ListQueryOptions<T, F, K>,
) {
  const { pageSize, searchPlaceholder, debounceMs = 250 } = options;
  const defaults = (options.filters ?? {}) as F;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const historyState = (location.state ?? {}) as ListState & Record<string, unknown>;

  const request = listRequestOf(params, { pageSize, searchable: searchPlaceholder !== undefined, filters: defaults });
  const { search, page, cursor } = request;
  const filters = listFiltersOf(params, defaults);
  const key = JSON.stringify([search, filters]);

  const [stored, setMemory] = useState<PagingMemory>(() => memoryFromState(historyState, key) ?? freshMemory(key));
  const memory = stored.key === key ? stored : (memoryFromState(historyState, key) ?? freshMemory(key));

  /** The one place the URL changes. A new search or filter drops the page and its cursor. */
  function go(change: { search?: string; filters?: Partial<F>; page?: number; cursor?: string }, typed = false) {
    const next = new URLSearchParams(params);
    const changedFilters = Object.entries(change.filters ?? {}).filter(([name, value]) => value !== filters[name]);
    const restart = (change.search !== undefined && change.search !== search) || changedFilters.length > 0;
    if (change.search !== undefined) setOrDelete(next, 'search', change.search, '');
    for (const [name, value] of changedFilters) setOrDelete(next, name, value as string, defaults[name]!);
    if (restart || change.page !== undefined) {
      setOrDelete(next, 'page', restart ? undefined : String(change.page), '1');
      setOrDelete(next, 'cursor', restart ? undefined : change.cursor, '');
    }
    if (next.toString() === params.toString()) return;
    // Typing adds one history entry, then refines it; paging and filters add one each.
    setParams(next, {
      replace: typed && historyState.listTyped === true,
      state: { ...historyState, listTyped: typed, listMemory: restart ? undefined : memory },
      preventScrollReset: true,
    });
  }

  // The navbar box: the text typed, written to the URL once typing pauses.
  const [text, setText] = useState(search);
  const written = useRef<string | null>(null);
  useEffect(() => {
    // Our own write of what was typed (typing may have gone on since): the box keeps its text.
    if (search === written.current) {
      written.current = null;
      return;
    }
    // The URL changed under the box (back, forward, a link): show its search.
    setText((typed) => (typed.trim() === search ? typed : search));
  }, [search]);
  const writeSearch = useDebouncedCallback((value: string) => {
    if (value === search) return;
    written.current = value;
    go({ search: value }, true);
  }, debounceMs);
  const onType = useCallback(
    (value: string) => {
      setText(value);
      writeSearch(value.trim());
    },
    [writeSearch],
  );
  useNavbarSearchBox(searchPlaceholder !== undefined, searchPlaceholder ?? '', text, onType);

  const query = useQuery({ ...options.query(request), placeholderData: keepPreviousData });

  // The previous search's page, shown while the new one loads, says nothing about the new list.
  const settled = query.isPlaceholderData ? undefined : query.data;
  const openedByNumber = cursor === undefined;
  // The page's cursor and count, remembered as the page is rendered: set during the render, so React runs this hook
  // again at once, before the screen's rows (an effect made a second render of the whole screen, every row included,
  // just after it first showed them). It converges: recording a page already recorded changes nothing.
  const recorded = settled ? recordPage(memory, settled, openedByNumber) : memory;
  if (recorded !== stored) setMemory(recorded);

  const data = query.data;
  const pager = data ? pagerFor(recorded, data, page, openedByNumber) : null;
  return {
    /** The search the list was asked for (the URL's). */
    search,
    filters,
    setFilter: <K extends keyof F & string>(name: K, value: F[K]) =>
      go({ filters: { [name]: value } as unknown as Partial<F> }),
    /** Several filters changed at once: one history entry, one restart. */
    setFilters: (change: Partial<F>) => go({ filters: change }),
    page,
    query,
    items: data?.items ?? [],
    pager: pager && {
      ...pager,
      onChange: (target: number) => go({ page: target, cursor: pager.cursorFor(target) }),
    },
  };
}
