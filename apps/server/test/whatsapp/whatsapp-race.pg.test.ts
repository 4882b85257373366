import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { moveJob, paidOnlineJob, readyEmailsTo } from '../helpers/jobs-factories';
import { signedIn } from '../helpers/per-file';
import { deliverWhatsApp, whatsappAppForFile, whatsappOfJob } from './whatsapp-setup';

const { t, standIn } = whatsappAppForFile();
const staff = signedIn(t);

describe(`WhatsApp under concurrent clicks (${engine})`, () => {
  it('sends exactly one ready message when 20 requests mark the job ready at once, delivered once to the Cloud API', async () => {
    expect(engine).toBe('postgres');
    const customer = await buildCustomer(t.ctx, { firstName: 'Layla' });
    const id = await paidOnlineJob(t, staff, customer.id);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    const callers = await Promise.all(Array.from({ length: 4 }, () => authHeaders(t.ctx, 'staff')));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => moveJob(t, id, callers[i % 4]!, { stage: 'ready' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect((await whatsappOfJob(t, id)).map((m) => m.kind)).toEqual(['ready']);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(0);

    // Two outbox workers (two instances) at once: the lease lets one of them send it.
    await Promise.all([deliverWhatsApp(t), deliverWhatsApp(t)]);
    const sent = standIn.sends.filter((s) => s.template === 'racket_ready' && s.parameters[1] === String(id));
    expect(sent).toHaveLength(1);
    expect((await whatsappOfJob(t, id))[0]!.status).toBe('sent');
  });
});
