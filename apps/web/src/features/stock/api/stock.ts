import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StockAdjustmentInput,
  StockChangeResponse,
  StockItem,
  StockLedger,
  StockReceiptInput,
  StockThresholdInput,
} from '@shop/domain/contracts/stock';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/stock: every stocked string in metres, with its threshold and status. */
export const stockQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.stock.all, queryFn: () => api<StockItem[]>('stock'), refetchInterval: 60_000 });

export function useStock() {
  return useQuery(stockQueryOptions());
}

/** GET /api/stock/{id}/ledger: the string's entries, newest first, with who and when. */
export function useStockLedger(stringId: number | null) {
  return useQuery({
    queryKey: queryKeys.stock.ledger(stringId),
    queryFn: () => api<StockLedger>(`stock/${stringId}/ledger`),
    enabled: stringId !== null,
  });
}

/** POST /api/stock/receipts or /adjustments; the stock, its ledgers and the catalogue are read again after. */
export function useChangeStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: ({ kind: 'receipt' } & StockReceiptInput) | ({ kind: 'adjustment' } & StockAdjustmentInput),
    ) => {
      const { kind, ...body } = input;
      return api<StockChangeResponse>(kind === 'receipt' ? 'stock/receipts' : 'stock/adjustments', {
        method: 'POST',
        body,
      });
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.stock.all });
      await client.invalidateQueries({ queryKey: queryKeys.catalogue.all });
    },
  });
}

/** PUT /api/stock/{id}/threshold (admins): the string's low-stock threshold; its status follows. */
export function useSetThreshold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ stringId, ...body }: { stringId: number } & StockThresholdInput) =>
      api<StockChangeResponse>(`stock/${stringId}/threshold`, { method: 'PUT', body }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.stock.all });
      await client.invalidateQueries({ queryKey: queryKeys.catalogue.all });
    },
  });
}
