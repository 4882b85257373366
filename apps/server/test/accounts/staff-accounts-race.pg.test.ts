import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_ACCOUNT_MESSAGES } from '@shop/domain/contracts/staff-accounts';
import { buildSignedInUser } from '../helpers/factories';
import { staffUsers } from '../../src/db/schema';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

const deactivate = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/accounts/${id}/deactivate`, headers });

describe('deactivation races (PostgreSQL)', () => {
  it('two superadmins deactivating each other at once leave one active: the other is told it is the last', async () => {
    const a = await buildSignedInUser(t.ctx, { role: 'superadmin' });
    const b = await buildSignedInUser(t.ctx, { role: 'superadmin' });
    // Only these two are active superadmins.
    await t.ctx.db.execute(
      sql`UPDATE staff_users SET deactivated_at = now() WHERE role = 'superadmin' AND id NOT IN (${a.id}, ${b.id})`,
    );
    const answers = await Promise.all([deactivate(b.id, a.headers), deactivate(a.id, b.headers)]);
    const codes = answers.map((r) => r.statusCode).sort();
    // The first to lock deactivates the other; the second is refused for being last (409), or finds its own
    // session already ended (401) when the first committed before its session was read.
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const loser = answers.find((r) => r.statusCode !== 200)!;
    if (loser.statusCode === 409) expect(loser.json().error).toBe(STAFF_ACCOUNT_MESSAGES.lastSuperadmin);
    const active = await t.ctx.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(sql`${staffUsers.role} = 'superadmin' AND ${staffUsers.deactivatedAt} IS NULL`);
    expect(active).toHaveLength(1);
  });

  it('twenty admins deactivating one account at once: one 200, the rest told it is already deactivated', async () => {
    const target = await buildSignedInUser(t.ctx);
    const admins = await Promise.all(Array.from({ length: 20 }, () => buildSignedInUser(t.ctx, { role: 'admin' })));
    const answers = await Promise.all(admins.map((admin) => deactivate(target.id, admin.headers)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().error]).toEqual([409, STAFF_ACCOUNT_MESSAGES.alreadyInactive]);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.id, target.id));
    expect(row!.deactivatedAt).not.toBeNull();
  });
});
