import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OUTBOX_MESSAGES } from '@shop/domain/contracts/outbox';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { authHeaders, headersByRole } from '../helpers/factories';
import { emailOutbox } from '../../src/db/schema';
import { enqueueEmail } from '../../src/services/outbox/enqueue';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

/** An email the outbox gave up on. */
async function failedEmail(to: string) {
  const id = await enqueueEmail(t.ctx.db, {
    kind: 'password.reset',
    to,
    subject: 'Reset your password',
    text: 'https://shop.test/reset-password?token=SECRET',
  });
  await t.ctx.db
    .update(emailOutbox)
    .set({ status: 'failed', attempts: 33, lastError: 'connect ECONNREFUSED 127.0.0.1:25' })
    .where(eq(emailOutbox.id, id));
  return id;
}

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/failed-emails', headers });
const resend = (id: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/failed-emails/${id}/resend`, headers });

describe(`undelivered emails (${engine})`, () => {
  it('lists failed emails to admins, newest first, with the error and never the body', async () => {
    const first = await failedEmail('one@shop.test');
    const second = await failedEmail('two@shop.test');
    await enqueueEmail(t.ctx.db, { kind: 'test', to: 'pending@shop.test', subject: 'Still trying', text: 'x' });
    for (const role of ['admin', 'superadmin'] as const) {
      const res = await list(await authHeaders(t.ctx, role));
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { id: number }[];
      expect(items.map((m) => m.id).slice(0, 2)).toEqual([second, first]);
      expect(items[0]).toEqual({
        id: second,
        kind: 'password.reset',
        to: 'two@shop.test',
        subject: 'Reset your password',
        attempts: 33,
        last_error: 'connect ECONNREFUSED 127.0.0.1:25',
        created_at: expect.any(String),
      });
      expect(res.body).not.toContain('SECRET');
    }
  });

  it('resends once: back in the queue with fresh attempts, delivered by the worker; a second click is told it is no longer waiting', async () => {
    const id = await failedEmail('again@shop.test');
    const admin = await authHeaders(t.ctx, 'admin');
    const clicks = await Promise.all([resend(id, admin), resend(id, admin)]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(clicks.find((c) => c.statusCode === 200)!.json().message).toBe(OUTBOX_MESSAGES.resent);
    expect(clicks.find((c) => c.statusCode === 409)!.json().error).toBe(OUTBOX_MESSAGES.notFailed);
    const [queued] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    await deliverDueEmails(t.ctx.db, t.mail);
    expect(t.mail.sent.map((m) => m.to)).toContain('again@shop.test');
    expect((await list(admin)).json().items.map((m: { id: number }) => m.id)).not.toContain(id);
    expect(await lastAudit(t.ctx, 'email.resend')).toMatchObject({ subject: expect.stringMatching(/^email:\d+$/) });
  });

  it('answers 401 without a session, 403 to staff, 400 for a malformed id and 404 for an unknown one, changing nothing', async () => {
    const id = await failedEmail('guarded@shop.test');
    const roles = await headersByRole(t.ctx);
    expect((await list()).statusCode).toBe(401);
    expect((await resend(id)).statusCode).toBe(401);
    expect((await list(roles.staff)).statusCode).toBe(403);
    expect((await resend(id, roles.staff)).statusCode).toBe(403);
    expect((await resend('abc', roles.admin)).statusCode).toBe(400);
    const unknown = await resend(999_999, roles.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(OUTBOX_MESSAGES.notFound);
    const [row] = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.status).toBe('failed');
  });
});
