import { sql } from 'drizzle-orm';
import type { Role } from '@shop/domain/roles';
import type { AppContext } from '../context';
import { staffUsers } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { STAFF_REQUEST_NOTIFICATION } from '@shop/domain/contracts/accounts';
import { createNotification } from '../services/notifications/create-notification';

export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_ACCOUNTS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'superadmin@demo.test', role: 'superadmin', firstName: 'Sara', lastName: 'Al Mansoori' },
  { email: 'admin@demo.test', role: 'admin', firstName: 'Omar', lastName: 'Haddad' },
  { email: 'staff@demo.test', role: 'staff', firstName: 'Priya', lastName: 'Nair' },
];

/** The three demo accounts and two waiting registration requests, when no account exists yet. */
export async function seedAccounts(ctx: AppContext): Promise<string[]> {
  const [{ count } = { count: 0 }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
  const logins = DEMO_ACCOUNTS.map((a) => `${a.role.padEnd(10)} ${a.email}`);
  if (Number(count) > 0) return logins;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(staffUsers).values([
      ...DEMO_ACCOUNTS.map((a) => ({
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        requestedRole: a.role,
        role: a.role,
        requestStatus: 'approved' as const,
        passwordHash,
      })),
      { firstName: 'Karim', lastName: 'Youssef', email: 'karim.youssef@demo.test', requestedRole: 'staff' as const },
      { firstName: 'Leila', lastName: 'Rahman', email: 'leila.rahman@demo.test', requestedRole: 'admin' as const },
    ]);
    // The two waiting requests announce themselves as a real registration does.
    for (let i = 0; i < 2; i += 1) await createNotification(tx, { ...STAFF_REQUEST_NOTIFICATION });
  });
  return logins;
}
