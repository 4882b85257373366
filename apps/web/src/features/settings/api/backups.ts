import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backup, BackupsResponse } from '@shop/domain/contracts/backups';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';

/** GET /api/admin/backups (superadmin): the latest backups and the settings that make them. */
export function getBackups(): Promise<BackupsResponse> {
  return api<BackupsResponse>('admin/backups');
}

export function backupsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.settings.backups(), queryFn: getBackups });
}

export function useBackups() {
  return useQuery(backupsQueryOptions());
}

/** POST /api/admin/backups (superadmin): makes a backup now; answers it, succeeded or failed. */
export function makeBackup(): Promise<Backup> {
  return api<Backup>('admin/backups', { method: 'POST' });
}

export function useMakeBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makeBackup,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.settings.backups() }),
  });
}
