import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditCsvQuery, AuditListResponse } from '@shop/domain/contracts/audit';
import type { StaffAccountListResponse } from '@shop/domain/contracts/staff-accounts';
import { api, apiBlob, downloadBlob } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** The screen's filters as the URL keeps them ('' is no filter). */
export type AuditFilters = {
  who: string;
  what: string;
  from: string;
  to: string;
};

const filled = (filters: Partial<AuditFilters>) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '' && value !== undefined));

/** GET /api/admin/audit: one page of the trail. */
export function findAuditQueryOptions(request: AuditFilters & { page: number; pageSize: number; cursor?: string }) {
  return queryOptions({
    queryKey: queryKeys.audit.entries(request),
    queryFn: () => api<AuditListResponse>('admin/audit', { query: filled(request) }),
  });
}

/** The accounts to filter by (who): the Staff screen's list, the first hundred. */
export function useAuditAccounts() {
  return useQuery({
    queryKey: queryKeys.audit.accounts(),
    queryFn: () => api<StaffAccountListResponse>('admin/accounts', { query: { pageSize: 100 } }),
  });
}

/** GET /api/admin/audit.csv with the screen's filters, saved as the server names it. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const query = filled(filters) as AuditCsvQuery;
  const blob = await apiBlob('admin/audit.csv', { query });
  downloadBlob(
    blob,
    query.from || query.to ? `audit-${query.from ?? 'start'}-to-${query.to ?? 'today'}.csv` : 'audit.csv',
  );
}
