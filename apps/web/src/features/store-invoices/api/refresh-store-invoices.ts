import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefreshStoreInvoicesResponse } from '@shop/domain/contracts/store-invoices';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** Asks the server to make invoices for store orders that have none yet. */
export function refreshStoreInvoices(): Promise<RefreshStoreInvoicesResponse> {
  return api<RefreshStoreInvoicesResponse>('bigcommerce-invoices/refresh', { method: 'POST' });
}

export function useRefreshStoreInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshStoreInvoices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.storeInvoices.all }),
  });
}
