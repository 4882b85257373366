import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@shop/domain/contracts/accounts';
import { MESSAGES } from '@shop/domain/messages';
import { buildStaffRequest, buildUser, buildSignedInUser } from '../helpers/factories';
import { auditLog, emailOutbox, passwordTokens, staffUsers } from '../../src/db/schema';
import { latestEmailTo, tokenFromLink } from './account-helpers';
import { testAppForFile, signedInByRole } from '../helpers/per-file';

const t = testAppForFile();
const headers = signedInByRole(t);

function post(url: string, body: unknown, auth?: { authorization: string }) {
  return t.app.inject({ method: 'POST', url, payload: body as object, headers: auth });
}
async function snapshot(id: number) {
  const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, id));
  const [mails] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
  const [tokens] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(passwordTokens);
  return { status: row!.requestStatus, role: row!.role, mails: Number(mails!.n), tokens: Number(tokens!.n) };
}

describe('GET /api/admin/staff-registration-requests', () => {
  it('lists pending requests first, with the documented fields, to admin and superadmin', async () => {
    const request = await buildStaffRequest(t.ctx, { requestedRole: 'admin' });
    for (const role of ['admin', 'superadmin'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/staff-registration-requests',
        headers: headers[role],
      });
      expect(res.statusCode).toBe(200);
      const item = res.json().find((r: { user_id: number }) => r.user_id === request.id);
      expect(item).toMatchObject({
        first_name: request.firstName,
        last_name: 'Uest',
        email: request.email,
        requested_role: 'admin',
        action: 'pending',
      });
      // Accounts made directly (the role factories here) were never requests and are not listed.
      expect(res.json().every((r: { action: string }) => r.action === 'pending')).toBe(true);
    }
  });

  it('answers 401 without a token and 403 to staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff-registration-requests' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-registration-requests',
      headers: headers.staff,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MESSAGES.notEligible);
  });
});

describe('POST /api/admin/approve', () => {
  it('gives the requested role, emails a one-time set-password link and audits who approved', async () => {
    const request = await buildStaffRequest(t.ctx, { requestedRole: 'staff' });
    const admin = await buildSignedInUser(t.ctx, { role: 'admin' });
    const res = await post('/api/admin/approve', { adminId: request.id, status: 'approved' }, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.requestApproved);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, request.id));
    expect(row).toMatchObject({ requestStatus: 'approved', role: 'staff', decidedBy: admin.id });
    const mail = await latestEmailTo(t.ctx, request.email);
    expect(mail!.textBody).toContain('http://shop.test/admin/set-password?token=');
    const setToken = tokenFromLink(mail!.textBody, '/admin/set-password');
    const set = await post('/api/admin/set-password', {
      token: setToken,
      password: 'New-pass-2026',
      confirmPassword: 'New-pass-2026',
    });
    expect(set.statusCode).toBe(200);
    const login = await post('/api/admin/login', { email: request.email, password: 'New-pass-2026' });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('staff');
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `staff_user:${request.id}`));
    expect(audits.find((a) => a.action === 'staff_request.approved')?.actorId).toBe(admin.id);
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['staff_request.approved', 'password.set', 'login']),
    );
    // Decided requests stay in the list with their outcome.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-registration-requests',
      headers: headers.admin,
    });
    expect(list.json().find((r: { user_id: number }) => r.user_id === request.id).action).toBe('approved');
  });

  it('lets an admin approve staff and admin requests but not a superadmin request (rank rule)', async () => {
    const asAdmin = await buildStaffRequest(t.ctx, { requestedRole: 'admin' });
    expect(
      (await post('/api/admin/approve', { adminId: asAdmin.id, status: 'approved' }, headers.admin)).statusCode,
    ).toBe(200);
    const superRequest = await buildStaffRequest(t.ctx, { requestedRole: 'superadmin' });
    const before = await snapshot(superRequest.id);
    const refused = await post('/api/admin/approve', { adminId: superRequest.id, status: 'approved' }, headers.admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Only a super admin can approve a super admin request.');
    expect(await snapshot(superRequest.id)).toEqual(before);
    const bySuper = await post(
      '/api/admin/approve',
      { adminId: superRequest.id, status: 'approved' },
      headers.superadmin,
    );
    expect(bySuper.statusCode).toBe(200);
    expect((await snapshot(superRequest.id)).role).toBe('superadmin');
  });

  it('decides once: a second decision is 409 and sends nothing more', async () => {
    const request = await buildStaffRequest(t.ctx);
    expect((await post('/api/admin/approve', { adminId: request.id }, headers.admin)).statusCode).toBe(200);
    const before = await snapshot(request.id);
    const again = await post('/api/admin/reject', { adminId: request.id, status: 'rejected' }, headers.superadmin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ACCOUNT_MESSAGES.requestAlreadyDecided);
    expect(await snapshot(request.id)).toEqual(before);
  });

  it('answers 404 for an unknown request or an account that was never a request', async () => {
    const missing = await post('/api/admin/approve', { adminId: 999999, status: 'approved' }, headers.admin);
    expect(missing.statusCode).toBe(404);
    const existing = await buildUser(t.ctx);
    const res = await post('/api/admin/reject', { adminId: existing.id, status: 'rejected' }, headers.admin);
    expect(res.statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, existing.id));
    expect(row!.requestStatus).toBe('approved');
  });

  it('answers 400 to malformed input, 401 without a token, 403 to staff, and changes nothing', async () => {
    const request = await buildStaffRequest(t.ctx);
    const before = await snapshot(request.id);
    const bad = [
      [{}, 'adminId must be a request id.'],
      [{ adminId: 'abc', status: 'approved' }, 'adminId must be a request id.'],
      [{ adminId: request.id, status: 'rejected' }, 'status must be approved for this call.'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await post('/api/admin/approve', body, headers.admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect((await post('/api/admin/approve', { adminId: request.id, status: 'approved' })).statusCode).toBe(401);
    expect((await post('/api/admin/reject', { adminId: request.id, status: 'rejected' })).statusCode).toBe(401);
    expect(
      (await post('/api/admin/approve', { adminId: request.id, status: 'approved' }, headers.staff)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/admin/reject', { adminId: request.id, status: 'rejected' }, headers.staff)).statusCode,
    ).toBe(403);
    expect(await snapshot(request.id)).toEqual(before);
  });
});

describe('POST /api/admin/reject', () => {
  it('rejects, emails a short notice without a link, and audits who rejected', async () => {
    const request = await buildStaffRequest(t.ctx);
    const res = await post('/api/admin/reject', { adminId: request.id, status: 'rejected' }, headers.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.requestRejected);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, request.id));
    expect(row).toMatchObject({ requestStatus: 'rejected', role: null });
    const mail = await latestEmailTo(t.ctx, request.email);
    expect(mail!.kind).toBe('staff_request.rejected');
    expect(mail!.textBody).not.toContain('token=');
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `staff_user:${request.id}`));
    expect(audits.map((a) => a.action)).toContain('staff_request.rejected');
    const login = await post('/api/admin/login', { email: request.email, password: 'anything-1' });
    expect(login.statusCode).toBe(401);
  });

  it('keeps the rank rule for rejections too', async () => {
    const superRequest = await buildStaffRequest(t.ctx, { requestedRole: 'superadmin' });
    const res = await post('/api/admin/reject', { adminId: superRequest.id, status: 'rejected' }, headers.admin);
    expect(res.statusCode).toBe(403);
    expect((await snapshot(superRequest.id)).status).toBe('pending');
  });
});
