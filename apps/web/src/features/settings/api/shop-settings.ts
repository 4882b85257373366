import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings, ShopSettingsResponse, UpdateShopSettings } from '@shop/domain/contracts/shop-settings';
import { api } from '@/lib/api-client';

/** GET /api/admin/shop-settings: the message channels, template names, hours, address and phone in use. */
export function useShopSettings() {
  return useQuery({ queryKey: ['settings', 'shop'], queryFn: () => api<ShopSettings>('admin/shop-settings') });
}

/** PUT /api/admin/shop-settings (superadmin). */
export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopSettings) => api<ShopSettingsResponse>('admin/shop-settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(['settings', 'shop'], saved.settings);
      return client.invalidateQueries({ queryKey: ['settings', 'overview'] });
    },
  });
}
