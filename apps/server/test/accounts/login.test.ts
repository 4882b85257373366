import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, LOGIN_LIMITS } from '@shop/domain/contracts/accounts';
import { MESSAGES } from '@shop/domain/messages';
import { buildTestApp, type TestApp } from '../helpers/app';
import { buildStaffRequest, buildUser, TEST_PASSWORD } from '../helpers/factories';
import { auditLog, sessions, staffUsers } from '../../src/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

function login(body: unknown, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body as object, remoteAddress: ip });
}

async function sessionCount(userId: number) {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, userId));
  return Number(row!.n);
}

describe('POST /api/admin/login', () => {
  it('returns a token and role that open the profile, and audits the login', async () => {
    const user = await buildUser(t.ctx, { role: 'admin', email: 'Mixed.Case@Shop.test' });
    const res = await login({ email: 'mixed.case@shop.test', password: TEST_PASSWORD, recaptchaToken: '' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.role).toBe('admin');
    expect(typeof body.token).toBe('string');
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const profile = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { authorization: `Bearer ${body.token}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ first_name: user.firstName, last_name: user.lastName, email: 'Mixed.Case@Shop.test', role: 'admin' });
    expect(new Date(profile.json().date_created).getTime()).toBe(user.createdAt.getTime());
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(audits.map((a) => a.action)).toContain('login');
  });

  it('answers 400 with the spec messages for missing or malformed fields and opens no session', async () => {
    const user = await buildUser(t.ctx);
    const cases: [unknown, string][] = [
      [{ email: '', password: '' }, ACCOUNT_MESSAGES.loginBothRequired],
      [{ email: user.email }, ACCOUNT_MESSAGES.loginBothRequired],
      [{ email: 'not an email', password: 'x' }, ACCOUNT_MESSAGES.invalidEmail],
      [{}, ACCOUNT_MESSAGES.loginBothRequired],
    ];
    for (const [body, message] of cases) {
      const res = await login(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('refuses a wrong password, an unknown email and a pending request with the same message', async () => {
    const user = await buildUser(t.ctx);
    const request = await buildStaffRequest(t.ctx);
    for (const body of [
      { email: user.email, password: 'Wrong-pass-123' },
      { email: 'nobody@shop.test', password: TEST_PASSWORD },
      { email: request.email, password: TEST_PASSWORD },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    }
    expect(await sessionCount(user.id)).toBe(0);
  });

  it(`locks the account after ${LOGIN_LIMITS.maxFailures} failures, even for the right password, with a clear message`, async () => {
    const user = await buildUser(t.ctx);
    for (let i = 1; i < LOGIN_LIMITS.maxFailures; i += 1) {
      expect((await login({ email: user.email, password: 'Wrong-pass-123' }, '10.0.1.1')).statusCode).toBe(401);
    }
    const locking = await login({ email: user.email, password: 'Wrong-pass-123' }, '10.0.1.1');
    expect(locking.statusCode).toBe(429);
    expect(locking.json().error).toBe(ACCOUNT_MESSAGES.accountLocked);
    const right = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.2');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe(ACCOUNT_MESSAGES.accountLocked);
    expect(await sessionCount(user.id)).toBe(0);

    // When the lock has passed, the right password works and the count starts again.
    await t.ctx.db.update(staffUsers).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(staffUsers.id, user.id));
    const after = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.2');
    expect(after.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, user.id));
    expect(row!.failedLoginCount).toBe(0);
  });

  it('answers an unknown email exactly as a real one, lock included', async () => {
    const user = await buildUser(t.ctx);
    const answers = async (email: string, ip: string) => {
      const out: string[] = [];
      for (let i = 0; i < LOGIN_LIMITS.maxFailures + 1; i += 1) {
        const res = await login({ email, password: 'Wrong-pass-123' }, ip);
        out.push(`${res.statusCode} ${res.json().error}`);
      }
      return out;
    };
    const real = await answers(user.email, '10.0.5.1');
    const unknown = await answers('nobody.at.all@shop.test', '10.0.5.2');
    expect(unknown).toEqual(real);
    expect(real.at(-1)).toBe(`429 ${ACCOUNT_MESSAGES.accountLocked}`);
  });

  it('rate limits one address trying many accounts', { timeout: 120_000 }, async () => {
    const ip = '10.0.2.1';
    let last = 0;
    for (let i = 0; i <= LOGIN_LIMITS.perIp; i += 1) {
      last = (await login({ email: `guess${i}@shop.test`, password: 'whatever-1' }, ip)).statusCode;
    }
    expect(last).toBe(429);
    const user = await buildUser(t.ctx);
    const blocked = await login({ email: user.email, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MESSAGES.tooManyRequests);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, '10.0.2.2')).statusCode).toBe(200);
  });

  it('rate limits one account tried from many addresses, on top of the lock', { timeout: 120_000 }, async () => {
    const user = await buildUser(t.ctx);
    const answers: string[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perAccount; i += 1) {
      const res = await login({ email: user.email, password: 'whatever-1' }, `10.0.3.${i + 1}`);
      answers.push(`${res.statusCode} ${res.json().error}`);
    }
    expect(answers.slice(0, LOGIN_LIMITS.maxFailures - 1).every((a) => a === `401 ${ACCOUNT_MESSAGES.invalidCredentials}`)).toBe(true);
    expect(answers.slice(LOGIN_LIMITS.maxFailures - 1, LOGIN_LIMITS.perAccount).every((a) => a === `429 ${ACCOUNT_MESSAGES.accountLocked}`)).toBe(true);
    expect(answers.at(-1)).toBe(`429 ${MESSAGES.tooManyRequests}`);
  });
});

describe('POST /api/admin/logout and GET /api/admin/profile', () => {
  it('logout revokes the session: the token stops working', async () => {
    const user = await buildUser(t.ctx);
    const { token } = (await login({ email: user.email, password: TEST_PASSWORD }, '10.0.4.1')).json();
    const headers = { authorization: `Bearer ${token}` };
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(ACCOUNT_MESSAGES.loggedOut);
    const again = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(MESSAGES.sessionExpired);
  });

  it('answers 401 without a token or with an unknown or expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(401);
    const bogus = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { authorization: 'Bearer nope' } });
    expect(bogus.statusCode).toBe(401);
    const user = await buildUser(t.ctx);
    const { token } = (await login({ email: user.email, password: TEST_PASSWORD }, '10.0.4.2')).json();
    await t.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    const expired = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { authorization: `Bearer ${token}` } });
    expect(expired.statusCode).toBe(401);
  });
});
