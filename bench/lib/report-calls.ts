/**
 * The owner's reports (issue 15): last month's summary, all stores and one store, at the data set's volume
 * (a million bookings over two years: about 40,000 a month). Target: p99 ≤ 200 ms at 10 connections on PostgreSQL.
 */
import { periodRange, shopDate } from '@shop/domain/shop-days';
import type { Call } from './calls';

export function reportCalls(): Call[] {
  const { from, to } = periodRange('last-month', shopDate());
  const path = `/api/reports/summary?from=${from}&to=${to}`;
  return [
    { name: 'reports month summary', request: { method: 'GET', path } },
    {
      name: 'reports month summary store=Marina Store',
      request: { method: 'GET', path: `${path}&store=Marina%20Store` },
    },
  ];
}
