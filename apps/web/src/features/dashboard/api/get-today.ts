import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayResponse } from '@shop/domain/contracts/dashboard';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/dashboard/today: today's takings (Asia/Dubai) by payment method. */
export function getToday(): Promise<TodayResponse> {
  return api<TodayResponse>('dashboard/today');
}

export const todayQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard.today(), queryFn: getToday, refetchInterval: 60_000 });

export function useToday() {
  return useQuery(todayQueryOptions());
}
