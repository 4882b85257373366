import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createMailTransport } from '../../src/adapters/mail';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { decodeMime, startSmtp } from '../helpers/smtp-server';
import { buildTicket } from '../tickets/ticket-factories';

let t: TestApp;
let staff: { authorization: string };
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  const env = {
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    STORE_URL: 'https://store.racketlab.example.ae',
  };
  const silent = { info: () => undefined, warn: () => undefined };
  t = await buildTestApp({ env, mail: createMailTransport(loadConfig(env), silent) });
  staff = await authHeaders(t.ctx);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** Delivers the outbox to the SMTP server and returns the one message it received, decoded. */
async function deliveredTo(address: string): Promise<string> {
  await deliverDueEmails(t.ctx.db, t.ctx.mail);
  const mine = smtp.received.filter((m) => m.to.includes(address));
  expect(mine).toHaveLength(1);
  return decodeMime(mine[0]!.raw);
}

async function respond(language: 'en' | 'ar', email: string) {
  const customer = await buildCustomer(t.ctx, { firstName: 'Noor', lastName: 'Ali', email, language });
  const ticket = await buildTicket(t.ctx, { customerId: customer.id, subject: 'Overgrip feels loose' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ticket-responses/send-response',
    headers: staff,
    payload: { ticketId: ticket.id, customerEmail: email, response: 'Please drop the racket at the Marina store.' },
  });
  expect(res.statusCode).toBe(200);
  return { ticketId: ticket.id, mail: await deliveredTo(email) };
}

const invite = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/invite', headers: staff, payload: { email } });

describe(`customer emails in the customer's language (${engine})`, () => {
  it('answers an Arabic customer’s ticket in Arabic, right to left, with the staff response unchanged', async () => {
    const { ticketId, mail } = await respond('ar', 'noor.ar@example.ae');
    expect(mail).toContain(`Subject: رد: Overgrip feels loose [تذكرة رقم \u2066#${ticketId}\u2069]`);
    expect(mail).toContain('مرحباً Noor Ali،');
    expect(mail).toContain('إليك ردّنا على تذكرة الدعم');
    expect(mail).toContain('Please drop the racket at the Marina store.');
    expect(mail).toContain('<html dir="rtl" lang="ar">');
    expect(mail).not.toContain('Dear Noor Ali');
  });

  it('answers an English customer’s ticket in English, plain text only', async () => {
    const { ticketId, mail } = await respond('en', 'noor.en@example.ae');
    expect(mail).toContain(`Subject: Re: Overgrip feels loose [Ticket #${ticketId}]`);
    expect(mail).toContain('Dear Noor Ali,');
    expect(mail).not.toMatch(/[\u0600-\u06FF]/);
    expect(mail).not.toContain('dir="rtl"');
  });

  it('invites a known Arabic customer in Arabic, whatever case the address is typed in', async () => {
    await buildCustomer(t.ctx, { email: 'layla@example.ae', language: 'ar' });
    expect((await invite(' Layla@Example.AE')).statusCode).toBe(200);
    const mail = await deliveredTo('layla@example.ae');
    expect(mail).toContain('Subject: دعوة للتسوّق من متجر Racket Lab Tennis الإلكتروني');
    expect(mail).toContain('زر متجرنا الإلكتروني: \u2066https://store.racketlab.example.ae\u2069');
    expect(mail).toContain('<html dir="rtl" lang="ar">');
    expect(mail).not.toContain('You are invited');
  });

  it('invites an address we do not know in English', async () => {
    expect((await invite('new.face@example.ae')).statusCode).toBe(200);
    const mail = await deliveredTo('new.face@example.ae');
    expect(mail).toContain("Subject: You're invited to the Racket Lab Tennis online store");
    expect(mail).toContain('Visit our online store: https://store.racketlab.example.ae');
    expect(mail).not.toMatch(/[\u0600-\u06FF]/);
  });
});
