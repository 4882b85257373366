import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, FORGOT_PASSWORD_LIMITS, LOGIN_LIMITS } from '@shop/domain/contracts/accounts';
import { MESSAGES } from '@shop/domain/messages';
import { buildTestApp, freshDatabase, type TestApp } from '../helpers/app';
import { buildUser, TEST_PASSWORD } from '../helpers/factories';
import type { Database } from '../../src/db/client';
import { emailOutbox } from '../../src/db/schema';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { requestPasswordReset } from '../accounts/account-helpers';

/**
 * Two server instances on ONE database behave as one: nothing that matters is kept in memory
 * (sessions, rate limits, lockouts and the email outbox live in the database).
 */
let database: Database;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await freshDatabase();
  // Each instance answers recent sessions from memory for one second (SESSION_CACHE_SECONDS).
  a = await buildTestApp({ database, env: { SESSION_CACHE_SECONDS: '1' } });
  b = await buildTestApp({ database, env: { SESSION_CACHE_SECONDS: '1' } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const login = (t: TestApp, body: object, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress: ip });
const profile = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { authorization: `Bearer ${token}` } });

describe('two server instances against one database', () => {
  it('a login on instance A works on B, and a logout on B ends it on B at once and on A within the session cache time', async () => {
    const user = await buildUser(a.ctx, { role: 'admin' });
    const res = await login(a, { email: user.email, password: TEST_PASSWORD }, '10.9.0.1');
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    expect((await profile(b, token)).json().email).toBe(user.email);
    expect((await profile(a, token)).statusCode).toBe(200);

    const out = await b.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await profile(b, token)).statusCode).toBe(401);
    await vi.waitUntil(async () => (await profile(a, token)).statusCode === 401, { timeout: 10_000, interval: 50 });
  });

  it('a deactivation on B ends the account on B at once and on A within the session cache time', async () => {
    const user = await buildUser(a.ctx);
    const res = await login(a, { email: user.email, password: TEST_PASSWORD }, '10.9.0.2');
    const { token } = res.json() as { token: string };
    expect((await profile(a, token)).statusCode).toBe(200);
    expect((await profile(b, token)).statusCode).toBe(200);
    const admin = await buildUser(b.ctx, { role: 'admin' });
    const adminLogin = await login(b, { email: admin.email, password: TEST_PASSWORD }, '10.9.0.3');
    const off = await b.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${user.id}/deactivate`,
      headers: { authorization: `Bearer ${adminLogin.json().token}` },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await profile(b, token)).statusCode).toBe(401);
    await vi.waitUntil(async () => (await profile(a, token)).statusCode === 401, { timeout: 10_000, interval: 50 });
    expect((await login(a, { email: user.email, password: TEST_PASSWORD }, '10.9.0.4')).statusCode).toBe(401);
  });

  it('counts failed logins across both instances: the account locks for that address on both, not for others', async () => {
    const user = await buildUser(a.ctx);
    const answers: string[] = [];
    for (let i = 0; i < LOGIN_LIMITS.maxFailures; i += 1) {
      const res = await login(i % 2 === 0 ? a : b, { email: user.email, password: 'Wrong-pass-123' }, '10.9.1.1');
      answers.push(`${res.statusCode} ${res.json().error}`);
    }
    expect(answers.slice(0, -1).every((x) => x === `401 ${ACCOUNT_MESSAGES.invalidCredentials}`)).toBe(true);
    expect(answers.at(-1)).toBe(`429 ${ACCOUNT_MESSAGES.accountLocked}`);
    for (const t of [a, b]) {
      const right = await login(t, { email: user.email, password: TEST_PASSWORD }, '10.9.1.1');
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toBe(ACCOUNT_MESSAGES.accountLocked);
    }
    expect((await login(b, { email: user.email, password: TEST_PASSWORD }, '10.9.1.99')).statusCode).toBe(200);
  });

  it('shares the forgot-password rate limit between instances', async () => {
    const user = await buildUser(a.ctx);
    const codes: number[] = [];
    for (let i = 0; i <= FORGOT_PASSWORD_LIMITS.perAccount; i += 1) {
      const res = await requestPasswordReset(i % 2 === 0 ? a : b, user.email, `10.9.2.${i + 1}`);
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error).toBe(MESSAGES.tooManyRequests);
    }
    expect(codes).toEqual([...Array<number>(FORGOT_PASSWORD_LIMITS.perAccount).fill(200), 429]);
  });

  it('delivers an email enqueued through one instance exactly once when both run the sender', async () => {
    await database.db.delete(emailOutbox);
    const user = await buildUser(a.ctx);
    const res = await requestPasswordReset(a, user.email, '10.9.3.1');
    expect(res.statusCode).toBe(200);
    a.mail.sent.length = 0;
    b.mail.sent.length = 0;
    await Promise.all([
      deliverDueEmails(a.ctx.db, a.mail),
      deliverDueEmails(b.ctx.db, b.mail),
      deliverDueEmails(a.ctx.db, a.mail),
      deliverDueEmails(b.ctx.db, b.mail),
    ]);
    const delivered = [...a.mail.sent, ...b.mail.sent];
    expect(delivered.map((m) => m.to)).toEqual([user.email]);
    expect(delivered[0]!.text).toContain('/reset-password?token=');
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(rows.map((r) => r.status)).toEqual(['sent']);
    const [pending] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`status <> 'sent'`);
    expect(Number(pending!.n)).toBe(0);
  });
});
