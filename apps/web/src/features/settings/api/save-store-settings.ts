import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSettings, UpdateStoreSettings } from '@shop/domain/contracts/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** PUT /api/admin/settings/store (superadmin): whether catalogue prices include VAT. */
export function saveStoreSettings(body: UpdateStoreSettings): Promise<StoreSettings> {
  return api<StoreSettings>('admin/settings/store', { method: 'PUT', body });
}

export function useSaveStoreSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStoreSettings,
    onSuccess: (saved) => client.setQueryData(queryKeys.settings.store(), saved),
  });
}
