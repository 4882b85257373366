import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';
import { eq } from 'drizzle-orm';
import { authHeaders, buildUser, sessionHeaders } from '../helpers/factories';
import { emailOutbox } from '../../src/db/schema';
import { enqueueEmail } from '../../src/services/outbox/enqueue';
import { testAppForFile } from '../helpers/per-file';
import { requestPasswordReset } from '../accounts/account-helpers';

const t = testAppForFile();

describe('GET /api/dev/mailbox', () => {
  it('lists the latest outbox emails to customers, newest first, to any signed-in role', async () => {
    await enqueueEmail(t.ctx.db, {
      kind: 'test',
      to: 'first@shop.test',
      subject: 'First',
      text: 'Open http://shop.test/x',
    });
    await enqueueEmail(t.ctx.db, { kind: 'test', to: 'second@shop.test', subject: 'Second', text: 'Hello' });
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: await authHeaders(t.ctx, role),
      });
      expect(res.statusCode).toBe(200);
      const items = res.json().items;
      expect(items.slice(0, 2).map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
      expect(items[1]).toMatchObject({
        to: 'first@shop.test',
        text: 'Open http://shop.test/x',
        status: 'pending',
        kind: 'test',
      });
    }
  });

  it('never shows a link meant for another account of equal or higher rank (no takeover through the mailbox)', async () => {
    const staff = await buildUser(t.ctx, { role: 'staff' });
    const admin = await buildUser(t.ctx, { role: 'admin' });
    const otherAdmin = await buildUser(t.ctx, { role: 'admin' });
    const owner = await buildUser(t.ctx, { role: 'superadmin' });
    // A staff member asks for the admin's password reset: the link lands in the outbox.
    const forgot = await requestPasswordReset(t, admin.email, '10.44.0.1');
    expect(forgot.statusCode).toBe(200);
    for (const [user, subject] of [
      [staff, 'staff'],
      [admin, 'admin'],
      [otherAdmin, 'other admin'],
      [owner, 'owner'],
    ] as const) {
      await enqueueEmail(t.ctx.db, {
        kind: 'test',
        to: user.email.toUpperCase(),
        subject: `For the ${subject}`,
        text: 'http://shop.test/set-password?token=x',
      });
    }
    await enqueueEmail(t.ctx.db, {
      kind: 'test',
      to: 'customer@example.ae',
      subject: 'For a customer',
      text: 'Your racket is ready.',
    });
    const seenBy = async (user: { id: number }) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: await sessionHeaders(t.ctx, user.id),
      });
      expect(res.statusCode).toBe(200);
      return (res.json().items as { to: string; subject: string }[])
        .filter((m) => m.subject.startsWith('For ') || m.to === admin.email)
        .map((m) => m.subject);
    };
    const resetSubject = (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, admin.email)))[0]!
      .subject;
    expect(await seenBy(staff)).toEqual(['For a customer', 'For the staff']);
    expect(await seenBy(admin)).toEqual(['For a customer', 'For the admin', 'For the staff', resetSubject]);
    expect(await seenBy(owner)).toEqual([
      'For a customer',
      'For the owner',
      'For the other admin',
      'For the admin',
      'For the staff',
      resetSubject,
    ]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/dev/mailbox with real mail delivery', () => {
  it('answers 404 when email goes out by SMTP (the messages are not ours to show)', async () => {
    const smtp = await buildTestApp({ env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await smtp.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: await authHeaders(smtp.ctx, 'superadmin'),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });

  it('answers 404 in production even with the embedded transport (the outbox holds reset links)', async () => {
    const production = await buildTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) } });
    try {
      await enqueueEmail(production.ctx.db, {
        kind: 'test',
        to: 'someone@shop.test',
        subject: 'Reset',
        text: 'http://shop.test/reset-password?token=secret',
      });
      const res = await production.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: await authHeaders(production.ctx, 'superadmin'),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('token=secret');
    } finally {
      await production.close();
    }
  });
});
