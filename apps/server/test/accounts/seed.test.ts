import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { notifications, staffUsers } from '../../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from '../../src/seed/accounts';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

describe('demo accounts seed', () => {
  it('creates the three demo logins and two waiting requests once', async () => {
    await seedAccounts(t.ctx);
    await seedAccounts(t.ctx);
    const [users] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(staffUsers);
    expect(Number(users!.n)).toBe(5);
    const [notes] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    expect(Number(notes!.n)).toBe(2);
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().role).toBe(account.role);
    }
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/staff-registration-requests',
      headers: { authorization: `Bearer ${admin.json().token}` },
    });
    expect(list.json().map((r: { email: string; action: string }) => `${r.email} ${r.action}`)).toEqual([
      'karim.youssef@demo.test pending',
      'leila.rahman@demo.test pending',
    ]);
  });
});
