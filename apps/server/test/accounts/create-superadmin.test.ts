import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { staffUsers } from '../../src/db/schema';
import { createFirstSuperadmin } from '../../src/services/accounts/create-first-superadmin';
import { tokenFromLink } from './account-helpers';
import { lastAudit } from '../helpers/audit';
import { setPasswordAndLogIn } from '../helpers/cli';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

describe('createFirstSuperadmin (the production set-up command)', () => {
  it('creates an approved superadmin without a password and a set-password link that lets them log in', async () => {
    const link = await createFirstSuperadmin(t.ctx.db, t.config, {
      email: ' Owner@Shop.test ',
      firstName: 'Amal',
      lastName: 'Saeed',
    });
    expect(link).toMatch(/^http:\/\/shop\.test\/admin\/set-password\?token=/);
    const [user] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.email, 'owner@shop.test'));
    expect(user).toMatchObject({ role: 'superadmin', requestStatus: 'approved', passwordHash: null });
    const token = tokenFromLink(link, '/admin/set-password');
    expect(await setPasswordAndLogIn(t.app, token)).toBe('superadmin');
    expect(await lastAudit(t.ctx, 'superadmin.created')).toMatchObject({ subject: `staff_user:${user!.id}` });
  });

  it('refuses an existing email and a malformed one, creating nothing', async () => {
    const count = async () => Number((await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(staffUsers))[0]!.n);
    const before = await count();
    await expect(
      createFirstSuperadmin(t.ctx.db, t.config, { email: 'OWNER@shop.test', firstName: 'A', lastName: 'B' }),
    ).rejects.toThrow('already exists');
    await expect(
      createFirstSuperadmin(t.ctx.db, t.config, { email: 'not an email', firstName: 'A', lastName: 'B' }),
    ).rejects.toThrow('not a valid email');
    expect(await count()).toBe(before);
  });
});
