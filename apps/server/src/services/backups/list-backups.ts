import { desc } from 'drizzle-orm';
import { BACKUP_LIST_LIMIT, type Backup, type BackupsResponse } from '@shop/domain/contracts/backups';
import type { AppContext } from '../../context';
import { backups } from '../../db/schema';
import type { BackupRow } from './run-backup';

export function toBackup(row: BackupRow): Backup {
  return {
    id: row.id,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    engine: row.engine,
    reason: row.reason,
    outcome: row.outcome,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    error: row.error,
  };
}

/** The latest backups, newest first, with the settings that make them. */
export async function listBackups(ctx: Pick<AppContext, 'config' | 'db'>): Promise<BackupsResponse> {
  const rows = await ctx.db
    .select()
    .from(backups)
    .orderBy(desc(backups.startedAt), desc(backups.id))
    .limit(BACKUP_LIST_LIMIT);
  const { hour, keep, dir } = ctx.config.backups;
  return { backups: rows.map(toBackup), schedule: { hour, keep, dir } };
}
