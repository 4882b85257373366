import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  FORGOT_PASSWORD_LIMITS,
  LOGIN_LIMITS,
  PASSWORD_MESSAGES,
} from '@shop/domain/contracts/accounts';
import { buildStaffRequest, buildUser, TEST_PASSWORD, sessionHeaders } from '../helpers/factories';
import { auditLog, emailOutbox, passwordTokens, sessions, staffUsers } from '../../src/db/schema';
import { latestEmailTo, tokenFromLink, passwordLinkToken } from './account-helpers';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

const NEW = 'Brand-new-pass-7';
function post(url: string, body: unknown, ip = '10.2.0.1') {
  return t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
}
async function passwordHashOf(id: number) {
  const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row!.passwordHash;
}
async function outboxCount() {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
  return Number(row!.n);
}
async function setToken(userId: number) {
  return passwordLinkToken(t.ctx, userId);
}

describe('POST /api/admin/set-password', () => {
  it('sets the password once: the link cannot be used twice', async () => {
    const user = await buildUser(t.ctx);
    const token = await setToken(user.id);
    const first = await post('/api/admin/set-password', { token, password: NEW, confirmPassword: NEW });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(ACCOUNT_MESSAGES.passwordSet);
    expect((await post('/api/admin/login', { email: user.email, password: NEW })).statusCode).toBe(200);
    const hash = await passwordHashOf(user.id);
    const second = await post('/api/admin/set-password', {
      token,
      password: 'Other-pass-88',
      confirmPassword: 'Other-pass-88',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toBe(ACCOUNT_MESSAGES.invalidToken);
    expect(await passwordHashOf(user.id)).toBe(hash);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `staff_user:${user.id}`));
    expect(audits.filter((a) => a.action === 'password.set')).toHaveLength(1);
  });

  it('refuses an expired link and changes nothing', async () => {
    const user = await buildUser(t.ctx);
    const token = await setToken(user.id);
    await t.ctx.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, user.id));
    const before = await passwordHashOf(user.id);
    const res = await post('/api/admin/set-password', { token, password: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ACCOUNT_MESSAGES.invalidToken);
    expect(await passwordHashOf(user.id)).toBe(before);
  });

  it('a newer link replaces an older one', async () => {
    const user = await buildUser(t.ctx);
    const old = await setToken(user.id);
    await setToken(user.id);
    const res = await post('/api/admin/set-password', { token: old, password: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 with clear messages (mismatch, weak, missing) and keeps the link usable', async () => {
    const user = await buildUser(t.ctx);
    const token = await setToken(user.id);
    const before = await passwordHashOf(user.id);
    const cases: [unknown, string][] = [
      [{ token, password: NEW, confirmPassword: 'Different-pass-1' }, ACCOUNT_MESSAGES.passwordsDoNotMatch],
      [{ token, password: 'short1', confirmPassword: 'short1' }, PASSWORD_MESSAGES.tooShort],
      [{ token, password: 'aaaaaaaaa1', confirmPassword: 'aaaaaaaaa1' }, PASSWORD_MESSAGES.tooShort],
      [{ token, password: 'password1234', confirmPassword: 'password1234' }, PASSWORD_MESSAGES.tooGuessable],
      [{ token, password: 'qwertyuiop12', confirmPassword: 'qwertyuiop12' }, PASSWORD_MESSAGES.tooGuessable],
      // Long enough for anyone else, but it is this person's own email.
      [{ token, password: user.email, confirmPassword: user.email }, PASSWORD_MESSAGES.tooGuessable],
      [{ token, password: NEW }, ACCOUNT_MESSAGES.bothPasswordFields],
      [{ password: NEW, confirmPassword: NEW }, ACCOUNT_MESSAGES.invalidToken],
      [{ token: '', password: NEW, confirmPassword: NEW }, ACCOUNT_MESSAGES.invalidToken],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/admin/set-password', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await passwordHashOf(user.id)).toBe(before);
    expect((await post('/api/admin/set-password', { token, password: NEW, confirmPassword: NEW })).statusCode).toBe(
      200,
    );
  });

  it('a reset link does not work as a set link, nor the other way round', async () => {
    const user = await buildUser(t.ctx);
    const reset = await passwordLinkToken(t.ctx, user.id, 'reset');
    expect(
      (await post('/api/admin/set-password', { token: reset, password: NEW, confirmPassword: NEW })).statusCode,
    ).toBe(400);
    const set = await setToken(user.id);
    expect(
      (await post('/api/admin/reset-password', { token: set, password: NEW, confirmPassword: NEW })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/admin/forgot-password and /api/admin/reset-password', () => {
  it('answers the same for a known, an unknown and a pending email; only the known approved account gets a link', async () => {
    const user = await buildUser(t.ctx);
    const pending = await buildStaffRequest(t.ctx);
    const mailsBefore = await outboxCount();
    const answers = [];
    for (const email of [user.email, 'nobody.here@shop.test', pending.email]) {
      const res = await post('/api/admin/forgot-password', { email }, '10.2.1.1');
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers.every((a) => a.status === 200 && a.body.message === ACCOUNT_MESSAGES.resetLinkSent)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await outboxCount()).toBe(mailsBefore + 1);
    const mail = await latestEmailTo(t.ctx, user.email);
    expect(mail!.textBody).toContain('http://shop.test/reset-password?token=');
    expect(await latestEmailTo(t.ctx, pending.email)).toBeUndefined();
  });

  it('resets the password with the emailed link once, ends open sessions and lifts a lock', async () => {
    const user = await buildUser(t.ctx);
    const session = await sessionHeaders(t.ctx, user.id);
    // Locked from the address the owner will log in from.
    for (let i = 0; i < LOGIN_LIMITS.maxFailures; i += 1)
      await post('/api/admin/login', { email: user.email, password: 'Wrong-pass-123' }, '10.2.2.2');
    expect(
      (await post('/api/admin/login', { email: user.email, password: TEST_PASSWORD }, '10.2.2.2')).statusCode,
    ).toBe(429);
    await post('/api/admin/forgot-password', { email: user.email.toUpperCase() }, '10.2.2.1');
    const token = tokenFromLink((await latestEmailTo(t.ctx, user.email))!.textBody, '/reset-password');
    const res = await post('/api/admin/reset-password', { token, password: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.passwordReset);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: session,
    });
    expect(profile.statusCode).toBe(401);
    expect(
      (await post('/api/admin/login', { email: user.email, password: TEST_PASSWORD }, '10.2.2.2')).statusCode,
    ).toBe(401);
    expect((await post('/api/admin/login', { email: user.email, password: NEW }, '10.2.2.2')).statusCode).toBe(200);
    const again = await post('/api/admin/reset-password', {
      token,
      password: 'Another-pass-9',
      confirmPassword: 'Another-pass-9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(ACCOUNT_MESSAGES.invalidToken);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `staff_user:${user.id}`));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['password.reset_requested', 'password.reset']));
    const open = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.filter((s) => s.revokedAt === null)).toHaveLength(1); // only the new login
  });

  it('refuses an expired reset link', async () => {
    const user = await buildUser(t.ctx);
    const token = await passwordLinkToken(t.ctx, user.id, 'reset');
    await t.ctx.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordTokens.userId, user.id));
    const res = await post('/api/admin/reset-password', { token, password: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(400);
    expect(await passwordHashOf(user.id)).not.toBeNull();
    expect(
      (await post('/api/admin/login', { email: user.email, password: TEST_PASSWORD }, '10.2.3.1')).statusCode,
    ).toBe(200);
  });

  it('answers 400 to bad input with the documented messages and sends nothing', async () => {
    const before = await outboxCount();
    for (const [body, message] of [
      [{}, ACCOUNT_MESSAGES.emailRequired],
      [{ email: '' }, ACCOUNT_MESSAGES.emailRequired],
      [{ email: 'not-an-email' }, ACCOUNT_MESSAGES.invalidEmail],
    ] as const) {
      const res = await post('/api/admin/forgot-password', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const reset = await post('/api/admin/reset-password', { token: 'x', password: NEW, confirmPassword: 'nope' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);
    expect(await outboxCount()).toBe(before);
  });

  it('rate limits forgot-password per account', async () => {
    const user = await buildUser(t.ctx);
    const codes: number[] = [];
    for (let i = 0; i <= FORGOT_PASSWORD_LIMITS.perAccount; i += 1) {
      codes.push((await post('/api/admin/forgot-password', { email: user.email }, `10.2.4.${i + 1}`)).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    const [mails] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email));
    expect(Number(mails!.n)).toBe(FORGOT_PASSWORD_LIMITS.perAccount);
  });
});
