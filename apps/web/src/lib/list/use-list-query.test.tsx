import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { pageEnvelopeSchema, type PageEnvelope } from '@shop/domain/contracts/common';
import { api } from '@/lib/api-client';
import { useNavbarSearchState } from '@/lib/navbar-search';
import { fakeApi, type FakeRequest } from '@/testing/api';
import { renderRoutes } from '@/testing/render';
import { useListQuery, type ListRequest } from './use-list-query';

type Row = { id: number };
type Filters = { colour: string };
const THINGS = '/api/things';
const thingsPage = pageEnvelopeSchema(z.object({ id: z.number() }));

const things = (request: ListRequest<Filters>) =>
  queryOptions({
    queryKey: ['things', request],
    queryFn: () => api<PageEnvelope<Row>>('things', { query: { ...request } }),
  });

/** Renders of the screen's rows once it has them (a real screen's rows are its costliest part). */
let rendersWithRows = 0;
function Rows({ items }: { items: readonly Row[] }) {
  if (items.length > 0) rendersWithRows += 1;
  return <p>{items.length} rows</p>;
}

/** A list screen reduced to what the hook gives: the request it made, its filter and its pager. */
function Things() {
  const list = useListQuery({
    pageSize: 10,
    searchPlaceholder: 'Search things',
    filters: { colour: '' },
    query: things,
  });
  const box = useNavbarSearchState();
  return (
    <>
      <input aria-label="Search" value={box.value} onChange={(e) => box.setValue(e.target.value)} />
      <button onClick={() => list.setFilter('colour', 'red')}>Red</button>
      <button onClick={() => list.pager?.onChange(list.page + 1)}>Next</button>
      <output>{JSON.stringify({ search: list.search, page: list.page, ...list.filters })}</output>
      <Rows items={list.items} />
    </>
  );
}

const answer = ({ query }: FakeRequest): PageEnvelope<Row> => {
  const page = Number(query.get('page'));
  return { items: [{ id: page }], total: 100, page, pageSize: 10, totalIsExact: true, hasMore: true, nextCursor: null };
};
const asked = (request: FakeRequest | undefined) =>
  Object.fromEntries(['search', 'page', 'pageSize', 'cursor', 'colour'].map((n) => [n, request?.query.get(n) ?? null]));

function open(url: string) {
  const list = fakeApi.get(THINGS, thingsPage, answer);
  const view = renderRoutes(
    [
      {
        path: '/things',
        element: <Things />,
      },
    ],
    [url],
  );
  return { list, router: view.router };
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;

describe('useListQuery', { timeout: 20_000 }, () => {
  it('asks for what the URL says: search, page, cursor and filters', async () => {
    const { list } = open('/things?search=%20khan%20&page=3&cursor=k.3&colour=blue');
    await waitFor(() =>
      expect(asked(list.last())).toEqual({ search: 'khan', page: '3', pageSize: '10', cursor: 'k.3', colour: 'blue' }),
    );
    expect(screen.getByLabelText('Search')).toHaveValue('khan');
    expect(shown()).toEqual({ search: 'khan', page: 3, colour: 'blue' });
  });

  it('shows the first page with its pager in one render: remembering the page renders nothing again', async () => {
    rendersWithRows = 0;
    open('/things');
    // Found inside act(): the effects of the render that showed the rows, and what they set, have run by then.
    await screen.findByText('1 rows');
    // The search box's binding and the page's cursor are recorded without rendering the rows a second time.
    expect(rendersWithRows).toBe(1);
  });

  it('a bad page number in the URL opens page 1', async () => {
    const { list } = open('/things?page=abc');
    await waitFor(() => expect(asked(list.last()).page).toBe('1'));
  });

  it('a new search, or a new filter, starts again at page 1 without a cursor', async () => {
    const { list, router } = open('/things?page=4&cursor=k.4');
    await waitFor(() => expect(list.count()).toBe(1));
    await userEvent.type(screen.getByLabelText('Search'), 'grip');
    await waitFor(() => expect(router.state.location.search).toBe('?search=grip'));
    await waitFor(() => expect(asked(list.last())).toMatchObject({ search: 'grip', page: '1', cursor: null }));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=grip&page=2'));
    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=grip&colour=red'));
    await waitFor(() => expect(asked(list.last())).toMatchObject({ colour: 'red', page: '1', cursor: null }));
  });

  it('back restores the previous URL state: each page and filter is one step, typing is one', async () => {
    const { router } = open('/things');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shown()).toMatchObject({ page: 2 }));
    await userEvent.type(screen.getByLabelText('Search'), 'a');
    await waitFor(() => expect(shown()).toMatchObject({ search: 'a', page: 1 }));
    await userEvent.type(screen.getByLabelText('Search'), 'b');
    await waitFor(() => expect(shown()).toMatchObject({ search: 'ab', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    await waitFor(() => expect(shown()).toEqual({ search: 'ab', page: 1, colour: 'red' }));

    await router.navigate(-1);
    await waitFor(() => expect(shown()).toEqual({ search: 'ab', page: 1, colour: '' }));
    await router.navigate(-1);
    await waitFor(() => expect(shown()).toEqual({ search: '', page: 2, colour: '' }));
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue('ab'));
  });
});
