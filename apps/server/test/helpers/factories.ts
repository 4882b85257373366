import type { Role } from '@shop/domain/roles';
import { staffUsers } from '../../src/db/schema';
import type { AppContext } from '../../src/context';
import { createSession } from '../../src/services/sessions/sessions';
import { hashPassword } from '../../src/lib/crypto';

let counter = 0;
export const TEST_PASSWORD = 'Test-pass-2026';
let cachedHash: string | null = null;

/** An approved staff account with password TEST_PASSWORD. Missing fields are made up. */
export async function buildUser(
  ctx: AppContext,
  overrides: Partial<{ role: Role; email: string; firstName: string; lastName: string; password: string }> = {},
) {
  counter += 1;
  const role = overrides.role ?? 'staff';
  cachedHash ??= await hashPassword(TEST_PASSWORD);
  const passwordHash = overrides.password ? await hashPassword(overrides.password) : cachedHash;
  const [user] = await ctx.db
    .insert(staffUsers)
    .values({
      firstName: overrides.firstName ?? `First${counter}`,
      lastName: overrides.lastName ?? `Last${counter}`,
      email: overrides.email ?? `user${counter}.${Date.now()}@shop.test`,
      requestedRole: role,
      role,
      requestStatus: 'approved',
      passwordHash,
    })
    .returning();
  return user!;
}

/** A pending registration request. */
export async function buildStaffRequest(
  ctx: AppContext,
  overrides: Partial<{ requestedRole: Role; email: string }> = {},
) {
  counter += 1;
  const [user] = await ctx.db
    .insert(staffUsers)
    .values({
      firstName: `Req${counter}`,
      lastName: 'Uest',
      email: overrides.email ?? `request${counter}.${Date.now()}@shop.test`,
      requestedRole: overrides.requestedRole ?? 'staff',
    })
    .returning();
  return user!;
}

/** Headers of a new one-hour session for an existing account. */
export async function sessionHeaders(ctx: AppContext, userId: number): Promise<{ authorization: string }> {
  const { token } = await createSession(ctx.db, { userId, secret: ctx.config.sessionSecret, hours: 1 });
  return { authorization: `Bearer ${token}` };
}

/** An approved account (as `buildUser` makes it) with the headers of a session for it. */
export async function buildSignedInUser(ctx: AppContext, overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(ctx, overrides);
  return { ...user, headers: await sessionHeaders(ctx, user.id) };
}

/** Headers of a signed-in user of the given role (a new account each call). */
export async function authHeaders(ctx: AppContext, role: Role = 'staff'): Promise<{ authorization: string }> {
  return (await buildSignedInUser(ctx, { role })).headers;
}

/** Headers for every role at once: { staff, admin, superadmin }. */
export async function headersByRole(ctx: AppContext): Promise<Record<Role, { authorization: string }>> {
  return {
    staff: await authHeaders(ctx, 'staff'),
    admin: await authHeaders(ctx, 'admin'),
    superadmin: await authHeaders(ctx, 'superadmin'),
  };
}
