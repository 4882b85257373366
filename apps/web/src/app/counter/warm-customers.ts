import { can } from '@shop/domain/policies';
import { CUSTOMERS_LIST, findCustomersQueryOptions } from '@/features/customers/api/find-customers';
import { i18next } from '@/lib/i18n/i18n';
import { listRequestOf } from '@/lib/list/list-request';
import { queryClient } from '@/lib/query-client';
import { getRole, getToken } from '@/lib/session';

/**
 * Manage Customers opened first (a reload, a link, the counter's start of the day): its list call and the words of
 * the screen and of its rows' counter actions (customers, bookings) start as soon as the route table is in, while
 * the frame's and the screen's chunks still download and run, instead of after them. Imported by the route table
 * itself, so nothing here may pull a large module (the contracts' schemas stay out: the list's shape comes from
 * its query module, zod-free). The screen then finds the page in the query cache (same
 * key: the request is read from the address as the screen reads it). Only for a session that may read customers.
 */
export function warmCustomersList(params: URLSearchParams): void {
  if (!getToken() || !can(getRole(), 'customers:read')) return;
  void i18next.loadNamespaces(['customers', 'bookings', 'messages']);
  void queryClient.prefetchQuery(findCustomersQueryOptions(listRequestOf(params, CUSTOMERS_LIST)));
}
