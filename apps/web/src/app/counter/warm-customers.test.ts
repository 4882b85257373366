import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { customersPageSchema } from '@shop/domain/contracts/customers';
import { queryKeys } from '@/api/query-keys';
import { listRequestOf } from '@/lib/list/list-request';
import { queryClient } from '@/lib/query-client';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/api';
import { listPage } from '@/testing/list-page';
import { warmCustomersList } from './warm-customers';

afterEach(() => {
  clearSession();
  queryClient.clear();
});

describe('Manage Customers opened first', () => {
  it('asks for the page the address names before the screen is in, and the screen finds it in the cache', async () => {
    saveSession('tok-1', 'staff');
    const calls = fakeApi.get('/api/admin/customers', customersPageSchema, listPage([], { pageSize: 10 }));
    warmCustomersList(new URLSearchParams('search=%20khan%20&page=2'));
    await waitFor(() => expect(calls.count()).toBe(1));
    expect(Object.fromEntries(calls.last()!.query)).toEqual({ search: 'khan', page: '2', pageSize: '10' });
    // The key the screen's list hook builds from the same address (use-list-query reads it through listRequestOf).
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.customers.list('khan', 2, 10, undefined))).toBeDefined(),
    );
  });

  it('asks for nothing without a session (the screen sends it to the login)', async () => {
    const calls = fakeApi.get('/api/admin/customers', customersPageSchema, listPage([]));
    warmCustomersList(new URLSearchParams());
    // A request would be recorded as it leaves; the cache would hold the query at once.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(calls.count()).toBe(0);
  });
});

describe('a list request read from the address', () => {
  it('reads the search (trimmed), the page, the cursor and the filters at their defaults', () => {
    const shape = { pageSize: 20, searchable: true, filters: { stage: 'all', store: 'all' } };
    expect(listRequestOf(new URLSearchParams('search=%20x%20&page=3&cursor=k.9&stage=ready'), shape)).toEqual({
      search: 'x',
      page: 3,
      pageSize: 20,
      cursor: 'k.9',
      stage: 'ready',
      store: 'all',
    });
    expect(listRequestOf(new URLSearchParams('search=x&page=0'), { ...shape, searchable: false })).toEqual({
      search: '',
      page: 1,
      pageSize: 20,
      stage: 'all',
      store: 'all',
    });
  });
});
