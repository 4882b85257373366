import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox, whatsappMessages, whatsappOptOuts } from '../../src/db/schema';
import { rowsOf } from '../../src/lib/rows';
import { runDailyReminders } from '../../src/services/reminders/auto-sender';
import { shopDate } from '@shop/domain/shop-days';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { getJob, moveJob, payInStoreJob, readyEmailsTo } from '../helpers/jobs-factories';
import { signedIn } from '../helpers/per-file';
import { racketStrungDaysAgo } from '../reminders/reminder-factories';
import { deliverWhatsApp, whatsappAppForFile, whatsappOfJob } from './whatsapp-setup';
import { WHATSAPP_CREDENTIALS } from './whatsapp-stand-in';

const { t, standIn, webhookUrl } = whatsappAppForFile();
const staff = signedIn(t);

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/** A customer who prefers WhatsApp: the receipt (email first otherwise) goes as the received template. */
const ON_WHATSAPP = { preferredChannel: 'whatsapp' } as const;

const digitsOf = (phone: string) => `971${phone.replace(/\D/g, '').slice(-9)}`;

/** A job booked in store for a new customer and moved to ready for pickup. */
async function readyJob(customer: { id: number }) {
  const id = await payInStoreJob(t, staff, customer.id);
  expect((await moveJob(t, id, staff, { stage: 'in_progress' })).statusCode).toBe(200);
  expect((await moveJob(t, id, staff, { stage: 'ready' })).statusCode).toBe(200);
  return id;
}

const countAll = async () =>
  rowsOf<{ messages: number; statuses: string; opt_outs: number; emails: number }>(
    await t.ctx.db.execute(sql`
      SELECT (SELECT count(*)::int FROM whatsapp_messages) AS messages,
             (SELECT string_agg(status, ',' ORDER BY id) FROM whatsapp_messages) AS statuses,
             (SELECT count(*)::int FROM whatsapp_opt_outs) AS opt_outs,
             (SELECT count(*)::int FROM email_outbox) AS emails`),
  )[0];

describe(`WhatsApp messages sent by the system (${engine})`, () => {
  it("answers Meta's subscription check with the challenge as text, and 403 to anything else", async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${WHATSAPP_CREDENTIALS.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toBe('1158201444');
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${WHATSAPP_CREDENTIALS.verifyToken}&hub.challenge=1`,
      '',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?${query}` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('The verify token is wrong or this is not a subscription request.');
    }
  });

  it("sends the received and ready templates in English with the job's values, and shows their statuses on the job", async () => {
    const customer = await buildCustomer(t.ctx, { ...ON_WHATSAPP, firstName: 'Layla', language: 'en' });
    const id = await readyJob(customer);
    const queued = await whatsappOfJob(t, id);
    expect(queued.map((m) => [m.kind, m.status, m.language])).toEqual([
      ['received', 'queued', 'en'],
      ['ready', 'queued', 'en'],
    ]);
    // WhatsApp replaces the ready email; the email stays the fallback.
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(0);

    await deliverWhatsApp(t);
    const mine = standIn.sends.filter((s) => s.to === digitsOf(customer.phone));
    expect(mine.map((s) => [s.template, s.language])).toEqual([
      ['racket_received', 'en'],
      ['racket_ready', 'en'],
    ]);
    expect(mine[0]!.parameters).toEqual([
      'Layla Customer',
      String(id),
      expect.any(String),
      expect.stringContaining('Racket Lab Tennis, '),
      expect.stringMatching(/\/status\/[A-Za-z0-9_-]{43}$/),
    ]);
    expect(mine[1]!.parameters[0]).toBe('Layla Customer');
    expect(mine[1]!.parameters[1]).toBe(String(id));
    expect(mine[1]!.parameters[3]).toMatch(/^\d[\d,]*\.\d\d AED$/);

    const ready = mine[1]!;
    for (const status of ['delivered', 'read']) {
      const res = await standIn.post(webhookUrl(), standIn.statusBody(ready.messageId, ready.to, status));
      expect(res.status).toBe(200);
    }
    // A late "sent" never moves it back.
    await standIn.post(webhookUrl(), standIn.statusBody(ready.messageId, ready.to, 'sent'));
    const job = (await getJob(t, id, staff)).json();
    expect(job.whatsapp_messages.map((m: { kind: string; status: string }) => [m.kind, m.status])).toEqual([
      ['received', 'sent'],
      ['ready', 'read'],
    ]);
    expect(job.history.map((h: { what: string }) => h.what)).toContain(
      `Ready message queued on WhatsApp to +${digitsOf(customer.phone)}`,
    );
  });

  it('sends the Arabic templates to a customer whose language is Arabic', async () => {
    const customer = await buildCustomer(t.ctx, { ...ON_WHATSAPP, firstName: 'سارة', language: 'ar' });
    const id = await readyJob(customer);
    await deliverWhatsApp(t);
    const mine = standIn.sends.filter((s) => s.to === digitsOf(customer.phone));
    expect(mine.map((s) => [s.template, s.language])).toEqual([
      ['racket_received', 'ar'],
      ['racket_ready', 'ar'],
    ]);
    expect(mine[1]!.parameters.slice(0, 2)).toEqual(['سارة Customer', String(id)]);
  });

  it('falls back to the email when WhatsApp refuses the message, once, and shows the reason', async () => {
    const customer = await buildCustomer(t.ctx, { ...ON_WHATSAPP, firstName: 'Omar' });
    const id = await payInStoreJob(t, staff, customer.id);
    await deliverWhatsApp(t);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    await moveJob(t, id, staff, { stage: 'ready' });
    standIn.refuse({ status: 400, code: 132001, message: 'Template name does not exist in the translation' });
    await deliverWhatsApp(t);
    const [, ready] = await whatsappOfJob(t, id);
    expect(ready!.status).toBe('failed');
    expect(ready!.lastError).toContain('132001');
    const emails = await readyEmailsTo(t, customer.email!);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text_body).toContain('Hello Omar');
    // Another round changes nothing: failed for good, emailed once.
    await deliverWhatsApp(t);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
    const job = (await getJob(t, id, staff)).json();
    const shown = job.whatsapp_messages.find((m: { kind: string }) => m.kind === 'ready');
    expect(shown).toMatchObject({ status: 'failed', fell_back_to_email: true });
    expect(shown.error).toContain('Template name does not exist');
  });

  it('retries a rate limit or a server error like the email outbox, then sends', async () => {
    const customer = await buildCustomer(t.ctx, ON_WHATSAPP);
    const id = await payInStoreJob(t, staff, customer.id);
    standIn.refuse({ status: 429, code: 130429, message: 'Rate limit hit' });
    await deliverWhatsApp(t);
    const [first] = await whatsappOfJob(t, id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    await t.ctx.db
      .update(whatsappMessages)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(whatsappMessages.id, first!.id));
    await deliverWhatsApp(t);
    expect((await whatsappOfJob(t, id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('falls back to the email when WhatsApp reports the message failed', async () => {
    const customer = await buildCustomer(t.ctx, { ...ON_WHATSAPP, firstName: 'Huda' });
    const id = await readyJob(customer);
    await deliverWhatsApp(t);
    const ready = standIn.sends.find((s) => s.to === digitsOf(customer.phone) && s.template === 'racket_ready')!;
    const res = await standIn.post(
      webhookUrl(),
      standIn.statusBody(ready.messageId, ready.to, 'failed', [{ code: 131026, title: 'Message undeliverable' }]),
    );
    expect(res.status).toBe(200);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
    // The same failure posted again (Meta retries webhooks) emails nothing more.
    await standIn.post(
      webhookUrl(),
      standIn.statusBody(ready.messageId, ready.to, 'failed', [{ code: 131026, title: 'Message undeliverable' }]),
    );
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
    const shown = (await getJob(t, id, staff)).json().whatsapp_messages[1];
    expect(shown).toMatchObject({ kind: 'ready', status: 'failed', error: '131026 Message undeliverable' });
  });

  it('refuses a webhook with a missing or wrong signature (401) and changes nothing', async () => {
    const customer = await buildCustomer(t.ctx, ON_WHATSAPP);
    const id = await payInStoreJob(t, staff, customer.id);
    await deliverWhatsApp(t);
    const [sent] = await whatsappOfJob(t, id);
    const body = standIn.statusBody(sent!.waMessageId!, sent!.toPhone, 'failed', [{ code: 1, title: 'x' }]);
    const before = await countAll();
    const wrongSecret = await standIn.post(webhookUrl(), body, 'sha256=' + '0'.repeat(64));
    expect(wrongSecret.status).toBe(401);
    expect(((await wrongSecret.json()) as { message: string }).message).toBe(
      'This request is not signed by WhatsApp (X-Hub-Signature-256 is missing or wrong).',
    );
    for (const headers of [{}, { 'x-hub-signature-256': 'sha1=abc' }, { 'x-hub-signature-256': 'sha256=zz' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(401);
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      payload: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(401);
    expect(await countAll()).toEqual(before);
    expect((await whatsappOfJob(t, id))[0]!.status).toBe('sent');
  });

  it('answers 400 to a signed body that is not JSON, changing nothing', async () => {
    const before = await countAll();
    const { whatsappSignature } = await import('../../src/services/whatsapp/verify-signature');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': whatsappSignature('{not json', WHATSAPP_CREDENTIALS.appSecret),
      },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The body of this request is not JSON.');
    expect(await countAll()).toEqual(before);
  });

  it('never messages on WhatsApp a customer who replied STOP: the ready message goes by email', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Rami' });
    const res = await standIn.post(webhookUrl(), standIn.replyBody(digitsOf(customer.phone), 'STOP'));
    expect(res.status).toBe(200);
    const [opted] = await t.ctx.db.select().from(whatsappOptOuts).where(eq(whatsappOptOuts.customerId, customer.id));
    expect(opted).toBeDefined();
    const id = await readyJob(customer);
    expect(await whatsappOfJob(t, id)).toHaveLength(0);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
  });

  it('fails a queued message of a customer who opted out before it went, and emails instead', async () => {
    const customer = await buildCustomer(t.ctx, ON_WHATSAPP);
    const id = await payInStoreJob(t, staff, customer.id);
    await standIn.post(webhookUrl(), standIn.replyBody(digitsOf(customer.phone), 'توقف'));
    const sendsBefore = standIn.sends.length;
    await deliverWhatsApp(t);
    const [received] = await whatsappOfJob(t, id);
    expect(received).toMatchObject({ status: 'failed', lastError: 'The customer opted out of WhatsApp messages.' });
    expect(standIn.sends.filter((s) => s.to === digitsOf(customer.phone)).length).toBe(0);
    expect(standIn.sends.length).toBeGreaterThanOrEqual(sendsBefore);
    const received_emails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email!));
    expect(received_emails.map((e) => e.kind)).toEqual(['job-receipt']);
  });

  it('sends the reminder template from the reminders screen to a customer without email, not to one who opted out', async () => {
    const reachable = await racketStrungDaysAgo(t.ctx, 100, { email: null, language: 'ar', firstName: 'Noura' });
    const optedOut = await racketStrungDaysAgo(t.ctx, 100, { email: null });
    await standIn.post(webhookUrl(), standIn.replyBody(digitsOf(optedOut.customer.phone), 'stop'));
    const due = await t.app.inject({ method: 'GET', url: '/api/reminders/due', headers: staff });
    const rows = due.json() as { racket_id: number; channel: string; whatsapp_url: string | null }[];
    expect(rows.find((r) => r.racket_id === reachable.racket.id)).toMatchObject({
      channel: 'whatsapp',
      whatsapp_url: null,
    });
    expect(rows.find((r) => r.racket_id === optedOut.racket.id)).toMatchObject({ channel: 'none' });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/reminders/send',
      headers: staff,
      payload: { racket_ids: [reachable.racket.id, optedOut.racket.id], via: 'whatsapp' },
    });
    expect(sent.json()).toEqual({ sent: 1, skipped: 1 });
    await deliverWhatsApp(t);
    const mine = standIn.sends.filter((s) => s.to === digitsOf(reachable.customer.phone));
    expect(mine.map((s) => [s.template, s.language, s.parameters[0]])).toEqual([
      ['restring_reminder', 'ar', 'Noura Customer'],
    ]);
    expect(standIn.sends.filter((s) => s.to === digitsOf(optedOut.customer.phone))).toHaveLength(0);
  });

  it('the daily run reminds customers without email on WhatsApp, in English', async () => {
    const due = await racketStrungDaysAgo(t.ctx, 100, { email: null, firstName: 'Karim' });
    const result = await runDailyReminders(t.ctx, new Date(`${shopDate()}T09:30:00+04:00`));
    expect(result.ran).toBe(true);
    await deliverWhatsApp(t);
    const mine = standIn.sends.filter((s) => s.to === digitsOf(due.customer.phone));
    expect(mine.map((s) => [s.template, s.language, s.parameters[0]])).toEqual([
      ['restring_reminder', 'en', 'Karim Customer'],
    ]);
  });
});
