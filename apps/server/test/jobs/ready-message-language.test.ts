import { describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../src/adapters/mail';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { getJob, HYBRID_SPEC, moveJob, payInStoreJob, putSpec } from '../helpers/jobs-factories';
import { decodeMime, smtpServerForFile } from '../helpers/smtp-server';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const smtp = smtpServerForFile();

async function readyJobFor(language: 'en' | 'ar', firstName: string) {
  const customer = await buildCustomer(t.ctx, { firstName });
  const set = await t.app.inject({
    method: 'PUT',
    url: `/api/customers/${customer.id}/language`,
    headers: staff,
    payload: { language },
  });
  expect(set.statusCode).toBe(200);
  const id = await payInStoreJob(t, staff, customer.id);
  // The drop-off receipt goes first (test/receipts); the ready message is what follows it.
  const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Racket Lab <no-reply@shop.test>');
  await deliverDueEmails(t.ctx.db, transport);
  const before = smtp.received.length;
  await putSpec(t, id, staff, HYBRID_SPEC);
  await moveJob(t, id, staff, { stage: 'in_progress' });
  expect((await moveJob(t, id, staff, { stage: 'ready' })).statusCode).toBe(200);
  await deliverDueEmails(t.ctx.db, transport);
  const mine = smtp.received.slice(before).filter((m) => m.to.includes(customer.email!));
  expect(mine).toHaveLength(1);
  return { id, mail: decodeMime(mine[0]!.raw), job: (await getJob(t, id, staff)).json() };
}

describe(`ready-for-pickup message in the customer's language (${engine})`, () => {
  it('emails an Arabic customer in Arabic (right-to-left HTML) and gives the job page an Arabic WhatsApp text', async () => {
    const { id, mail, job } = await readyJobFor('ar', 'Maya');
    expect(mail).toContain('مرحباً Maya');
    expect(mail).toContain('مضربك جاهز، تفضّل باستلامه');
    expect(mail).toContain('Babolat Pure Aero (16x19)');
    expect(mail).toContain('150.00 AED');
    expect(mail).toContain('dir="rtl" lang="ar"');
    expect(mail).not.toContain('Hello Maya');
    expect(job.ready_message).toContain('مضربك جاهز، تفضّل باستلامه');
    expect(job.ready_message).toContain(String(id));
    expect(job.ready_message).toContain('المبلغ المتبقي للدفع في المحل');
    expect(job.whatsapp_url).toContain(encodeURIComponent('مضربك جاهز، تفضّل باستلامه'));
  });

  it('keeps the English wording for an English customer', async () => {
    const { id, mail, job } = await readyJobFor('en', 'Omar');
    expect(mail).toContain('Hello Omar');
    expect(mail).toContain(`your racket is ready for pickup`);
    expect(mail).toContain('Still to pay in store: 150.00 AED');
    expect(mail).not.toContain('dir="rtl"');
    expect(job.ready_message).toContain(`(job ${id})`);
    expect(job.ready_message).not.toMatch(/[\u0600-\u06FF]/);
  });
});
