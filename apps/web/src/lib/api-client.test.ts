import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { apiServer, FakeAnswer, fakeApi } from '@/testing/api';
import { api, ApiError, errorMessage, setSessionExpiredHandler } from './api-client';
import { getRole, getToken, saveSession, takeLoginFlash } from './session';

afterEach(() => localStorage.clear());

const ok = z.object({ ok: z.boolean() });

describe('api client', () => {
  it('sends the stored admin token as a bearer token, and none when auth is false', async () => {
    saveSession('tok-1', 'admin');
    const profile = fakeApi.get('/api/admin/profile', ok, { ok: true });
    const notifications = fakeApi.get('/api/notifications', ok, { ok: true });
    expect(await api('admin/profile')).toEqual({ ok: true });
    await api('notifications', { auth: false });
    expect(profile.last()?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(notifications.last()?.headers.get('authorization')).toBeNull();
  });

  it('a 401 from any call ends the session: token and role cleared, the login page says why', async () => {
    saveSession('tok-1', 'staff');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    fakeApi.get('/api/admin/customers', ok, new FakeAnswer(401, { error: 'Please log in to continue.' }));
    await expect(api('admin/customers')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
    expect(takeLoginFlash()).toBe('Session expired. Please log in again.');
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("uses the server's sentence, else the screen's fallback", async () => {
    fakeApi.post('/api/admin/approve', ok, new FakeAnswer(409, { error: 'This request has already been decided.' }), {
      once: true,
    });
    const decided = await api('admin/approve', { method: 'POST' }).catch((e: unknown) => e);
    expect(errorMessage(decided, 'Something went wrong. Please try again.')).toBe(
      'This request has already been decided.',
    );
    // A proxy's error page, not the server's JSON.
    apiServer.use(
      http.post('*/api/admin/approve', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }), {
        once: true,
      }),
    );
    const proxy = await api('admin/approve', { method: 'POST' }).catch((e: unknown) => e);
    expect(errorMessage(proxy, 'Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
    apiServer.use(http.post('*/api/admin/approve', () => HttpResponse.error()));
    const offline = await api('admin/approve', { method: 'POST' }).catch((e: unknown) => e);
    expect(errorMessage(offline, 'Failed to save purchases.')).toBe('Failed to save purchases.');
  });
});
