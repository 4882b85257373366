import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@shop/domain/contracts/accounts';
import { ROLES, type Role } from '@shop/domain/roles';
import { staffUsers } from '../../src/db/schema';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { TEST_PASSWORD, buildSignedInUser } from '../helpers/factories';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

const account = (role: Role = 'staff') => buildSignedInUser(t.ctx, { role });

const putLanguage = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/profile/language', headers, payload: payload as object });

async function languageOf(id: number) {
  const [row] = await t.ctx.db.select({ language: staffUsers.language }).from(staffUsers).where(eq(staffUsers.id, id));
  return row!.language;
}

describe(`the account's language on PUT /api/admin/profile/language (${engine})`, () => {
  it('starts in English; every role saves its language, which the profile and the next login carry', async () => {
    const other = await account();
    for (const role of ROLES) {
      const me = await account(role);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: me.headers })).json(),
      ).toMatchObject({ language: 'en' });
      const saved = await putLanguage(me.headers, { language: 'ar' });
      expect(saved.statusCode, role).toBe(200);
      expect(saved.json()).toEqual({ language: 'ar' });
      const profile = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: me.headers });
      expect(profile.json()).toMatchObject({ role, language: 'ar' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: me.email, password: TEST_PASSWORD, recaptchaToken: '' },
      });
      expect(login.json()).toMatchObject({ role, language: 'ar' });
    }
    expect(await languageOf(other.id)).toBe('en');
    expect(await lastAudit(t.ctx, 'profile.language')).toMatchObject({ subject: expect.stringMatching(/^staff:\d+$/) });
  });

  it('answers 401 without a session and 400 with a message for anything but en or ar, changing nothing', async () => {
    const me = await account();
    await putLanguage(me.headers, { language: 'ar' });
    expect((await putLanguage({}, { language: 'en' })).statusCode).toBe(401);
    for (const bad of [{ language: 'fr' }, { language: 3 }, {}, { language: '' }, { language: 'en', role: 'admin' }]) {
      const res = await putLanguage(me.headers, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toContain(PROFILE_MESSAGES.invalidLanguage);
    }
    expect(await languageOf(me.id)).toBe('ar');
  });
});
