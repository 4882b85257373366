import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { shopDate } from '@shop/domain/shop-days';
import { buildTestApp, freshDatabase, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import type { Database } from '../../src/db/client';
import { reminderRuns, restringReminders } from '../../src/db/schema';
import { runDailyReminders, startReminderSender } from '../../src/services/reminders/auto-sender';
import { racketStrungDaysAgo, remindersTo } from './reminder-factories';

/** Two server instances on one PostgreSQL: one reminder per racket and due date, one automatic run a day. */
let database: Database;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await freshDatabase();
  const env = { REMINDERS_AUTO: 'on', REMINDERS_AT: '09:00' };
  a = await buildTestApp({ database, env });
  b = await buildTestApp({ database, env });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

/**
 * The shop day the file's rounds run on, read once: read at each call, a run crossing the shop's midnight (20:00
 * UTC) between the 09:00 round and the 15:00 one would run "15:00" on the next day, which is a new day's round.
 */
const TODAY = shopDate();
/** That day in Dubai at HH:MM. */
const todayAt = (hhmm: string) => new Date(`${TODAY}T${hhmm}:00+04:00`);

describe('reminders on two instances', () => {
  it('sends one email when two staff press send for the same racket at once', async () => {
    const { racket, customer } = await racketStrungDaysAgo(a.ctx, 95);
    const [ha, hb] = [await authHeaders(a.ctx), await authHeaders(b.ctx)];
    const answers = await Promise.all(
      [a, b, a, b].map((t, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reminders/send',
          headers: i % 2 === 0 ? ha : hb,
          payload: { racket_ids: [racket.id] },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => (r.json() as { sent: number }).sent).sort()).toEqual([0, 0, 0, 1]);
    expect(await remindersTo(a.ctx, customer.email!)).toHaveLength(1);
    const rows = await database.db.select().from(restringReminders).where(eq(restringReminders.racketId, racket.id));
    expect(rows).toHaveLength(1);
  });

  it('runs the automatic sender once a day across both instances, not before REMINDERS_AT', async () => {
    const due = await racketStrungDaysAgo(a.ctx, 100);
    const notYet = await racketStrungDaysAgo(a.ctx, 85);
    expect(await runDailyReminders(a.ctx, todayAt('08:59'))).toEqual({ ran: false, sent: 0 });
    expect(await remindersTo(a.ctx, due.customer.email!)).toHaveLength(0);

    const rounds = await Promise.all([
      runDailyReminders(a.ctx, todayAt('09:00')),
      runDailyReminders(b.ctx, todayAt('09:00')),
      runDailyReminders(a.ctx, todayAt('09:01')),
      runDailyReminders(b.ctx, todayAt('09:01')),
    ]);
    expect(rounds.filter((r) => r.ran)).toHaveLength(1);
    expect(await remindersTo(a.ctx, due.customer.email!)).toHaveLength(1);
    expect(await remindersTo(a.ctx, notYet.customer.email!)).toHaveLength(0);
    expect(await runDailyReminders(b.ctx, todayAt('15:00'))).toEqual({ ran: false, sent: 0 });
    expect(await remindersTo(a.ctx, due.customer.email!)).toHaveLength(1);
  });

  it('the sender loops of both instances, ticked by hand, claim the next day once and stop cleanly', async () => {
    const due = await racketStrungDaysAgo(a.ctx, 120);
    const tomorrow = new Date(todayAt('09:30').getTime() + 86_400_000);
    const senders = [a, b].map((t) =>
      startReminderSender(
        t.ctx,
        { info: () => undefined, error: () => undefined },
        {
          intervalMs: 3_600_000,
          clock: () => tomorrow,
        },
      ),
    );
    senders.forEach((s) => s.tick());
    const day = shopDate(tomorrow);
    await vi.waitUntil(
      async () =>
        (await database.db.select().from(reminderRuns).where(eq(reminderRuns.runDate, day))).length === 1 &&
        (await remindersTo(a.ctx, due.customer.email!)).length === 1,
      { timeout: 10_000, interval: 50 },
    );
    await Promise.all(senders.map((s) => s.stop()));
    const [runs] = await database.db.select({ n: sql<number>`count(*)::int` }).from(reminderRuns);
    expect(Number(runs!.n)).toBe(2);
    expect(await remindersTo(a.ctx, due.customer.email!)).toHaveLength(1);
  });
});
