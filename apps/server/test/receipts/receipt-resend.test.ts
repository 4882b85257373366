import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { RECEIPT_MESSAGES } from '@shop/domain/contracts/receipts';
import { emailOutbox, jobReceipts } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { lastAudit } from '../helpers/audit';
import { buildCustomer } from '../helpers/customers-factories';
import { getJob, payInStoreJob } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const KEY = 'shop-site-key-for-tests-0123456789';
const t = testAppForFile({ env: { SHOP_SITE_API_KEY: KEY } });
const staff = signedIn(t);

const resend = (id: number | string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${id}/receipt/resend`, headers });
const receiptsTo = (to: string) =>
  t.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'job-receipt')));
/** The first receipt went a while ago (the window that refuses a second click is behind us). */
const sentAWhileAgo = (id: number) =>
  t.ctx.db
    .update(jobReceipts)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(jobReceipts.bookingId, id));

describe(`staff send the drop-off receipt again (${engine})`, () => {
  it('emails the receipt again, says so in the job and the audit log; two clicks at once send once', async () => {
    const layla = await buildCustomer(t.ctx, { firstName: 'Layla' });
    const id = await payInStoreJob(t, staff, layla.id);
    expect(await receiptsTo(layla.email!)).toHaveLength(1);
    // Right after the booking's receipt: refused, nothing queued.
    const early = await resend(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RECEIPT_MESSAGES.justSent);
    expect(await receiptsTo(layla.email!)).toHaveLength(1);

    await sentAWhileAgo(id);
    const both = await Promise.all([resend(id), resend(id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ok = both.find((r) => r.statusCode === 200)!.json();
    expect(ok).toEqual({ message: RECEIPT_MESSAGES.resent, channel: 'email', sent_to: layla.email });
    const emails = await receiptsTo(layla.email!);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.subject).toContain(`job ${id}`);
    expect(emails[1]!.attachment).toMatchObject({ filename: `job-${id}-receipt-a5.pdf` });
    const history = (await getJob(t, id, staff)).json().history.map((h: { what: string }) => h.what);
    expect(history).toContain(`Receipt emailed again to ${layla.email}`);
    expect(await lastAudit(t.ctx, 'jobs.receipt-resend')).toMatchObject({
      subject: `booking:${id}`,
      details: { channel: 'email' },
    });
  });

  it('refuses a customer no channel reaches (409), nothing queued', async () => {
    const walkIn = await buildCustomer(t.ctx, { email: null });
    const id = await payInStoreJob(t, staff, walkIn.id);
    const res = await resend(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RECEIPT_MESSAGES.noChannel);
    const [claim] = await t.ctx.db.select().from(jobReceipts).where(eq(jobReceipts.bookingId, id));
    expect(claim).toMatchObject({ channel: 'none' });
  });

  it('refuses no session and the shop site (401), a malformed id (400) and an unknown job (404)', async () => {
    const layla = await buildCustomer(t.ctx, { firstName: 'Layla' });
    const id = await payInStoreJob(t, staff, layla.id);
    await sentAWhileAgo(id);
    expect((await resend(id, {})).statusCode).toBe(401);
    expect((await resend(id, { 'x-api-key': KEY })).statusCode).toBe(401);
    expect((await resend('abc')).statusCode).toBe(400);
    expect((await resend(999_999_999)).statusCode).toBe(404);
    expect(await receiptsTo(layla.email!)).toHaveLength(1);
  });
});
