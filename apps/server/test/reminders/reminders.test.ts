import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REMINDER_MESSAGES, type DueReminder } from '@shop/domain/contracts/reminders';
import { addDays, shopDate } from '@shop/domain/shop-days';
import { lastAudit } from '../helpers/audit';
import { buildTestApp, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { restringReminders } from '../../src/db/schema';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { buildStringing, racketStrungDaysAgo, remindersTo } from './reminder-factories';
import { buildRacket } from '../helpers/rackets-factories';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  staff = await authHeaders(t.ctx, 'staff');
});
afterAll(async () => t?.close());

const due = async (within?: number): Promise<DueReminder[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reminders/due${within === undefined ? '' : `?within=${within}`}`,
    headers: staff,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as DueReminder[];
};
const send = (payload: Record<string, unknown>, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: '/api/reminders/send', headers, payload });
const idsOf = (list: DueReminder[]) => list.map((r) => r.racket_id);

describe('the due list', () => {
  it('lists rackets due now and within 14 days from their last stringing plus their interval', async () => {
    const overdue = await racketStrungDaysAgo(t.ctx, 100);
    const soon = await racketStrungDaysAgo(t.ctx, 80);
    const later = await racketStrungDaysAgo(t.ctx, 10);
    const shortInterval = await racketStrungDaysAgo(t.ctx, 40, { interval: 30 });
    const list = await due();
    expect(idsOf(list)).toEqual(expect.arrayContaining([overdue.racket.id, soon.racket.id, shortInterval.racket.id]));
    expect(idsOf(list)).not.toContain(later.racket.id);
    const row = list.find((r) => r.racket_id === overdue.racket.id)!;
    expect(row).toMatchObject({
      customer_id: overdue.customer.id,
      customer_name: `${overdue.customer.firstName} Customer`,
      racket: 'Babolat Pure Aero',
      last_strung_at: overdue.readyOn,
      due_at: addDays(overdue.readyOn, 90),
      channel: 'email',
      reminder_interval_days: 90,
      reminded_at: null,
    });
    const now = idsOf(await due(0));
    expect(now).toContain(overdue.racket.id);
    expect(now).not.toContain(soon.racket.id);
    // Due first.
    const dueDates = list.map((r) => r.due_at);
    expect(dueDates).toEqual([...dueDates].sort());
  });

  it('leaves out a racket on the bench, one never strung here, and counts the latest stringing', async () => {
    const onBench = await racketStrungDaysAgo(t.ctx, 120);
    await buildStringing(t.ctx, {
      customerId: onBench.customer.id,
      racketId: onBench.racket.id,
      readyOn: shopDate(),
      stage: 'received',
    });
    const restrung = await racketStrungDaysAgo(t.ctx, 200);
    await buildStringing(t.ctx, {
      customerId: restrung.customer.id,
      racketId: restrung.racket.id,
      readyOn: addDays(shopDate(), -5),
    });
    const never = await buildRacket(t.ctx, onBench.customer.id);
    const ids = idsOf(await due());
    expect(ids).not.toContain(onBench.racket.id);
    expect(ids).not.toContain(restrung.racket.id);
    expect(ids).not.toContain(never.id);
  });

  it('offers a WhatsApp link with the reminder text to a customer without email', async () => {
    const walkIn = await racketStrungDaysAgo(t.ctx, 95, { email: null, phone: '050 123 9876', firstName: 'Huda' });
    const row = (await due()).find((r) => r.racket_id === walkIn.racket.id)!;
    expect(row.channel).toBe('whatsapp');
    expect(row.whatsapp_url).toMatch(/^https:\/\/wa\.me\/971501239876\?text=/);
    expect(decodeURIComponent(row.whatsapp_url!.split('text=')[1]!)).toContain('Hello Huda Customer,');
  });
});

describe('sending', () => {
  it('emails the reminder once in the customer’s language with an unsubscribe link; a second send skips it', async () => {
    const arabic = await racketStrungDaysAgo(t.ctx, 91, { language: 'ar' });
    const english = await racketStrungDaysAgo(t.ctx, 91);
    const first = await send({ racket_ids: [arabic.racket.id, english.racket.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sent: 2, skipped: 0 });
    expect((await send({ racket_ids: [arabic.racket.id] })).json()).toEqual({ sent: 0, skipped: 1 });

    t.mail.sent.length = 0;
    await deliverDueEmails(t.ctx.db, t.mail);
    const ar = t.mail.sent.find((m) => m.to === arabic.customer.email)!;
    expect(ar.subject).toContain('حان وقت تغيير أوتار مضربك');
    expect(ar.text).toContain('Babolat Pure Aero');
    expect(ar.text).toMatch(/لإيقاف تذكيرات تغيير الأوتار: \u2066http:\/\/shop\.test\/unsubscribe\?token=/);
    expect(ar.html).toContain('<html dir="rtl" lang="ar">');
    const en = t.mail.sent.find((m) => m.to === english.customer.email)!;
    expect(en.subject).toBe('Time to restring your racket – Racket Lab Tennis');
    expect(en.text).toContain('was last strung with us on');
    expect(await remindersTo(t.ctx, english.customer.email!)).toHaveLength(1);
    const row = (await due()).find((r) => r.racket_id === english.racket.id)!;
    expect(row.reminded_at).not.toBeNull();
    expect(await lastAudit(t.ctx, 'reminders.send')).toMatchObject({ details: { via: 'email', sent: 2, skipped: 0 } });
  });

  it('skips a racket not due within 14 days and one that does not exist, sending nothing', async () => {
    const fresh = await racketStrungDaysAgo(t.ctx, 5);
    expect((await send({ racket_ids: [fresh.racket.id, 999_999] })).json()).toEqual({ sent: 0, skipped: 2 });
    expect(await remindersTo(t.ctx, fresh.customer.email!)).toHaveLength(0);
  });

  it('records a WhatsApp reminder for a customer without email; email is not a way to reach them', async () => {
    const walkIn = await racketStrungDaysAgo(t.ctx, 95, { email: null, phone: '050 555 4411' });
    expect((await send({ racket_ids: [walkIn.racket.id] })).json()).toEqual({ sent: 0, skipped: 1 });
    expect((await send({ racket_ids: [walkIn.racket.id], via: 'whatsapp' })).json()).toEqual({ sent: 1, skipped: 0 });
    const rows = await t.ctx.db
      .select()
      .from(restringReminders)
      .where(eq(restringReminders.racketId, walkIn.racket.id));
    expect(rows.map((r) => r.channel)).toEqual(['whatsapp']);
  });
});

describe('unsubscribing', () => {
  it('the email’s link stops every later reminder; a forged token is refused', async () => {
    const customer = await racketStrungDaysAgo(t.ctx, 92);
    await send({ racket_ids: [customer.racket.id] });
    const [email] = await remindersTo(t.ctx, customer.customer.email!);
    const token = decodeURIComponent(/token=(\S+)/.exec(email!.textBody)![1]!);

    const forged = `${customer.customer.id + 1}.${token.split('.')[1]}`;
    const bad = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token: forged } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(REMINDER_MESSAGES.tokenInvalid);

    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(REMINDER_MESSAGES.unsubscribed);
    }
    const other = await buildRacket(t.ctx, customer.customer.id);
    await buildStringing(t.ctx, { customerId: customer.customer.id, racketId: other.id, readyOn: '2025-01-01' });
    expect(idsOf(await due())).not.toContain(other.id);
    expect((await send({ racket_ids: [other.id] })).json()).toEqual({ sent: 0, skipped: 1 });
    expect(await remindersTo(t.ctx, customer.customer.email!)).toHaveLength(1);
    expect(await lastAudit(t.ctx, 'reminders.unsubscribe')).toMatchObject({
      actorId: null,
      subject: expect.stringMatching(/^customer:\d+$/),
    });
  });
});

describe('refusals', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reminders/due' })).statusCode).toBe(401);
    expect((await send({ racket_ids: [1] }, {})).statusCode).toBe(401);
  });

  it('answers 400 with a sentence for malformed input and changes nothing', async () => {
    const before = (await t.ctx.db.select().from(restringReminders)).length;
    for (const within of ['abc', '-1', '91', '1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reminders/due?within=${within}`, headers: staff });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(REMINDER_MESSAGES.withinInvalid);
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    for (const payload of [
      {},
      { racket_ids: [] },
      { racket_ids: ['x'] },
      { racket_ids: [0] },
      { racket_ids: tooMany },
    ]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(REMINDER_MESSAGES.racketIdsInvalid);
    }
    expect((await send({ racket_ids: [1], via: 'sms' })).statusCode).toBe(400);
    for (const payload of [{}, { token: '' }, { token: 'not-a-token' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(REMINDER_MESSAGES.tokenInvalid);
    }
    expect((await t.ctx.db.select().from(restringReminders)).length).toBe(before);
  });
});
