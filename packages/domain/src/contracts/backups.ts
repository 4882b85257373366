import { z } from 'zod';

/** Backups (docs/decisions/backups.md): `GET /api/admin/backups` and `POST /api/admin/backups` (superadmin). */
export const BACKUP_MESSAGES = {
  noFields: 'A backup is made with the server settings: send no fields.',
  alreadyRunning: 'A backup is being made right now. Wait for it to finish, then try again.',
  failedTitle: 'Backup failed',
  failedMessage:
    'The latest backup of the database failed. The previous backups are kept; a superadmin sees why under Settings, Backups.',
} as const;

export const BACKUP_ENGINES = ['pglite', 'postgres'] as const;
export type BackupEngine = (typeof BACKUP_ENGINES)[number];
export const BACKUP_REASONS = ['daily', 'manual'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];
export const BACKUP_OUTCOMES = ['running', 'succeeded', 'failed'] as const;
export type BackupOutcome = (typeof BACKUP_OUTCOMES)[number];

/** How many backups the list shows. */
export const BACKUP_LIST_LIMIT = 30;

export const backupSchema = z.object({
  id: z.number().int(),
  /** When it started (ISO). */
  started_at: z.string(),
  finished_at: z.string().nullable(),
  engine: z.enum(BACKUP_ENGINES),
  reason: z.enum(BACKUP_REASONS),
  outcome: z.enum(BACKUP_OUTCOMES),
  /** The file in BACKUP_DIR (null until written, or when it failed). */
  file_name: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  /** Why it failed (null otherwise). */
  error: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupsResponseSchema = z.object({
  /** The latest first, at most BACKUP_LIST_LIMIT. */
  backups: z.array(backupSchema),
  /** The settings (BACKUP_HOUR, BACKUP_KEEP, BACKUP_DIR): hour is null when daily backups are off. */
  schedule: z.object({ hour: z.number().int().min(0).max(23).nullable(), keep: z.number().int(), dir: z.string() }),
});
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;

/** `POST /api/admin/backups`: no fields. */
export const makeBackupRequestSchema = z.strictObject({}, { error: BACKUP_MESSAGES.noFields }).nullish();
