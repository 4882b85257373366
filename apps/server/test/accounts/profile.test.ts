import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROFILE_MESSAGES } from '@shop/domain/contracts/accounts';
import { STORES } from '@shop/domain/pickup';
import { ROLES, type Role } from '@shop/domain/roles';
import { auditLog, staffUsers } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { buildSignedInUser } from '../helpers/factories';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

const account = (role: Role = 'staff') => buildSignedInUser(t.ctx, { role });

const getProfile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
const putProfile = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/profile', headers, payload: payload as object });

async function storeOf(id: number) {
  const [row] = await t.ctx.db.select({ store: staffUsers.defaultStore }).from(staffUsers).where(eq(staffUsers.id, id));
  return row!.store;
}

describe(`the account's store on GET/PUT /api/admin/profile (${engine})`, () => {
  it('starts with no store; every role saves its own store, which the profile then shows; null clears it', async () => {
    const other = await account();
    for (const role of ROLES) {
      const me = await account(role);
      expect((await getProfile(me.headers)).json().default_store).toBeNull();
      const saved = await putProfile(me.headers, { default_store: 'Marina Store' });
      expect(saved.statusCode, role).toBe(200);
      expect(saved.json()).toMatchObject({ role, default_store: 'Marina Store' });
      expect((await getProfile(me.headers)).json().default_store).toBe('Marina Store');
      const audits = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'profile.update'), eq(auditLog.actorId, me.id)));
      expect(audits).toHaveLength(1);
      expect((await putProfile(me.headers, { default_store: null })).json().default_store).toBeNull();
    }
    expect(await storeOf(other.id)).toBeNull();
  });

  it('answers 401 without a session and 400 with a message for a store that does not exist, changing nothing', async () => {
    const me = await account();
    await putProfile(me.headers, { default_store: 'Jumeirah Store' });
    expect((await putProfile({}, { default_store: 'Marina Store' })).statusCode).toBe(401);
    for (const bad of [{ default_store: 'Deira Store' }, { default_store: 3 }, {}, { default_store: '' }]) {
      const res = await putProfile(me.headers, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toContain(PROFILE_MESSAGES.invalidStore);
    }
    expect(await storeOf(me.id)).toBe('Jumeirah Store');
  });

  it('keeps one of the stores when two tabs save at the same time', async () => {
    const me = await account();
    const answers = await Promise.all(STORES.map((store) => putProfile(me.headers, { default_store: store })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(STORES).toContain(await storeOf(me.id));
  });
});
