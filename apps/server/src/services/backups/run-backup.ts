import { and, eq, lt, sql } from 'drizzle-orm';
import { BACKUP_MESSAGES, type BackupReason } from '@shop/domain/contracts/backups';
import type { AppContext } from '../../context';
import { backups } from '../../db/schema';
import { createNotification } from '../notifications/create-notification';
import { emailAdmins } from '../notifications/email-admins';
import { pruneBackups } from './backup-files';
import { writeBackup } from './write-backup';

export type BackupRow = typeof backups.$inferSelect;

/** A backup still "running" after this long was left by a server that stopped: it is marked failed. */
const STALE_HOURS = 2;
const STOPPED = 'The server stopped before this backup finished.';

/**
 * Makes a backup into BACKUP_DIR and records it (docs/decisions/backups.md). One at a time across
 * instances: the row is inserted as 'running' under a unique index, so a second backup (a click on
 * another instance, the daily round) gets null. A daily backup also claims its Dubai day (daily_date,
 * unique), so one instance makes it. After a success the oldest files beyond BACKUP_KEEP are deleted;
 * a failure is recorded with its reason and tells the admins (a notification and an email).
 */
export async function runBackup(
  ctx: Pick<AppContext, 'config' | 'database' | 'db' | 'kickOutbox'>,
  options: { reason: BackupReason; dailyDate?: string; actorId?: number | null; now?: Date },
): Promise<BackupRow | null> {
  await ctx.db
    .update(backups)
    .set({ outcome: 'failed', error: STOPPED, finishedAt: sql`now()` })
    .where(
      and(eq(backups.outcome, 'running'), lt(backups.startedAt, sql`now() - make_interval(hours => ${STALE_HOURS})`)),
    );
  const [started] = await ctx.db
    .insert(backups)
    .values({
      engine: ctx.database.engine,
      reason: options.reason,
      dailyDate: options.dailyDate ?? null,
      requestedBy: options.actorId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!started) return null;
  const { dir, keep } = ctx.config.backups;
  try {
    const written = await writeBackup(ctx.database, dir, ctx.config.uploadDir, options.now);
    await pruneBackups(dir, keep);
    return await finish(ctx, started.id, {
      outcome: 'succeeded',
      fileName: written.fileName,
      sizeBytes: written.sizeBytes,
    });
  } catch (error) {
    const failed = await finish(ctx, started.id, { outcome: 'failed', error: (error as Error).message });
    await tellAdmins(ctx);
    return failed;
  }
}

function finish(
  ctx: Pick<AppContext, 'db'>,
  id: number,
  values: Pick<Partial<BackupRow>, 'outcome' | 'fileName' | 'sizeBytes' | 'error'>,
): Promise<BackupRow> {
  return ctx.db
    .update(backups)
    .set({ ...values, finishedAt: sql`now()` })
    .where(eq(backups.id, id))
    .returning()
    .then(([row]) => row!);
}

async function tellAdmins(ctx: Pick<AppContext, 'config' | 'db' | 'kickOutbox'>): Promise<void> {
  const { failedTitle: title, failedMessage: message } = BACKUP_MESSAGES;
  const emailed = await ctx.db.transaction(async (tx) => {
    await createNotification(tx, { kind: 'backup_failed', title, message });
    const link: [string, string] = ['Backups', '/dashboard/settings'];
    return emailAdmins(tx, ctx.config, { kind: 'backup_failed', subject: title, message, link });
  });
  if (emailed) ctx.kickOutbox();
}
