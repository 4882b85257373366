import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsResponse, UpdateShopSettings } from '@shop/domain/contracts/shop-settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/shop-settings: the message channels, template names, hours, address and phone in use. */
export function useShopSettings() {
  return useQuery({ queryKey: queryKeys.settings.shop(), queryFn: () => api<ShopSettings>('admin/shop-settings') });
}

/** PUT /api/admin/shop-settings (superadmin). */
export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopSettings) => api<ShopSettingsResponse>('admin/shop-settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.settings.shop(), saved.settings);
      return client.invalidateQueries({ queryKey: queryKeys.settings.overview() });
    },
  });
}
