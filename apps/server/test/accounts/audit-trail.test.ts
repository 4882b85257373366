import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, AUDIT_MESSAGES } from '@shop/domain/contracts/audit';
import { engine } from '../helpers/app';
import { buildSignedInUser, buildUser } from '../helpers/factories';
import { auditLog } from '../../src/db/schema';
import { signedInByRole, testAppForFile } from '../helpers/per-file';

const t = testAppForFile();
const as = signedInByRole(t);

const get = (query: string, headers: Record<string, string> = as.admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers });

let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
let leaver: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  admin = await buildSignedInUser(t.ctx, { role: 'admin', firstName: 'Amal', lastName: 'Auditor' });
  leaver = await buildUser(t.ctx, { firstName: '=HYPERLINK("x")', lastName: 'Left' });
  // Entries on known days (Dubai is UTC+4): 10 March 09:00, 11 March 23:30 (still the 11th) and 12 March 00:30.
  await t.ctx.db.insert(auditLog).values([
    {
      actorId: admin.id,
      action: 'bookings.cancel',
      subject: 'booking:9',
      details: { refundFils: 21000 },
      createdAt: new Date('2026-03-10T05:00:00Z'),
    },
    {
      actorId: admin.id,
      action: 'settings.pricing',
      subject: 'settings',
      details: { before: 'included', after: 'excluded' },
      createdAt: new Date('2026-03-11T19:30:00Z'),
    },
    {
      actorId: null,
      action: 'payments.paid',
      subject: 'checkout:TXN-1',
      details: {},
      createdAt: new Date('2026-03-11T20:30:00Z'),
    },
    {
      actorId: leaver.id,
      action: 'login',
      subject: `staff_user:${leaver.id}`,
      details: {},
      createdAt: new Date('2026-03-09T05:00:00Z'),
    },
  ]);
  // A real action through the API is in the trail too: the deactivation of someone who left.
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/accounts/${leaver.id}/deactivate`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
});

describe(`the audit trail (${engine})`, () => {
  it('lists who did what and when, newest first, filtered by who, what and Dubai days', async () => {
    const mine = await get(`?who=${admin.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((e: { action: string }) => e.action)).toEqual([
      'accounts.deactivate',
      'settings.pricing',
      'bookings.cancel',
    ]);
    const [deactivation] = mine.json().items;
    expect(deactivation).toMatchObject({
      actor: { id: admin.id, name: 'Amal Auditor', email: admin.email },
      area: 'accounts',
      subject: `staff_user:${leaver.id}`,
      details: { before: { active: true }, after: { active: false } },
    });
    const settings = await get('?what=settings&from=2026-03-11&to=2026-03-11');
    expect(settings.json().items.map((e: { action: string }) => e.action)).toEqual(['settings.pricing']);
    // 00:30 on the 12th in Dubai is the 12th, although it is the 11th in UTC.
    const twelfth = await get('?from=2026-03-12&to=2026-03-12');
    expect(twelfth.json().items).toEqual([expect.objectContaining({ action: 'payments.paid', actor: null })]);
  });

  it('exports the same filters as CSV, with hostile names written as text', async () => {
    const res = await get(`.csv?who=${admin.id}&to=2026-12-31`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-start-to-2026-12-31.csv"');
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['accounts.deactivate', 'settings.pricing', 'bookings.cancel']);
    expect(rows[3]!.slice(0, 3)).toEqual(['10/03/2026, 09:00', 'Amal Auditor', admin.email]);
    expect(JSON.parse(rows[2]![5]!)).toEqual({ before: 'included', after: 'excluded' });
    // An account named like a formula is written as text.
    const loginsCsv = await get(`.csv?who=${leaver.id}`);
    expect(loginsCsv.statusCode, loginsCsv.body).toBe(200);
    const logins = parse(loginsCsv.body, { bom: true }) as string[][];
    expect(logins[1]!.slice(1, 4)).toEqual(['\'=HYPERLINK("x") Left', leaver.email, 'login']);
  });

  it('refuses no token (401), staff (403) and bad filters (400 with the field)', async () => {
    expect((await get('', {})).statusCode).toBe(401);
    expect((await get('', as.staff)).statusCode).toBe(403);
    expect((await get('.csv', as.staff)).statusCode).toBe(403);
    for (const [query, field, message] of [
      ['?who=abc', 'who', AUDIT_MESSAGES.whoInvalid],
      ['?what=everything', 'what', AUDIT_MESSAGES.whatInvalid],
      ['?from=2026-02-30', 'from', AUDIT_MESSAGES.fromInvalid],
      ['?from=2026-03-12&to=2026-03-11', 'to', AUDIT_MESSAGES.rangeReversed],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
    }
  });

  it('is append-only: the database refuses to change or delete an entry, whoever asks', async () => {
    // Drizzle wraps the database's error: its cause is PostgreSQL's own refusal.
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.ctx.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    const count = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const before = await count();
    expect(await refusal(sql`UPDATE audit_log SET action = 'nothing' WHERE actor_id = ${admin.id}`)).toMatch(
      /append-only: UPDATE is not allowed/,
    );
    expect(await refusal(sql`DELETE FROM audit_log WHERE actor_id = ${admin.id}`)).toMatch(
      /append-only: DELETE is not allowed/,
    );
    expect(await refusal(sql`TRUNCATE audit_log`)).toMatch(/append-only: TRUNCATE is not allowed/);
    expect(await count()).toBe(before);
    expect((await get(`?who=${admin.id}`)).json().items[0].action).toBe('accounts.deactivate');
  });
});
