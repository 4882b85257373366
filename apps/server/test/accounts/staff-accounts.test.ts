import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { STAFF_ACCOUNT_MESSAGES } from '@shop/domain/contracts/staff-accounts';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { buildSignedInUser, buildUser, TEST_PASSWORD } from '../helpers/factories';
import { auditLog, emailOutbox, staffUsers } from '../../src/db/schema';
import { passwordLinkToken, requestPasswordReset } from './account-helpers';
import { signedInByRole, testAppForFile } from '../helpers/per-file';

const t = testAppForFile();
const as = signedInByRole(t);

const post = (path: string, headers: Record<string, string> = as.admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/accounts/${path}`, headers });
const list = (query = '', headers: Record<string, string> = as.admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/accounts${query}`, headers });
const login = (email: string, ip = '10.7.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: ip,
  });
const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
const emailsTo = async (to: string) =>
  (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).length;

describe(`staff who leave: deactivate and reactivate an account (${engine})`, () => {
  it('lists every account with its role, whether it is active and its last login, searchable, to admins only', async () => {
    const nadia = await buildUser(t.ctx, { firstName: 'Nadia', lastName: 'Faris', email: 'nadia.faris@shop.test' });
    expect((await login(nadia.email)).statusCode).toBe(200);
    const res = await list('?search=faris');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, totalIsExact: true, page: 1 });
    const [item] = res.json().items;
    expect(item).toMatchObject({
      id: nadia.id,
      first_name: 'Nadia',
      last_name: 'Faris',
      email: 'nadia.faris@shop.test',
      role: 'staff',
      active: true,
      deactivated_at: null,
    });
    expect(Date.parse(item.last_login_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list('?search=NADIA.FARIS@')).json().total).toBe(1);
    expect((await list('', as.superadmin)).statusCode).toBe(200);
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', as.staff)).statusCode).toBe(403);
    const bad = await list('?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ page: 'Page starts at 1.' });
  });

  it('ends the sessions of a deactivated account at once, refuses its login, reset and registration, and keeps its history', async () => {
    const leaver = await buildSignedInUser(t.ctx, { email: 'leaver@shop.test' });
    const earlierLink = await passwordLinkToken(t.ctx, leaver.id, 'reset');
    expect((await profile(leaver.headers)).statusCode).toBe(200);

    const res = await post(`${leaver.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: STAFF_ACCOUNT_MESSAGES.deactivated,
      account: { id: leaver.id, active: false },
    });
    expect((await profile(leaver.headers)).statusCode).toBe(401);
    const refused = await login(leaver.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    // Forgot password answers alike and sends nothing; an earlier link no longer sets a password.
    const before = await emailsTo(leaver.email);
    expect((await requestPasswordReset(t, leaver.email, '10.7.0.2')).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reset-password',
      payload: { token: earlierLink, password: 'Another-strong-pass-77', confirmPassword: 'Another-strong-pass-77' },
    });
    expect(reset.statusCode).toBe(400);
    // Registering again with the address answers alike and changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { firstName: 'Le', lastName: 'Aver', email: 'LEAVER@shop.test', role: 'staff', recaptchaToken: 'x' },
      remoteAddress: '10.7.0.3',
    });
    expect(again.statusCode).toBeLessThan(300);
    expect(await emailsTo(leaver.email)).toBe(before);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, leaver.id));
    expect(row).toMatchObject({ requestStatus: 'approved', role: 'staff', firstName: leaver.firstName });
    expect(row!.deactivatedAt).not.toBeNull();
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `staff_user:${leaver.id}`), eq(auditLog.action, 'accounts.deactivate')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ before: { active: true }, after: { active: false } });

    // Reactivated, the same password logs in again.
    const back = await post(`${leaver.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ message: STAFF_ACCOUNT_MESSAGES.reactivated, account: { active: true } });
    expect((await login(leaver.email, '10.7.0.4')).statusCode).toBe(200);
    expect((await post(`${leaver.id}/reactivate`)).json().error).toBe(STAFF_ACCOUNT_MESSAGES.alreadyActive);
    expect(await lastAudit(t.ctx, 'accounts.reactivate')).toMatchObject({ subject: `staff_user:${leaver.id}` });
  });

  it('refuses: own account (409), a superadmin by an admin (403), twice (409)', async () => {
    const admin = await buildSignedInUser(t.ctx, { role: 'admin' });
    const self = await post(`${admin.id}/deactivate`, admin.headers);
    expect([self.statusCode, self.json().error]).toEqual([409, STAFF_ACCOUNT_MESSAGES.notYourself]);

    const owner = await buildSignedInUser(t.ctx, { role: 'superadmin' });
    const byAdmin = await post(`${owner.id}/deactivate`, admin.headers);
    expect([byAdmin.statusCode, byAdmin.json().error]).toEqual([403, STAFF_ACCOUNT_MESSAGES.superadminOnly]);

    const second = await buildSignedInUser(t.ctx, { role: 'superadmin' });
    expect((await post(`${second.id}/deactivate`, owner.headers)).statusCode).toBe(200);
    const twice = await post(`${second.id}/deactivate`, owner.headers);
    expect([twice.statusCode, twice.json().error]).toEqual([409, STAFF_ACCOUNT_MESSAGES.alreadyInactive]);
    const reactivatedByAdmin = await post(`${second.id}/reactivate`, admin.headers);
    expect([reactivatedByAdmin.statusCode, reactivatedByAdmin.json().error]).toEqual([
      403,
      STAFF_ACCOUNT_MESSAGES.superadminOnly,
    ]);
    expect((await post(`${second.id}/reactivate`, owner.headers)).statusCode).toBe(200);
    const itself = await post(`${owner.id}/deactivate`, owner.headers);
    expect([itself.statusCode, itself.json().error]).toEqual([409, STAFF_ACCOUNT_MESSAGES.notYourself]);
  });

  it('answers no token 401, staff 403, a bad id 400 and an unknown account 404, changing nothing', async () => {
    const target = await buildUser(t.ctx);
    expect((await post(`${target.id}/deactivate`, {})).statusCode).toBe(401);
    expect((await post(`${target.id}/deactivate`, as.staff)).statusCode).toBe(403);
    const bad = await post('0x10/deactivate');
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { id: STAFF_ACCOUNT_MESSAGES.badId }]);
    const unknown = await post('2147483000/reactivate');
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, STAFF_ACCOUNT_MESSAGES.notFound]);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, target.id));
    expect(row!.deactivatedAt).toBeNull();
  });
});
