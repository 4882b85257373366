import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fils } from '@shop/domain/money';
import { shopDate } from '@shop/domain/shop-days';
import { ACCOUNT_MESSAGES, FORGOT_PASSWORD_LIMITS, LOGIN_LIMITS } from '@shop/domain/contracts/accounts';
import { MESSAGES } from '@shop/domain/messages';
import { buildTestApp, freshDatabase, type TestApp } from '../helpers/app';
import { buildUser, TEST_PASSWORD } from '../helpers/factories';
import type { Database } from '../../src/db/client';
import { backups, checkouts, emailOutbox, reminderRuns, restringReminders } from '../../src/db/schema';
import { runDailyBackup } from '../../src/services/backups/daily-backup';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { expireAbandonedCheckouts } from '../../src/services/payments/expire-abandoned-checkouts';
import { runDailyReminders } from '../../src/services/reminders/auto-sender';
import { importStoreInvoices } from '../../src/services/store-invoices/import-store-invoices';
import { requestPasswordReset } from '../accounts/account-helpers';
import { checkoutThroughSandbox, stringLine } from '../helpers/bookings-factories';
import { buildCustomer } from '../helpers/customers-factories';
import { authHeaders } from '../helpers/factories';
import { addStoreOrder, memoryStore } from '../helpers/invoices-factories';
import { countRows } from '../helpers/store-sync-factories';
import { racketStrungDaysAgo } from '../reminders/reminder-factories';

/**
 * Two server instances on ONE database behave as one: nothing that matters is kept in memory
 * (sessions, rate limits, lockouts and the email outbox live in the database).
 */
let database: Database;
let a: TestApp;
let b: TestApp;
let backupDir: string;
beforeAll(async () => {
  database = await freshDatabase();
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'two-instances-'));
  // Each instance answers recent sessions from memory for one second (SESSION_CACHE_SECONDS); both write
  // backups to one folder (shared storage) from 03:00 Dubai.
  const env = { SESSION_CACHE_SECONDS: '1', BACKUP_DIR: backupDir, BACKUP_HOUR: '3', REMINDERS_AT: '09:00' };
  a = await buildTestApp({ database, env });
  b = await buildTestApp({ database, env });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
  if (backupDir) await rm(backupDir, { recursive: true, force: true });
});

const login = (t: TestApp, body: object, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress: ip });
const profile = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { authorization: `Bearer ${token}` } });

describe('two server instances against one database', () => {
  it('a login on instance A works on B, and a logout on B ends it on B at once and on A within the session cache time', async () => {
    const user = await buildUser(a.ctx, { role: 'admin' });
    const res = await login(a, { email: user.email, password: TEST_PASSWORD }, '10.9.0.1');
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    expect((await profile(b, token)).json().email).toBe(user.email);
    expect((await profile(a, token)).statusCode).toBe(200);

    const out = await b.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await profile(b, token)).statusCode).toBe(401);
    await vi.waitUntil(async () => (await profile(a, token)).statusCode === 401, { timeout: 10_000, interval: 50 });
  });

  it('a deactivation on B ends the account on B at once and on A within the session cache time', async () => {
    const user = await buildUser(a.ctx);
    const res = await login(a, { email: user.email, password: TEST_PASSWORD }, '10.9.0.2');
    const { token } = res.json() as { token: string };
    expect((await profile(a, token)).statusCode).toBe(200);
    expect((await profile(b, token)).statusCode).toBe(200);
    const admin = await buildUser(b.ctx, { role: 'admin' });
    const adminLogin = await login(b, { email: admin.email, password: TEST_PASSWORD }, '10.9.0.3');
    const off = await b.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${user.id}/deactivate`,
      headers: { authorization: `Bearer ${adminLogin.json().token}` },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await profile(b, token)).statusCode).toBe(401);
    await vi.waitUntil(async () => (await profile(a, token)).statusCode === 401, { timeout: 10_000, interval: 50 });
    expect((await login(a, { email: user.email, password: TEST_PASSWORD }, '10.9.0.4')).statusCode).toBe(401);
  });

  it('counts failed logins across both instances: the account locks for that address on both, not for others', async () => {
    const user = await buildUser(a.ctx);
    const answers: string[] = [];
    for (let i = 0; i < LOGIN_LIMITS.maxFailures; i += 1) {
      const res = await login(i % 2 === 0 ? a : b, { email: user.email, password: 'Wrong-pass-123' }, '10.9.1.1');
      answers.push(`${res.statusCode} ${res.json().error}`);
    }
    expect(answers.slice(0, -1).every((x) => x === `401 ${ACCOUNT_MESSAGES.invalidCredentials}`)).toBe(true);
    expect(answers.at(-1)).toBe(`429 ${ACCOUNT_MESSAGES.accountLocked}`);
    for (const t of [a, b]) {
      const right = await login(t, { email: user.email, password: TEST_PASSWORD }, '10.9.1.1');
      expect(right.statusCode).toBe(429);
      expect(right.json().error).toBe(ACCOUNT_MESSAGES.accountLocked);
    }
    expect((await login(b, { email: user.email, password: TEST_PASSWORD }, '10.9.1.99')).statusCode).toBe(200);
  });

  it('shares the forgot-password rate limit between instances', async () => {
    const user = await buildUser(a.ctx);
    const codes: number[] = [];
    for (let i = 0; i <= FORGOT_PASSWORD_LIMITS.perAccount; i += 1) {
      const res = await requestPasswordReset(i % 2 === 0 ? a : b, user.email, `10.9.2.${i + 1}`);
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error).toBe(MESSAGES.tooManyRequests);
    }
    expect(codes).toEqual([...Array<number>(FORGOT_PASSWORD_LIMITS.perAccount).fill(200), 429]);
  });

  it('delivers an email enqueued through one instance exactly once when both run the sender', async () => {
    await database.db.delete(emailOutbox);
    const user = await buildUser(a.ctx);
    const res = await requestPasswordReset(a, user.email, '10.9.3.1');
    expect(res.statusCode).toBe(200);
    a.mail.sent.length = 0;
    b.mail.sent.length = 0;
    await Promise.all([
      deliverDueEmails(a.ctx.db, a.mail),
      deliverDueEmails(b.ctx.db, b.mail),
      deliverDueEmails(a.ctx.db, a.mail),
      deliverDueEmails(b.ctx.db, b.mail),
    ]);
    const delivered = [...a.mail.sent, ...b.mail.sent];
    expect(delivered.map((m) => m.to)).toEqual([user.email]);
    expect(delivered[0]!.text).toContain('/reset-password?token=');
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(rows.map((r) => r.status)).toEqual(['sent']);
    const [pending] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`status <> 'sent'`);
    expect(Number(pending!.n)).toBe(0);
  });

  it('runs each background task once when both instances run it together: checkout expiry, reminders, backups, store sync', async () => {
    // An online checkout left unpaid past CHECKOUT_EXPIRY_MINUTES: both instances sweep at once.
    const staff = await authHeaders(a.ctx);
    const customer = await buildCustomer(a.ctx);
    const { cart } = await checkoutThroughSandbox(a, staff, [stringLine(customer.id)], { pay: false });
    const later = new Date(Date.now() + (a.config.payments.checkoutExpiryMinutes + 1) * 60_000);
    const sweeps = await Promise.all([a, b, a, b].map((t) => expireAbandonedCheckouts(t.ctx, { now: later })));
    expect(sweeps.reduce((n, r) => n + r.expired, 0)).toBe(1);
    const [checkout] = await database.db.select().from(checkouts).where(eq(checkouts.cartId, cart));
    expect(checkout!.status).toBe('canceled');

    // The day's automatic reminders: one instance claims the day and sends each due reminder once.
    const { racket } = await racketStrungDaysAgo(a.ctx, 100);
    const nineInDubai = new Date(`${shopDate()}T09:00:00+04:00`);
    const rounds = await Promise.all([a, b, a, b].map((t) => runDailyReminders(t.ctx, nineInDubai)));
    expect(rounds.filter((r) => r.ran)).toEqual([{ ran: true, sent: 1 }]);
    expect(await database.db.select().from(reminderRuns)).toHaveLength(1);
    expect(
      await database.db.select().from(restringReminders).where(eq(restringReminders.racketId, racket.id)),
    ).toHaveLength(1);

    // The daily backup: one instance claims the day and writes one backup (the dump and its photos archive).
    const fourInDubai = new Date(`${shopDate()}T04:00:00+04:00`);
    const made = await Promise.all([a, b, a, b].map((t) => runDailyBackup(t.ctx, fourInDubai)));
    expect(made.filter((m) => m !== null).map((m) => m!.outcome)).toEqual(['succeeded']);
    expect(await database.db.select().from(backups)).toHaveLength(1);
    expect((await readdir(backupDir)).filter((name) => !name.endsWith('.uploads.tar.gz'))).toHaveLength(1);
    expect((await readdir(backupDir)).filter((name) => name.endsWith('.uploads.tar.gz'))).toHaveLength(1);

    // A refresh from the store: one sync at a time (a lease), each order invoiced once.
    const store = memoryStore();
    addStoreOrder(store, {
      id: 1,
      lines: [{ productId: 1, name: 'Racket', quantity: 1, unitPriceIncTaxFils: fils(10_500) }],
    });
    const [syncA, syncB] = [await buildTestApp({ database, store }), await buildTestApp({ database, store })];
    try {
      const syncs = await Promise.all([syncA, syncB, syncA, syncB].map((t) => importStoreInvoices(t.ctx)));
      expect(syncs.reduce((n, r) => n + r.imported, 0)).toBe(1);
      expect(await countRows(a.ctx, 'store_invoices')).toBe(1);
    } finally {
      await syncA.close();
      await syncB.close();
    }
  });
});
