import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, setSessionExpiredHandler } from './api-client';
import { getRole, getToken, saveSession, takeLoginFlash } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const answer = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

describe('api client', () => {
  it('sends the stored admin token as a bearer token, and none when auth is false', async () => {
    saveSession('tok-1', 'admin');
    const fetch = answer(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);
    expect(await api('admin/profile')).toEqual({ ok: true });
    await api('notifications', { auth: false });
    const headers = (call: number) =>
      new Headers((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers);
    expect(headers(0).get('authorization')).toBe('Bearer tok-1');
    expect(headers(1).get('authorization')).toBeNull();
  });

  it('a 401 from any call ends the session: token and role cleared, the login page says why', async () => {
    saveSession('tok-1', 'staff');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    vi.stubGlobal('fetch', answer(401, '{"error":"Please log in to continue."}'));
    await expect(api('admin/customers')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(takeLoginFlash()).toBe('Session expired. Please log in again.');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("uses the server's sentence, else the screen's fallback", async () => {
    vi.stubGlobal('fetch', answer(409, '{"error":"This request has already been decided."}'));
    const decided = await api('admin/approve', { method: 'POST' }).catch((e: unknown) => e);
    expect(errorMessage(decided, 'Something went wrong. Please try again.')).toBe(
      'This request has already been decided.',
    );
    vi.stubGlobal('fetch', answer(502, '<html>Bad gateway</html>'));
    const proxy = await api('admin/approve', { method: 'POST' }).catch((e: unknown) => e);
    expect(errorMessage(proxy, 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const offline = await api('admin/approve', { method: 'POST' }).catch((e: unknown) => e);
    expect(errorMessage(offline, 'Failed to save purchases.')).toBe('Failed to save purchases.');
  });
});
