import { afterAll, beforeAll } from 'vitest';
import { ROLES, type Role } from '@shop/domain/roles';
import { buildTestApp, type TestApp, type TestAppOptions } from './app';
import { authHeaders } from './factories';

/**
 * The one test app of a test file: built before the file's tests (beforeAll) and closed after them (afterAll).
 * It is returned at once and filled in when the file starts, so a file declares it in one line:
 * `const t = testAppForFile();`. `options` may be a function when they are known only then (a port, a stand-in).
 */
export function testAppForFile(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(typeof options === 'function' ? await options() : options));
  });
  afterAll(async () => {
    if (typeof t.close === 'function') await t.close();
  });
  return t;
}

/**
 * Headers of a user of `role`, signed in once for the whole test file (declared after its `testAppForFile()`,
 * filled in before its tests): `const staff = signedIn(t);`.
 */
export function signedIn(t: Pick<TestApp, 'ctx'>, role: Role = 'staff'): { authorization: string } {
  const headers = { authorization: '' };
  beforeAll(async () => {
    Object.assign(headers, await authHeaders(t.ctx, role));
  });
  return headers;
}

/** `signedIn` for every role at once: `const byRole = signedInByRole(t);`, then `byRole.admin`. */
export function signedInByRole(t: Pick<TestApp, 'ctx'>): Record<Role, { authorization: string }> {
  const byRole = {} as Record<Role, { authorization: string }>;
  for (const role of ROLES) byRole[role] = signedIn(t, role);
  return byRole;
}
