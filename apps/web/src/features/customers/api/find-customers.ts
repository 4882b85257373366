import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomersPage } from '@shop/domain/contracts/customers';
import { CUSTOMERS_PAGE_SIZE } from '@shop/domain/contracts/customers-page';
import { api } from '@/lib/api-client';
import type { ListShape } from '@/lib/list/list-request';
import { queryKeys } from '@/api/query-keys';

/**
 * Manage Customers' list: its page size and its search box. The screen and its early fetch at the first load
 * (app/counter/warm-customers.ts) read it here, so they ask for the same page.
 */
export const CUSTOMERS_LIST: ListShape<Record<never, string>> = { pageSize: CUSTOMERS_PAGE_SIZE, searchable: true };

export interface FindCustomersInput {
  search: string;
  page: number;
  pageSize: number;
  /** The previous page's nextCursor, for pages past those that open by number. */
  cursor?: string;
}

/** GET /api/admin/customers?search=&page=&pageSize=&cursor=: one page of customers matching the search. */
export function findCustomers(input: FindCustomersInput, signal?: AbortSignal): Promise<CustomersPage> {
  return api<CustomersPage>('admin/customers', {
    query: { search: input.search, page: input.page, pageSize: input.pageSize, cursor: input.cursor },
    signal,
  });
}

export function findCustomersQueryOptions(input: FindCustomersInput) {
  return queryOptions({
    queryKey: queryKeys.customers.list(input.search, input.page, input.pageSize, input.cursor),
    queryFn: ({ signal }) => findCustomers(input, signal),
  });
}

export function useFindCustomers(input: FindCustomersInput) {
  return useQuery(findCustomersQueryOptions(input));
}
