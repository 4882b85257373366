import { shopDate } from '@shop/domain/shop-days';
import type { AppContext } from '../../context';
import { startPeriodicTask } from '../../lib/periodic-task';
import { dubaiTime } from '../reminders/auto-sender';
import { runBackup, type BackupRow } from './run-backup';

/**
 * The daily round at `now`: from BACKUP_HOUR (Dubai) on, the first instance to claim the day makes its
 * backup; every other round that day, on any instance, does nothing. Null when nothing was made.
 */
export async function runDailyBackup(
  ctx: Pick<AppContext, 'config' | 'database' | 'db' | 'kickOutbox'>,
  now: Date,
): Promise<BackupRow | null> {
  const { hour } = ctx.config.backups;
  if (hour === null || Number(dubaiTime(now).slice(0, 2)) < hour) return null;
  return runBackup(ctx, { reason: 'daily', dailyDate: shopDate(now), now });
}

/** Runs the daily round every `intervalMs` unless BACKUP_HOUR=off; `clock` is for tests. stop() waits for a running round. */
export function startDailyBackup(
  ctx: Pick<AppContext, 'config' | 'database' | 'db' | 'kickOutbox'>,
  log: { error(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void },
  options: { intervalMs?: number; clock?: () => Date } = {},
) {
  if (ctx.config.backups.hour === null) return { tick: () => undefined, stop: async () => undefined };
  const clock = options.clock ?? (() => new Date());
  const task = startPeriodicTask(
    async () => {
      const made = await runDailyBackup(ctx, clock());
      if (made?.outcome === 'succeeded') log.info({ file: made.fileName, bytes: made.sizeBytes }, 'daily backup made');
      else if (made) log.error({ error: made.error }, 'daily backup failed');
    },
    options.intervalMs ?? 60_000,
    (error) => log.error({ err: error }, 'daily backup round failed'),
  );
  return { tick: task.run, stop: task.stop };
}
