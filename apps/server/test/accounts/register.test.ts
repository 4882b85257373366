import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, STAFF_REQUEST_NOTIFICATION } from '@shop/domain/contracts/accounts';
import { auditLog, emailOutbox, notifications, staffUsers } from '../../src/db/schema';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

function register(body: unknown, ip = '10.1.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/admin/register', payload: body as object, remoteAddress: ip });
}
async function countRows() {
  const [users] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(staffUsers);
  const [notes] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
  return { users: Number(users!.n), notes: Number(notes!.n) };
}

describe('POST /api/admin/register', () => {
  it('creates a pending request (default role staff) and a public notification without personal data', async () => {
    const res = await register({
      firstName: ' Nadia ',
      lastName: 'Faris',
      email: 'Nadia.Faris@Shop.test',
      recaptchaToken: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.registrationSent);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.email, 'nadia.faris@shop.test'));
    expect(row).toMatchObject({
      firstName: 'Nadia',
      lastName: 'Faris',
      requestedRole: 'staff',
      role: null,
      requestStatus: 'pending',
      passwordHash: null,
    });
    const notes = await t.ctx.db.select().from(notifications);
    expect(notes.at(-1)).toMatchObject({
      title: STAFF_REQUEST_NOTIFICATION.title,
      message: STAFF_REQUEST_NOTIFICATION.message,
    });
    expect(JSON.stringify(notes)).not.toMatch(/Nadia|Faris|nadia/i);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `staff_user:${row!.id}`));
    expect(audits.map((a) => a.action)).toEqual(['staff_request.created']);
  });

  it('keeps the requested role', async () => {
    const res = await register({ firstName: 'A', lastName: 'B', email: 'wants.admin@shop.test', role: 'superadmin' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.email, 'wants.admin@shop.test'));
    expect(row!.requestedRole).toBe('superadmin');
    expect(row!.role).toBeNull();
  });

  it('answers 400 with the documented messages and changes nothing', async () => {
    const before = await countRows();
    const cases: [unknown, string][] = [
      [{ firstName: '', lastName: 'B', email: 'x@shop.test' }, ACCOUNT_MESSAGES.allFieldsRequired],
      [{ firstName: 'A', lastName: '  ', email: 'x@shop.test' }, ACCOUNT_MESSAGES.allFieldsRequired],
      [{ firstName: 'A', lastName: 'B', email: '' }, ACCOUNT_MESSAGES.allFieldsRequired],
      [{ firstName: 'A', lastName: 'B' }, ACCOUNT_MESSAGES.allFieldsRequired],
      [{ firstName: 'A', lastName: 'B', email: 'no spaces@shop.test' }, ACCOUNT_MESSAGES.invalidEmail],
      [
        { firstName: 'A', lastName: 'B', email: 'x@shop.test', role: 'owner' },
        'Role must be staff, admin or superadmin.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await countRows()).toEqual(before);
  });

  it('answers a second request for the same email (any case) exactly like a new one, changes nothing and tells the owner by email', async () => {
    const first = await register({ firstName: 'A', lastName: 'B', email: 'twice@shop.test' });
    expect(first.statusCode).toBe(201);
    const before = await countRows();
    const noticesTo = async (address: string) =>
      (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).filter(
        (m) => m.kind === 'staff_request.already_registered',
      );
    const again = await register({ firstName: 'C', lastName: 'D', email: 'TWICE@shop.test' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countRows()).toEqual(before);
    const [notice] = await noticesTo('twice@shop.test');
    expect(notice!.textBody).toContain('Hello A,');
    expect(notice!.textBody).toContain('http://shop.test/forgot-password');
    // A flood of attempts does not flood the owner's inbox: a few notices an hour, the same answer.
    for (let i = 0; i < 4; i += 1)
      expect(
        (await register({ firstName: 'C', lastName: 'D', email: 'twice@shop.test' }, `10.7.7.${i}`)).statusCode,
      ).toBe(201);
    expect(await noticesTo('twice@shop.test')).toHaveLength(3);
  });

  it('lets a rejected person ask again: the request is pending once more', async () => {
    await register({ firstName: 'Re', lastName: 'Try', email: 'retry@shop.test' });
    await t.ctx.db.update(staffUsers).set({ requestStatus: 'rejected' }).where(eq(staffUsers.email, 'retry@shop.test'));
    const again = await register({ firstName: 'Re', lastName: 'Try', email: 'retry@shop.test', role: 'admin' });
    expect(again.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(staffUsers).where(eq(staffUsers.email, 'retry@shop.test'));
    expect(row).toMatchObject({ requestStatus: 'pending', requestedRole: 'admin', role: null });
  });

  it('rate limits registrations from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push(
        (await register({ firstName: 'S', lastName: 'P', email: `spam${i}@shop.test` }, '10.1.9.9')).statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
