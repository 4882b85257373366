import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigitsSetting } from '@shop/domain/contracts/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/settings/digits: whether Arabic screens show Arabic-Indic digits. */
export function useDigitsSetting() {
  return useQuery({
    queryKey: queryKeys.settings.digits(),
    queryFn: () => api<DigitsSetting>('admin/settings/digits'),
  });
}

/** PUT /api/admin/settings/digits (superadmin); every screen's formatter follows (public-config). */
export function useSaveDigitsSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DigitsSetting) => api<DigitsSetting>('admin/settings/digits', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.settings.digits(), saved);
      return client.invalidateQueries({ queryKey: queryKeys.publicConfig.all });
    },
  });
}
