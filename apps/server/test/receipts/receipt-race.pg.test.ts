import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox, jobReceipts } from '../../src/db/schema';
import { sendReceipt } from '../../src/services/receipts/send-receipt';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { paidOnlineJob } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const NO_DAMAGE = {
  frame_crack: false,
  grommets_worn: false,
  bumper_worn: false,
  grip_worn: false,
  strings_broken: false,
};

describe(`one receipt per job under concurrent clicks (${engine})`, () => {
  it('sends one receipt when 20 drop-off checks of a job booked online are saved at once', async () => {
    expect(engine).toBe('postgres');
    const customer = await buildCustomer(t.ctx, { firstName: 'Layla' });
    const id = await paidOnlineJob(t, staff, customer.id);
    const callers = await Promise.all(Array.from({ length: 4 }, () => authHeaders(t.ctx, 'staff')));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'PUT', url: `/api/jobs/${id}/intake`, headers: callers[i % 4]!, payload: NO_DAMAGE }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const emails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email!));
    expect(emails.map((e) => e.kind)).toEqual(['job-receipt']);
  });

  it('claims the receipt once when 20 sends of the same job run at once', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Omar' });
    const id = await paidOnlineJob(t, staff, customer.id);
    const sent = await Promise.all(Array.from({ length: 20 }, () => sendReceipt(t.ctx, { jobId: id, actorId: null })));
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(await t.ctx.db.select().from(jobReceipts).where(eq(jobReceipts.bookingId, id))).toHaveLength(1);
    const emails = await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email!));
    expect(emails).toHaveLength(1);
  });
});
