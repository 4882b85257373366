import { useQuery } from '@tanstack/react-query';
import type { StockStatus, StringEntry } from '@shop/domain/catalogue';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/**
 * GET /api/catalogue: each string's stockStatus as the stock has it now (the booking forms show it and
 * disable strings out of stock). Until it has loaded (or when it fails) no status is known: the server
 * still refuses an out-of-stock string at checkout.
 */
export function useCatalogueStock(): (stringId: number) => StockStatus | null {
  const query = useQuery({
    queryKey: queryKeys.catalogue.all,
    queryFn: () => api<{ strings: StringEntry[] }>('catalogue'),
    staleTime: 30_000,
  });
  const byId = new Map((query.data?.strings ?? []).map((s) => [s.string_id, s.stockStatus]));
  return (stringId) => byId.get(stringId) ?? null;
}
