import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettings } from '@shop/domain/contracts/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/settings/store: whether catalogue prices include VAT, and where that comes from. */
export function getStoreSettings(): Promise<StoreSettings> {
  return api<StoreSettings>('admin/settings/store');
}

export function storeSettingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.settings.store(), queryFn: getStoreSettings });
}

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}
