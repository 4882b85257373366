import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { enqueueEmail } from '../../src/services/outbox/enqueue';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /api/dev/mailbox', () => {
  it('lists the latest outbox emails, newest first, to any signed-in role', async () => {
    await enqueueEmail(t.ctx.db, { kind: 'test', to: 'first@shop.test', subject: 'First', text: 'Open http://shop.test/x' });
    await enqueueEmail(t.ctx.db, { kind: 'test', to: 'second@shop.test', subject: 'Second', text: 'Hello' });
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: await authHeaders(t.ctx, role) });
      expect(res.statusCode).toBe(200);
      const items = res.json().items;
      expect(items.slice(0, 2).map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
      expect(items[1]).toMatchObject({ to: 'first@shop.test', text: 'Open http://shop.test/x', status: 'pending', kind: 'test' });
    }
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
      const res = await smtp.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: await authHeaders(smtp.ctx, 'superadmin') });
      expect(res.statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });

  it('answers 404 in production even with the embedded transport (the outbox holds reset links)', async () => {
    const production = await buildTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) } });
    try {
      await enqueueEmail(production.ctx.db, { kind: 'test', to: 'someone@shop.test', subject: 'Reset', text: 'http://shop.test/reset-password?token=secret' });
      const res = await production.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: await authHeaders(production.ctx, 'superadmin') });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('token=secret');
    } finally {
      await production.close();
    }
  });
});
