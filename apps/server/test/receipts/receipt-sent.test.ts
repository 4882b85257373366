import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { MailMessage, MailTransport } from '../../src/adapters/mail';
import { emailOutbox, jobReceipts, type EmailAttachment, type EmailFileToMake } from '../../src/db/schema';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { receiptFileMaker } from '../../src/services/receipts/receipt-email';
import { queueReceipts } from '../../src/services/receipts/send-receipt';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { getJob, paidOnlineJob, payInStoreJob } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { pdfText } from '../invoices/pdf-text';

const PUBLIC_URL = 'https://counter.racketlab.test';
const t = testAppForFile({ env: { SHOP_NAME: 'Baseline Tennis Co', PUBLIC_URL } });
const staff = signedIn(t);

const receiptsTo = (to: string) =>
  t.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'job-receipt')))
    .orderBy(asc(emailOutbox.id));

/** The attached PDF's text, spaces folded: the outbox keeps what to draw, and draws it as it sends. */
async function attachedText(row: { attachment: EmailAttachment | null }) {
  expect(row.attachment).toMatchObject({ receipt_job_id: expect.any(Number) });
  const file = await receiptFileMaker(t.ctx)(row.attachment as EmailFileToMake);
  return (await pdfText(Buffer.from(file.base64, 'base64'))).replace(/\s+/g, ' ');
}

const NO_DAMAGE = {
  frame_crack: false,
  grommets_worn: true,
  bumper_worn: false,
  grip_worn: false,
  strings_broken: false,
};

describe(`the drop-off receipt reaches the customer (${engine})`, () => {
  it('emails a job booked at the counter its receipt once, with the A5 PDF and the status link', async () => {
    const layla = await buildCustomer(t.ctx, { firstName: 'Layla', lastName: 'Haddad' });
    const id = await payInStoreJob(t, staff, layla.id);
    const [email, ...more] = await receiptsTo(layla.email!);
    expect(more).toHaveLength(0);
    expect(email!.subject).toBe(`Your drop-off receipt – job ${id} – Baseline Tennis Co`);
    const link = email!.textBody.match(/Follow your racket: (\S+)/)![1]!;
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/status/[A-Za-z0-9_-]{43}$`));
    for (const line of ['Hello Layla,', `Job #${id}`, 'Ready by: ', 'Paid: ', 'To pay at pickup: ', 'Opening hours: '])
      expect(email!.textBody).toContain(line);
    expect(email!.textBody).not.toContain('Haddad');
    expect(email!.attachment).toMatchObject({ filename: `job-${id}-receipt-a5.pdf`, content_type: 'application/pdf' });
    const pdf = await attachedText(email!);
    expect(pdf).toContain(`Job #${id}`);
    expect(pdf.replace(/ /g, '')).toContain(link.replace(/ /g, ''));
    // The same link the job page and the printed receipt show.
    const live = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}/status-link`, headers: staff });
    expect(live.json().status_url).toBe(link);
    const job = (await getJob(t, id, staff)).json();
    expect(job.history.map((h: { what: string }) => h.what)).toContain(`Receipt emailed to ${layla.email}`);

    // The outbox hands the PDF to the mail server.
    const sent: MailMessage[] = [];
    const transport: MailTransport = { name: 'smtp', send: async (message) => void sent.push(message) };
    const makeFile = receiptFileMaker(t.ctx);
    await deliverDueEmails(t.ctx.db, transport, { batch: 100, now: () => new Date(Date.now() + 1000), makeFile });
    const mine = sent.find((m) => m.to === layla.email && m.subject.includes(`job ${id}`))!;
    expect(mine.attachment).toMatchObject({ filename: `job-${id}-receipt-a5.pdf`, content_type: 'application/pdf' });
    const delivered = await pdfText(Buffer.from(mine.attachment!.base64, 'base64'));
    expect(delivered.replace(/\s+/g, '')).toContain(link.replace(/ /g, ''));
  });

  it('writes to an Arabic customer in Arabic, right to left', async () => {
    const sara = await buildCustomer(t.ctx, { firstName: 'سارة', language: 'ar' });
    const id = await payInStoreJob(t, staff, sara.id);
    const [email] = await receiptsTo(sara.email!);
    expect(email!.subject).toContain('إيصال استلام مضربك');
    expect(email!.subject).toContain(String(id));
    expect(email!.textBody).toContain('مرحباً سارة،');
    expect(email!.textBody).toContain('تابع حالة مضربك');
    expect(email!.htmlBody).toContain('dir="rtl"');
    expect(await attachedText(email!)).toContain('إيصال');
  });

  it('sends nothing when an online checkout is paid, and the receipt at its drop-off check, once', async () => {
    const omar = await buildCustomer(t.ctx, { firstName: 'Omar' });
    const id = await paidOnlineJob(t, staff, omar.id);
    expect(await receiptsTo(omar.email!)).toHaveLength(0);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/jobs/${id}/intake`,
        headers: staff,
        payload: NO_DAMAGE,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [email, ...more] = await receiptsTo(omar.email!);
    expect(more).toHaveLength(0);
    expect(email!.textBody).toContain('Found at drop-off: Grommets worn');
  });

  it('claims a job whose customer no channel reaches (no email, WhatsApp not set up) and sends nothing', async () => {
    const walkIn = await buildCustomer(t.ctx, { email: null });
    const id = await payInStoreJob(t, staff, walkIn.id);
    const [claim] = await t.ctx.db.select().from(jobReceipts).where(eq(jobReceipts.bookingId, id));
    expect(claim).toMatchObject({ channel: 'none', sentTo: null });
  });

  it('queues the receipt in the transaction that books the job: committed with it, gone when it fails', async () => {
    const omar = await buildCustomer(t.ctx, { firstName: 'Omar' });
    const id = await paidOnlineJob(t, staff, omar.id);
    // The booking's transaction fails after queuing the receipt: no email, no claim, nothing in its history.
    await expect(
      t.ctx.db.transaction(async (tx) => {
        expect(await queueReceipts(t.ctx, tx, { jobIds: [id], actorId: null })).toBe(true);
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await receiptsTo(omar.email!)).toHaveLength(0);
    expect(await t.ctx.db.select().from(jobReceipts).where(eq(jobReceipts.bookingId, id))).toHaveLength(0);
    // It commits: the receipt waits in the outbox with the booking, though nothing delivered it yet.
    await t.ctx.db.transaction((tx) => queueReceipts(t.ctx, tx, { jobIds: [id], actorId: null }));
    const [email, ...more] = await receiptsTo(omar.email!);
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({ status: 'pending', attempts: 0 });
    expect(email!.subject).toContain(`job ${id}`);
  });

  it('keeps a receipt whose PDF cannot be drawn yet in the outbox, to try again', async () => {
    const nour = await buildCustomer(t.ctx, { firstName: 'Nour' });
    await payInStoreJob(t, staff, nour.id);
    const transport: MailTransport = { name: 'smtp', send: async () => undefined };
    // A delivery with nothing to draw the PDF with fails that email only; it stays pending with the reason.
    await deliverDueEmails(t.ctx.db, transport, { batch: 100, now: () => new Date(Date.now() + 1000) });
    const [email] = await receiptsTo(nour.email!);
    expect(email).toMatchObject({ status: 'pending', attempts: 1 });
    expect(email!.lastError).toContain('receipt-a5.pdf');
  });
});
