import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, LOGIN_LIMITS, loginDelayMs } from '@shop/domain/contracts/accounts';
import { MESSAGES } from '@shop/domain/messages';
import { lastAudit } from '../helpers/audit';
import { buildStaffRequest, buildUser, TEST_PASSWORD } from '../helpers/factories';
import { auditLog, sessions } from '../../src/db/schema';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

function login(body: unknown, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body as object, remoteAddress: ip });
}

async function sessionCount(userId: number) {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
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
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      first_name: user.firstName,
      last_name: user.lastName,
      email: 'Mixed.Case@Shop.test',
      role: 'admin',
    });
    expect(new Date(profile.json().date_created).getTime()).toBe(user.createdAt.getTime());
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(audits.map((a) => a.action)).toContain('login');
  });

  it('answers 400 with the documented messages for missing or malformed fields and opens no session', async () => {
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

  it(`locks the account for an address after ${LOGIN_LIMITS.maxFailures} failures from it, even for the right password, with a clear message`, async () => {
    const user = await buildUser(t.ctx);
    for (let i = 1; i < LOGIN_LIMITS.maxFailures; i += 1) {
      expect((await login({ email: user.email, password: 'Wrong-pass-123' }, '10.0.1.1')).statusCode).toBe(401);
    }
    const locking = await login({ email: user.email, password: 'Wrong-pass-123' }, '10.0.1.1');
    expect(locking.statusCode).toBe(429);
    expect(locking.json().error).toBe(ACCOUNT_MESSAGES.accountLocked);
    const right = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe(ACCOUNT_MESSAGES.accountLocked);
    expect(await sessionCount(user.id)).toBe(0);

    // When the lock has passed, the right password works from that address and its count starts again.
    await t.ctx.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - interval '16 minutes' WHERE key LIKE ${`login:%:${user.email}:10.0.1.1`}`,
    );
    const after = await login({ email: user.email, password: TEST_PASSWORD }, '10.0.1.1');
    expect(after.statusCode).toBe(200);
    expect((await login({ email: user.email, password: 'Wrong-pass-123' }, '10.0.1.1')).statusCode).toBe(401);
    expect(await lastAudit(t.ctx, 'login.locked')).toMatchObject({ details: { ip: expect.any(String) } });
  });

  it('an attacker failing from one address cannot lock the owner out: the owner logs in from the counter', async () => {
    const owner = await buildUser(t.ctx);
    for (let i = 0; i < LOGIN_LIMITS.maxFailures * 3; i += 1)
      await login({ email: owner.email, password: `Guess-${i}-pass` }, '203.0.113.9');
    expect((await login({ email: owner.email, password: TEST_PASSWORD }, '203.0.113.9')).statusCode).toBe(429);
    const atCounter = await login({ email: owner.email, password: TEST_PASSWORD }, '10.0.6.1');
    expect(atCounter.statusCode).toBe(200);
    expect(await sessionCount(owner.id)).toBe(1);
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

  it('rate limits one address trying many accounts', async () => {
    const ip = '10.0.2.1';
    // The address has already tried all but two of its attempts (each real attempt costs a password hash, so a
    // hundred of them only slowed the test); the last two count across different accounts, the next is refused.
    await t.ctx.db.execute(
      sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${`login:ip:${ip}`}, now(), ${LOGIN_LIMITS.perIp - 2})`,
    );
    const statuses: number[] = [];
    for (const email of ['guess1@shop.test', 'guess2@shop.test', 'guess3@shop.test'])
      statuses.push((await login({ email, password: 'whatever-1' }, ip)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    const user = await buildUser(t.ctx);
    const blocked = await login({ email: user.email, password: TEST_PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(MESSAGES.tooManyRequests);
    expect((await login({ email: user.email, password: TEST_PASSWORD }, '10.0.2.2')).statusCode).toBe(200);
  });

  it(
    'an account attacked from many addresses slows down, then shields itself from addresses that failed, never from a new one',
    { timeout: 120_000 },
    async () => {
      const owner = await buildUser(t.ctx);
      // Many addresses, a few guesses each: none is locked alone, but the account counts every failure.
      await t.ctx.db.execute(
        sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${`login:fail:${owner.email}`}, now(), ${LOGIN_LIMITS.shieldAfter})`,
      );
      await t.ctx.db.execute(
        sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${`login:fail:${owner.email}:198.51.100.7`}, now(), 1)`,
      );
      const attacker = await login({ email: owner.email, password: 'Guess-again-1' }, '198.51.100.7');
      expect(attacker.statusCode).toBe(429);
      expect(attacker.json().error).toBe(ACCOUNT_MESSAGES.accountLocked);
      const owner200 = await login({ email: owner.email, password: TEST_PASSWORD }, '10.0.3.1');
      expect(owner200.statusCode).toBe(200);
      expect([0, 19, 20, 21, 25, 200].map(loginDelayMs)).toEqual([0, 0, 100, 200, 3000, 3000]);
    },
  );
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
    expect(await lastAudit(t.ctx, 'logout')).toMatchObject({ subject: expect.stringMatching(/^staff_user:\d+$/) });
  });

  it('answers 401 without a token or with an unknown or expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(401);
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bogus.statusCode).toBe(401);
    const user = await buildUser(t.ctx);
    const { token } = (await login({ email: user.email, password: TEST_PASSWORD }, '10.0.4.2')).json();
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.statusCode).toBe(401);
  });
});
