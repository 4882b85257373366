import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LOGIN_LIMITS } from '@shop/domain/contracts/accounts';
import { buildStaffRequest, buildUser, headersByRole, TEST_PASSWORD } from '../helpers/factories';
import { emailOutbox, passwordTokens, staffUsers } from '../../src/db/schema';
import { testAppForFile } from '../helpers/per-file';
import { passwordLinkToken } from './account-helpers';

const t = testAppForFile();

const post = (url: string, body: object, headers?: Record<string, string>, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url, payload: body, headers, remoteAddress: ip });

describe('account races on PostgreSQL', () => {
  it('two admins approving the same request at once: one wins, one email, one set-password token', async () => {
    const request = await buildStaffRequest(t.ctx);
    const a = await headersByRole(t.ctx);
    const results = await Promise.all([
      post('/api/admin/approve', { adminId: request.id, status: 'approved' }, a.admin),
      post('/api/admin/approve', { adminId: request.id, status: 'approved' }, a.superadmin),
      post('/api/admin/reject', { adminId: request.id, status: 'rejected' }, a.admin),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const mails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, request.email));
    expect(mails).toHaveLength(1);
    const tokens = await t.ctx.db.select().from(passwordTokens).where(eq(passwordTokens.userId, request.id));
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, request.id));
    expect(tokens).toHaveLength(row!.requestStatus === 'approved' ? 1 : 0);
  });

  it('one set-password link used twice at once sets the password once', async () => {
    const user = await buildUser(t.ctx);
    const token = await passwordLinkToken(t.ctx, user.id);
    const results = await Promise.all(
      ['First-pass-123', 'Second-pass-123'].map((password) =>
        post('/api/admin/set-password', { token, password, confirmPassword: password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results.findIndex((r) => r.statusCode === 200) === 0 ? 'First-pass-123' : 'Second-pass-123';
    expect(
      (await post('/api/admin/login', { email: user.email, password: winner }, undefined, '10.9.1.1')).statusCode,
    ).toBe(200);
  });

  it('registrations for one email at once: one request is created, and all are answered alike', async () => {
    const email = `race.${Date.now()}@shop.test`;
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        post('/api/admin/register', { firstName: `R${i}`, lastName: 'Ace', email }, undefined, `10.9.2.${i}`),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const [count] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    expect(Number(count!.n)).toBe(1);
  });

  it('failed logins arriving together are all counted, so the lock still comes', async () => {
    const user = await buildUser(t.ctx);
    const results = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.maxFailures }, () =>
        post('/api/admin/login', { email: user.email, password: 'Wrong-pass-000' }, undefined, '10.9.3.1'),
      ),
    );
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(1);
    const locked = await post(
      '/api/admin/login',
      { email: user.email, password: TEST_PASSWORD },
      undefined,
      '10.9.3.1',
    );
    expect(locked.statusCode).toBe(429);
  });
});
