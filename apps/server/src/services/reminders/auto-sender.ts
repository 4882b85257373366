import { eq } from 'drizzle-orm';
import { shopDate, SHOP_TIME_ZONE } from '@shop/domain/shop-days';
import type { AppContext } from '../../context';
import { reminderRuns } from '../../db/schema';
import { startPeriodicTask } from '../../lib/periodic-task';
import { sendRemindersWith } from './send';

/** HH:MM (24-hour) of an instant in Dubai. */
export function dubaiTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

export interface DailyRunResult {
  /** This call claimed the day and sent its reminders. */
  ran: boolean;
  sent: number;
}

/**
 * The automatic sender's round at `now`: from REMINDERS_AT (Dubai) on, the first instance to insert
 * the day's reminder_runs row emails every reminder due that day or earlier and not yet sent, in the
 * same transaction (a crash leaves the day unclaimed; another round takes it). Every other round
 * that day, on any instance, finds the row and does nothing; the reminder rows' unique key stops a
 * reminder that staff sent meanwhile from going twice.
 */
export async function runDailyReminders(
  ctx: Pick<AppContext, 'config' | 'db' | 'kickOutbox'>,
  now: Date,
): Promise<DailyRunResult> {
  if (dubaiTime(now) < ctx.config.reminders.at) return { ran: false, sent: 0 };
  const day = shopDate(now);
  const result = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(reminderRuns)
      .values({ runDate: day })
      .onConflictDoNothing()
      .returning({ day: reminderRuns.runDate });
    if (!claimed) return { ran: false, sent: 0 };
    const round = { actorId: null, today: day, within: 0, onlyUnreminded: true };
    let { sent } = await sendRemindersWith(tx, ctx, { ...round, via: 'email' });
    // With WhatsApp set up, customers without email get the reminder template there.
    if (ctx.config.whatsapp.enabled) sent += (await sendRemindersWith(tx, ctx, { ...round, via: 'whatsapp' })).sent;
    await tx.update(reminderRuns).set({ sent }).where(eq(reminderRuns.runDate, day));
    return { ran: true, sent };
  });
  if (result.sent > 0) ctx.kickOutbox();
  return result;
}

/**
 * Runs the daily round every `intervalMs` when REMINDERS_AUTO=on (otherwise starts nothing);
 * `clock` is for tests. stop() waits for a running round.
 */
export function startReminderSender(
  ctx: Pick<AppContext, 'config' | 'db' | 'kickOutbox'>,
  log: { error(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void },
  options: { intervalMs?: number; clock?: () => Date } = {},
) {
  if (!ctx.config.reminders.auto) return { tick: () => undefined, stop: async () => undefined };
  const clock = options.clock ?? (() => new Date());
  const task = startPeriodicTask(
    async () => {
      const r = await runDailyReminders(ctx, clock());
      if (r.ran) log.info(r, 'restring reminders sent for the day');
    },
    options.intervalMs ?? 60_000,
    (error) => log.error({ err: error }, 'restring reminder round failed'),
  );
  return { tick: task.run, stop: task.stop };
}
