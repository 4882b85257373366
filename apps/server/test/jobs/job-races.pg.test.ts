import { describe, expect, it } from 'vitest';
import { smtpServerForFile } from '../helpers/smtp-server';
import { sql } from 'drizzle-orm';
import { createSmtpTransport } from '../../src/adapters/mail';
import { rowsOf } from '../../src/lib/rows';
import { deliverDueEmails } from '../../src/services/outbox/deliver';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { HYBRID_SPEC, moveJob, paidOnlineJob, payInStoreJob, putSpec, readyEmailsTo } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const smtp = smtpServerForFile();

describe(`jobs under concurrent clicks (${engine})`, () => {
  it('makes one move when two staff advance the same job at once; the other gets 409 with a sentence', async () => {
    expect(engine).toBe('postgres');
    const other = await authHeaders(t.ctx, 'staff');
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const answers = await Promise.all([staff, other].map((h) => moveJob(t, id, h, { stage: 'in_progress' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe('This job is already in progress.');
    const [events] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM job_events WHERE booking_id = ${id} AND kind = 'stage'`,
      ),
    );
    expect(events!.n).toBe(1);
  });

  it('sends exactly one ready email when 20 requests mark the job ready at once, delivered to the SMTP server', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Layla' });
    const id = await paidOnlineJob(t, staff, customer.id);
    await putSpec(t, id, staff, HYBRID_SPEC);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    const callers = await Promise.all(Array.from({ length: 4 }, () => authHeaders(t.ctx, 'staff')));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => moveJob(t, id, callers[i % 4]!, { stage: 'ready' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);

    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Racket Lab <no-reply@shop.test>');
    await deliverDueEmails(t.ctx.db, transport);
    const mine = smtp.received.filter((m) => m.to.includes(customer.email!));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.raw).toContain('Hello Layla');
    expect(mine[0]!.raw).toContain(`job ${id}`);
  });

  it('sends one ready email when the bench and Mark as Complete race', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await paidOnlineJob(t, staff, customer.id);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    const answers = await Promise.all([
      moveJob(t, id, staff, { stage: 'ready' }),
      t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff }),
      moveJob(t, id, staff, { stage: 'ready' }),
    ]);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
    const [booking] = rowsOf<{ status: string }>(
      await t.ctx.db.execute(sql`SELECT status FROM bookings WHERE id = ${id}`),
    );
    expect(booking!.status).toBe('completed');
  });
});
