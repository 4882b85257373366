import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@shop/domain/contracts/settings';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { testAppForFile, signedInByRole } from '../helpers/per-file';

const t = testAppForFile();
const headers = signedInByRole(t);

type Role = keyof typeof headers;
const get = (role?: Role) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings/digits', ...(role ? { headers: headers[role] } : {}) });
const put = (payload: unknown, role?: Role) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/digits',
    payload: payload as object,
    ...(role ? { headers: headers[role] } : {}),
  });
const publicDigits = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/public-config' })).json().arabicDigits as boolean;

describe(`Arabic-Indic digits setting (${engine})`, () => {
  it('starts with Latin digits; a superadmin turns Arabic-Indic digits on and off, and the web app is told', async () => {
    expect((await get('admin')).json()).toEqual({ arabic_digits: false });
    expect(await publicDigits()).toBe(false);
    const on = await put({ arabic_digits: true }, 'superadmin');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ arabic_digits: true });
    expect((await get('admin')).json()).toEqual({ arabic_digits: true });
    expect(await publicDigits()).toBe(true);
    expect((await put({ arabic_digits: false }, 'superadmin')).json()).toEqual({ arabic_digits: false });
    expect(await publicDigits()).toBe(false);
    expect(await lastAudit(t.ctx, 'settings:digits')).toMatchObject({
      details: { arabicDigits: { before: true, after: false } },
    });
  });

  it('answers 401 without a session, 403 to staff (read) and admin (change), 400 for bad input, changing nothing', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get('staff')).statusCode).toBe(403);
    expect((await put({ arabic_digits: true })).statusCode).toBe(401);
    expect((await put({ arabic_digits: true }, 'admin')).statusCode).toBe(403);
    for (const bad of [{}, { arabic_digits: 'yes' }, { arabic_digits: true, prices_include_vat: false }]) {
      const res = await put(bad, 'superadmin');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toContain(SETTINGS_MESSAGES.arabicDigitsRequired);
    }
    expect((await get('superadmin')).json()).toEqual({ arabic_digits: false });
  });
});
