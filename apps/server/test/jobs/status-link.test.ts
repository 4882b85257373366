import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STATUS_LINK_MESSAGES } from '@shop/domain/contracts/status-links';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { lastAudit } from '../helpers/audit';
import { buildCustomer } from '../helpers/customers-factories';
import { moveJob, payInStoreJob } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const link = (id: number | string, method: 'GET' | 'POST' = 'POST', headers: Record<string, string> = staff) =>
  t.app.inject({ method, url: `/api/jobs/${id}/status-link`, headers });
const revoke = (id: number | string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${id}/status-link/revoke`, headers });
const page = (token: string) => t.app.inject({ method: 'GET', url: `/api/public/status/${token}` });
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

async function jobWithLink(customer?: Awaited<ReturnType<typeof buildCustomer>>) {
  const owner = customer ?? (await buildCustomer(t.ctx, { firstName: 'Layla', lastName: 'Haddad' }));
  const jobId = await payInStoreJob(t, staff, owner.id);
  const made = await link(jobId);
  expect(made.statusCode).toBe(200);
  return { jobId, customer: owner, url: made.json().status_url as string };
}

describe(`the customer's status link (${engine})`, () => {
  it('is made once per job, random, and opens the job for anyone holding it, with no login', async () => {
    const { jobId, url } = await jobWithLink();
    expect(url).toMatch(/^http:\/\/shop\.test\/status\/[A-Za-z0-9_-]{43}$/);
    expect((await link(jobId)).json().status_url).toBe(url);
    expect((await link(jobId, 'GET')).json().status_url).toBe(url);
    expect(await lastAudit(t.ctx, 'jobs.status-link')).toMatchObject({ subject: `booking:${jobId}` });
    // The link is made once, so audited once: asking again made nothing and wrote no entry.
    const made = await t.ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'jobs.status-link' AND subject = ${`booking:${jobId}`}`,
    );
    expect(rowsOf<{ n: number }>(made)).toEqual([{ n: 1 }]);
    const stored = await t.ctx.db.execute(sql`SELECT token_hash FROM job_status_links WHERE booking_id = ${jobId}`);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(url));

    const res = await page(tokenOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      job_number: jobId,
      first_name: 'Layla',
      stage: 'received',
      balance_due: 150,
      language: 'en',
      history: [{ stage: 'received', at: expect.any(String) }],
      shop: {
        name: expect.any(String),
        phone: expect.any(String),
        opens: expect.any(String),
        store: expect.any(String),
      },
    });
    expect((await moveJob(t, jobId, staff, { stage: 'in_progress' })).statusCode).toBe(200);
    expect((await moveJob(t, jobId, staff, { stage: 'ready' })).statusCode).toBe(200);
    const later = (await page(tokenOf(url))).json();
    expect(later.stage).toBe('ready');
    expect(later.history.map((h: { stage: string }) => h.stage)).toEqual(['received', 'in_progress', 'ready']);
  });

  it('reveals no surname, email, phone or other job', async () => {
    const customer = await buildCustomer(t.ctx, {
      firstName: 'Omar',
      lastName: 'Zayani',
      email: 'omar.zayani@example.ae',
      phone: '+971509876543',
    });
    const { url } = await jobWithLink(customer);
    const other = await payInStoreJob(t, staff, customer.id);
    const body = (await page(tokenOf(url))).body;
    for (const secret of ['Zayani', 'omar.zayani', '509876543', `"job_number":${other}`])
      expect(body).not.toContain(secret);
    expect(Object.keys(JSON.parse(body)).sort()).toEqual(
      [
        'balance_due',
        'due_at',
        'first_name',
        'history',
        'job_number',
        'language',
        'photos',
        'racket',
        'shop',
        'stage',
      ].sort(),
    );
  });

  it('answers one 404 for an unknown, malformed, revoked or long-collected link', async () => {
    const { jobId, url } = await jobWithLink();
    const unknown = await page('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(STATUS_LINK_MESSAGES.notFound);
    expect((await page('not-a-token')).statusCode).toBe(404);

    const revoked = await revoke(jobId);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: STATUS_LINK_MESSAGES.revoked, status_url: null });
    expect((await page(tokenOf(url))).statusCode).toBe(404);
    expect(await lastAudit(t.ctx, 'jobs.status-link-revoke')).toMatchObject({ subject: `booking:${jobId}` });
    expect((await revoke(jobId)).statusCode).toBe(409);
    const fresh = (await link(jobId)).json().status_url as string;
    expect(fresh).not.toBe(url);
    expect((await page(tokenOf(fresh))).statusCode).toBe(200);
    expect((await page(tokenOf(url))).statusCode).toBe(404);

    // Collected 29 days ago it still works; 31 days ago it is gone.
    const collectedDaysAgo = (days: number) =>
      t.ctx.db.execute(
        sql`UPDATE jobs SET stage = 'collected', collected_at = now() - make_interval(days => ${days}) WHERE booking_id = ${jobId}`,
      );
    await collectedDaysAgo(29);
    expect((await page(tokenOf(fresh))).json().stage).toBe('collected');
    await collectedDaysAgo(31);
    expect((await page(tokenOf(fresh))).statusCode).toBe(404);
  });

  it('limits how often one address may ask: 60 a minute', async () => {
    // The window opens at this test's first call (the calls above are forgotten).
    await t.ctx.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'status-page:%'`);
    const answers: number[] = [];
    for (let i = 0; i < 61; i += 1) answers.push((await page(`${'B'.repeat(42)}${i % 10}`)).statusCode);
    expect(answers.slice(0, 60).every((code) => code === 404)).toBe(true);
    expect(answers[60]).toBe(429);
  });

  it('refuses staff routes without a session (401), a bad id (400) and an unknown job (404)', async () => {
    const { jobId } = await jobWithLink();
    expect((await link(jobId, 'POST', {})).statusCode).toBe(401);
    expect((await revoke(jobId, {})).statusCode).toBe(401);
    expect((await link(jobId, 'GET', {})).statusCode).toBe(401);
    expect((await link('abc')).statusCode).toBe(400);
    expect((await revoke('abc')).statusCode).toBe(400);
    expect((await link(999_999_999)).statusCode).toBe(404);
    expect((await revoke(999_999_999)).statusCode).toBe(404);
  });
});
