import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startSmtp } from '../helpers/smtp-server';
import { createServer } from 'node:net';
import { freshDatabase } from '../helpers/app';
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema';
import { createSmtpTransport } from '../../src/adapters/mail';
import { backoffSeconds, deliverDueEmails, MAX_ATTEMPTS } from '../../src/services/outbox/deliver';
import { enqueueEmail } from '../../src/services/outbox/enqueue';
import { findFailedEmails } from '../../src/services/outbox/failed-emails';

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/**
 * A free port below Linux's ephemeral range (32768-60999), where nothing is handed a port without asking
 * for it: no other test's server (they listen on port 0) and no outgoing connection can take it while the
 * "server down" part of a test leaves it closed, so the SMTP stand-in can start on it again later.
 */
async function quietPort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000');
}

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
});
afterAll(async () => database.close());

/**
 * A clock a second ahead: a row is due from the database's now() (microseconds), and a JavaScript Date read right
 * after can still be the same millisecond truncated, i.e. before it (the row would not be due yet).
 */
const justAfter = () => new Date(Date.now() + 1000);

async function row(id: number) {
  const [r] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return r!;
}

describe('outbox delivery over SMTP', () => {
  it('delivers a due email to the SMTP server once and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Racket Lab <no-reply@shop.test>');
      const id = await enqueueEmail(database.db, {
        kind: 'test',
        to: 'nadia@shop.test',
        subject: 'Set your password',
        text: 'Link: http://shop.test/admin/set-password?token=abc',
      });
      expect(await deliverDueEmails(database.db, transport, { now: justAfter })).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['nadia@shop.test']);
      expect(smtp.received[0]!.from).toBe('no-reply@shop.test');
      expect(smtp.received[0]!.raw).toContain('Subject: Set your password');
      expect(smtp.received[0]!.raw).toContain('set-password?token=abc');
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      // A second round finds nothing to send.
      expect(await deliverDueEmails(database.db, transport, { now: justAfter })).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it('keeps the email when the SMTP server is down and delivers it after the backoff once it is back', async () => {
    const port = await quietPort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@shop.test');
    const id = await enqueueEmail(database.db, {
      kind: 'test',
      to: 'omar@shop.test',
      subject: 'Reset',
      text: 'Reset link',
    });
    // The row is due from the database's now() (microseconds); a JavaScript Date taken right after can
    // still read the same millisecond truncated, i.e. before it. Start the clock a second later.
    const t0 = new Date(Date.now() + 1000);
    expect(await deliverDueEmails(database.db, transport, { now: () => t0 })).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBe(t0.getTime() + backoffSeconds(1) * 1000);

    const smtp = await startSmtp(port);
    try {
      // Before the backoff has passed nothing is tried, even with the server back.
      expect(await deliverDueEmails(database.db, transport, { now: () => new Date(t0.getTime() + 1000) })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(smtp.received).toHaveLength(0);
      const later = new Date(t0.getTime() + backoffSeconds(1) * 1000 + 1000);
      expect(await deliverDueEmails(database.db, transport, { now: () => later })).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([['omar@shop.test']]);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await smtp.stop();
    }
  });

  it('gives up after the last attempt and says why', async () => {
    const port = await quietPort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'no-reply@shop.test');
    const id = await enqueueEmail(database.db, { kind: 'test', to: 'gone@shop.test', subject: 'x', text: 'y' });
    await database.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    await deliverDueEmails(database.db, transport, { now: () => new Date(Date.now() + 86_400_000) });
    const r = await row(id);
    expect(r.status).toBe('failed');
    expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("fails an email at once with the server's reply when it refuses for good (5xx), at RCPT or at DATA", async () => {
    const smtp = await startSmtp(0, {
      refuseRecipient: (address) =>
        address === 'nobody@shop.test' ? { code: 550, text: '5.1.1 No such user here' } : null,
      refuseData: (to) =>
        to.includes('spam@shop.test') ? { code: 554, text: '5.7.1 Message rejected as spam' } : null,
    });
    try {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@shop.test');
      const nobody = await enqueueEmail(database.db, { kind: 'test', to: 'nobody@shop.test', subject: 'x', text: 'y' });
      const spam = await enqueueEmail(database.db, { kind: 'test', to: 'spam@shop.test', subject: 'x', text: 'y' });
      expect(await deliverDueEmails(database.db, transport, { now: justAfter })).toEqual({ sent: 0, failed: 2 });
      expect(await row(nobody)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await row(nobody)).lastError).toMatch(/^550 5\.1\.1 No such user here/);
      expect(await row(spam)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await row(spam)).lastError).toMatch(/^554 5\.7\.1 Message rejected as spam/);
      // Both are under Undelivered Emails at once, with the server's reply.
      const listed = (await findFailedEmails(database.db)).items.filter((e) => [nobody, spam].includes(e.id));
      expect(listed.map((e) => e.last_error?.slice(0, 3)).sort()).toEqual(['550', '554']);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.stop();
    }
  });

  it('retries an email the server refuses for now (4xx), at RCPT or at DATA, as it retries a server that is down', async () => {
    const smtp = await startSmtp(0, {
      refuseRecipient: (address) => (address === 'busy@shop.test' ? { code: 450, text: '4.2.1 Mailbox busy' } : null),
      refuseData: (to) => (to.includes('later@shop.test') ? { code: 451, text: '4.3.0 Try again later' } : null),
    });
    try {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@shop.test');
      const busy = await enqueueEmail(database.db, { kind: 'test', to: 'busy@shop.test', subject: 'x', text: 'y' });
      const later = await enqueueEmail(database.db, { kind: 'test', to: 'later@shop.test', subject: 'x', text: 'y' });
      expect(await deliverDueEmails(database.db, transport, { now: justAfter })).toEqual({ sent: 0, failed: 2 });
      expect(await row(busy)).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await row(busy)).lastError).toMatch(/450 4\.2\.1 Mailbox busy/);
      expect(await row(later)).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await row(later)).lastError).toMatch(/451 4\.3\.0 Try again later/);
    } finally {
      await smtp.stop();
    }
  });

  it('backs off 5 s, 10 s, 20 s ... up to an hour, and keeps trying for at least a day before giving up', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([5, 10, 20, 40]);
    expect(backoffSeconds(30)).toBe(3600);
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => backoffSeconds(i + 1));
    const waited = waits.reduce((sum, s) => sum + s, 0);
    expect(waited).toBeGreaterThanOrEqual(24 * 3600);
    // One attempt fewer would give up before the day is over: no more attempts than needed.
    expect(waited - waits.at(-1)!).toBeLessThan(24 * 3600);
  });
});
