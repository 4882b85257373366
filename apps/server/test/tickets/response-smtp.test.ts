import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createMailTransport } from '../../src/adapters/mail';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { startSmtp } from '../helpers/smtp-server';
import { buildTicket } from './ticket-factories';

/** Undoes quoted-printable soft breaks and escapes so the body can be searched as text. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  const port = smtp.port;
  const env = { MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` };
  const silent = { info: () => undefined, warn: () => undefined };
  t = await buildTestApp({ env, mail: createMailTransport(loadConfig(env), silent) });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe(`a ticket response reaches a real SMTP server (${engine})`, () => {
  it('delivers the response email to the customer through the outbox', async () => {
    expect(t.ctx.mail.name).toBe('smtp');
    const customer = await buildCustomer(t.ctx, { firstName: 'Noor', lastName: 'Ali', email: 'noor.ali@example.ae' });
    const ticket = await buildTicket(t.ctx, { customerId: customer.id, subject: 'Overgrip feels loose' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ticket-responses/send-response',
      headers: await authHeaders(t.ctx),
      payload: {
        ticketId: ticket.id,
        customerEmail: 'noor.ali@example.ae',
        response: 'Please drop the racket at the Marina store; we will re-apply the overgrip free of charge.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Response Submitted and Email Sent Successfully');

    const result = await deliverDueEmails(t.ctx.db, t.ctx.mail);
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['noor.ali@example.ae']);
    expect(mail.from).toBe('no-reply@racketlab.example.ae');
    const text = decoded(mail.raw);
    expect(text).toContain(`Subject: Re: Overgrip feels loose [Ticket #${ticket.id}]`);
    expect(text).toContain('Please drop the racket at the Marina store; we will re-apply the overgrip free of charge.');
    expect(text).toContain('Dear Noor Ali,');

    // Delivered once: a second round finds nothing due.
    expect(await deliverDueEmails(t.ctx.db, t.ctx.mail)).toEqual({ sent: 0, failed: 0 });
  });
});
