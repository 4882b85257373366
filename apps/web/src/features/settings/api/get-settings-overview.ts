import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsOverview } from '@shop/domain/contracts/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/settings: the adapter in use for the store, payments and the bot check (names only). */
export function getSettingsOverview(): Promise<SettingsOverview> {
  return api<SettingsOverview>('admin/settings');
}

export function settingsOverviewQueryOptions() {
  return queryOptions({ queryKey: queryKeys.settings.overview(), queryFn: getSettingsOverview });
}

export function useSettingsOverview() {
  return useQuery(settingsOverviewQueryOptions());
}
