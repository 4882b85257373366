import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES } from '@shop/domain/contracts/invites';
import { emailOutbox, invites } from '../../src/db/schema';
import { lastAudit } from '../helpers/audit';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp({ env: { STORE_URL: 'https://store.racketlab.example.ae' } });
  staff = await authHeaders(t.ctx);
});
afterAll(async () => t?.close());

const invite = (payload: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: '/api/invite', headers, payload: payload as object });

async function footprint() {
  const [i] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(invites);
  const [e] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox);
  return { invites: Number(i?.n), emails: Number(e?.n) };
}

describe(`POST /api/invite (${engine})`, () => {
  it('trims and lowercases the address, records the invite and queues the invitation with the store link', async () => {
    const res = await invite({ email: '  Khalid.Mansoori@Example.AE ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: INVITE_MESSAGES.sent, email: 'khalid.mansoori@example.ae' });
    const rows = await t.ctx.db.select().from(invites);
    expect(rows.map((r) => r.email)).toEqual(['khalid.mansoori@example.ae']);
    const [mail] = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.id} = ${rows[0]!.emailOutboxId}`);
    expect(mail).toMatchObject({
      kind: 'invite',
      toAddress: 'khalid.mansoori@example.ae',
      subject: "You're invited to the Racket Lab Tennis online store",
    });
    expect(mail!.textBody).toContain('https://store.racketlab.example.ae');
    expect(await lastAudit(t.ctx, 'invite.send')).toMatchObject({ subject: expect.stringMatching(/^invite:.+@/) });
  });

  it('refuses a repeat invite to the same address (any case) politely, sending nothing', async () => {
    await invite({ email: 'repeat@example.ae' });
    const before = await footprint();
    for (const email of ['repeat@example.ae', ' REPEAT@example.ae']) {
      const res = await invite({ email }, await authHeaders(t.ctx, 'admin'));
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(INVITE_MESSAGES.alreadyInvited);
    }
    expect(await footprint()).toEqual(before);
  });

  it('sends again once the repeat window has passed', async () => {
    await invite({ email: 'later@example.ae' });
    await t.ctx.db.execute(
      sql`UPDATE invites SET created_at = now() - interval '61 minutes' WHERE email = 'later@example.ae'`,
    );
    const res = await invite({ email: 'later@example.ae' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [''],
    ['   '],
    ['no-at-sign.example.ae'],
    ['two words@example.ae'],
    ['a@b'],
    [`${'x'.repeat(250)}@example.ae`],
    [42],
    [null],
  ])('refuses %j with "Please enter a valid email address." and sends nothing', async (email) => {
    const before = await footprint();
    const res = await invite({ email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address.');
    expect(res.json().fields.email).toBe('Please enter a valid email address.');
    expect(await footprint()).toEqual(before);
  });

  it('answers 400 to a missing body field, 401 without a token, and lets every role invite', async () => {
    const before = await footprint();
    expect((await invite({})).statusCode).toBe(400);
    const none = await invite({ email: 'nobody@example.ae' }, {});
    expect(none.statusCode).toBe(401);
    expect(await footprint()).toEqual(before);
    for (const role of ['staff', 'admin', 'superadmin'] as const) {
      expect((await invite({ email: `${role}-pick@example.ae` }, await authHeaders(t.ctx, role))).statusCode).toBe(200);
    }
  });
});
