import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreCheck } from '@shop/domain/contracts/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/settings/store-check: a live check of the store connection, in words. */
export function checkStore(): Promise<StoreCheck> {
  return api<StoreCheck>('admin/settings/store-check');
}

export function storeCheckQueryOptions() {
  // A live check: never answered from the cache, and not retried behind the person's back.
  return queryOptions({ queryKey: queryKeys.settings.storeCheck(), queryFn: checkStore, staleTime: 0, retry: false });
}

export function useStoreCheck() {
  return useQuery(storeCheckQueryOptions());
}
