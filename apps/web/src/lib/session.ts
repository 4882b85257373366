import { isRole, type Role } from '@shop/domain/roles';

/** The session lives in localStorage under the keys of docs/product/screens.md#what-the-browser-keeps. */
export const TOKEN_KEY = 'adminToken';
export const ROLE_KEY = 'adminRole';
const FLASH_KEY = 'loginFlash';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getRole(): Role | null {
  const role = localStorage.getItem(ROLE_KEY);
  return isRole(role) ? role : null;
}

export function saveSession(token: string, role: Role): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ROLE_KEY, role);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ROLE_KEY);
}

/** A one-time message the login page shows (e.g. 'Session expired. Please log in again.'). */
export function setLoginFlash(message: string): void {
  sessionStorage.setItem(FLASH_KEY, message);
}

export function takeLoginFlash(): string | null {
  const message = sessionStorage.getItem(FLASH_KEY);
  sessionStorage.removeItem(FLASH_KEY);
  return message;
}

/**
 * Where the login goes on success: the address a guard or an expired session sent the user from (`state.from`), when
 * it is one of this app's screens (a path of this origin, not the login itself), else the dashboard.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return '/dashboard';
  }
  return /^\/(login)?(\?|$)/.test(from) ? '/dashboard' : from;
}
