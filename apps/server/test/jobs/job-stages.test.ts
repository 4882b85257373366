import { describe, expect, it } from 'vitest';
import { CANCELLATION_MESSAGES } from '@shop/domain/contracts/cancellations';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { aed } from '@shop/domain/money';
import { JOB_STAGE_MESSAGES } from '@shop/domain/stringing/job-stage';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { cancelBooking } from '../helpers/cancellation-factories';
import {
  getJob,
  HYBRID_SPEC,
  jobFootprint,
  moveJob,
  NO_DAMAGE,
  paidOnlineJob,
  payInStoreJob,
  putIntake,
  putSpec,
  readyEmailsTo,
} from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const completeInstore = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/complete-instore`, headers: staff, payload });
const markComplete = (id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff });

describe(`PUT /api/jobs/:id/intake (${engine})`, () => {
  it('records the check with who and when; a frame crack blocks the start until the customer accepts the risk', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const checked = await putIntake(t, id, staff, { ...NO_DAMAGE, frame_crack: true, grommets_worn: true });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().job.intake).toMatchObject({ frame_crack: true, crack_risk_accepted: false });
    expect(checked.json().job.intake.checked_by).toMatch(/^First\d+ Last\d+$/);
    expect(checked.json().job.warnings).toEqual(['Frame crack', 'Grommets worn or broken']);

    const before = await jobFootprint(t, id);
    const blocked = await moveJob(t, id, staff, { stage: 'in_progress' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(JOB_MESSAGES.crackNotAccepted);
    expect(await jobFootprint(t, id)).toEqual(before);

    await putIntake(t, id, staff, { ...NO_DAMAGE, frame_crack: true, grommets_worn: true, crack_risk_accepted: true });
    const started = await moveJob(t, id, staff, { stage: 'in_progress' });
    expect(started.statusCode).toBe(200);
    expect(started.json().job.stage).toBe('in_progress');

    const listed = (await t.app.inject({ method: 'GET', url: `/api/jobs?search=${id}`, headers: staff })).json();
    expect(listed.items[0].warnings).toEqual(['Frame crack', 'Grommets worn or broken']);
    const whats = started.json().job.history.map((h: { what: string }) => h.what);
    expect(whats).toEqual([
      'Booked',
      `Receipt emailed to ${customer.email}`,
      'Intake check: Frame crack, Grommets worn or broken',
      'Intake check: Frame crack, Grommets worn or broken (customer accepts the crack’s risk)',
      'Moved to in progress',
    ]);
  });

  it('refuses a malformed check with per-field messages and changes nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const before = await jobFootprint(t, id);
    const bad = await putIntake(t, id, staff, { ...NO_DAMAGE, frame_crack: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ frame_crack: 'frame_crack must be true or false.' });
    expect((await putIntake(t, id, {}, NO_DAMAGE)).statusCode).toBe(401);
    expect((await putIntake(t, 2_000_000_000, staff, NO_DAMAGE)).statusCode).toBe(404);
    expect(await jobFootprint(t, id)).toEqual(before);
  });
});

describe(`POST /api/jobs/:id/stage (${engine})`, () => {
  it('keeps the job of an online booking waiting while its payment has not arrived', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await paidOnlineJob(t, staff, customer.id, {}, { pay: false });
    const before = await jobFootprint(t, id);
    const start = await moveJob(t, id, staff, { stage: 'in_progress' });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe(JOB_MESSAGES.awaitingPayment);
    expect(await jobFootprint(t, id)).toEqual(before);
  });

  it('walks a pay-in-store job to ready (the booking stays pending, the email names the amount), then collects once paid', async () => {
    const customer = await buildCustomer(t.ctx, { firstName: 'Maya' });
    const id = await payInStoreJob(t, staff, customer.id);
    await putSpec(t, id, staff, HYBRID_SPEC);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    const ready = await moveJob(t, id, staff, { stage: 'ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().job).toMatchObject({ stage: 'ready', booking_status: 'pending', amount_due_in_store: 150 });
    const [email] = await readyEmailsTo(t, customer.email!);
    expect(email!.text_body).toContain('Hello Maya');
    expect(email!.text_body).toContain('Marina Store');
    expect(email!.text_body).toContain('Babolat Pure Aero (16x19)');
    expect(email!.text_body).toContain('23.5 kg (51.8 lb)');
    expect(email!.text_body).toContain('Still to pay in store: 150.00 AED');
    expect(ready.json().job.ready_notified_at).not.toBeNull();

    const before = await jobFootprint(t, id);
    const early = await moveJob(t, id, staff, { stage: 'collected' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(JOB_MESSAGES.balanceDue(aed(150)));
    expect(await jobFootprint(t, id)).toEqual(before);

    expect((await completeInstore(id, { receipt_number: `R-${id}`, amount: 150 })).statusCode).toBe(200);
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
    const collected = await moveJob(t, id, staff, { stage: 'collected' });
    expect(collected.statusCode).toBe(200);
    expect(collected.json().job).toMatchObject({
      stage: 'collected',
      booking_status: 'completed',
      amount_due_in_store: 0,
    });
    expect(collected.json().job.history.at(-1).what).toBe('Collected: racket handed over');
  });

  it('completes an online-paid booking when its job reaches ready, as Mark as Complete does', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await paidOnlineJob(t, staff, customer.id);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    const ready = await moveJob(t, id, staff, { stage: 'ready' });
    expect(ready.json().job).toMatchObject({ stage: 'ready', booking_status: 'completed', payment_status: 'paid' });
    expect((await readyEmailsTo(t, customer.email!))[0]!.text_body).toContain('Nothing is left to pay.');
    expect((await moveJob(t, id, staff, { stage: 'collected' })).statusCode).toBe(200);
  });

  it('leaves the job where it is when Mark as Complete completes the booking, and sends nothing; the undo leaves it too', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const customer = await buildCustomer(t.ctx);
    const id = await paidOnlineJob(t, staff, customer.id);
    expect((await markComplete(id)).statusCode).toBe(200);
    const job = (await getJob(t, id, staff)).json();
    expect(job).toMatchObject({ stage: 'received', booking_status: 'completed', ready_notified_at: null });
    expect(await readyEmailsTo(t, customer.email!)).toEqual([]);
    const undo = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/undo-complete`, headers: admin });
    expect(undo.statusCode).toBe(200);
    expect((await getJob(t, id, staff)).json()).toMatchObject({ stage: 'received', booking_status: 'pending' });
    await moveJob(t, id, staff, { stage: 'in_progress' });
    expect((await moveJob(t, id, staff, { stage: 'ready' })).json().job.ready_notified_at).not.toBeNull();
    expect(await readyEmailsTo(t, customer.email!)).toHaveLength(1);
  });

  it('emails nobody when the customer has no email; the WhatsApp link carries the message', async () => {
    const customer = await buildCustomer(t.ctx, { email: null, phone: '050 123 4567' });
    const id = await payInStoreJob(t, staff, customer.id);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    const ready = (await moveJob(t, id, staff, { stage: 'ready' })).json().job;
    expect(ready.ready_notified_at).toBeNull();
    expect(ready.whatsapp_url).toBe(`https://wa.me/971501234567?text=${encodeURIComponent(ready.ready_message)}`);
    expect(ready.job_url).toBe(`http://shop.test/dashboard/jobs/${id}`);
    expect(ready.history.some((h: { what: string }) => h.what.includes('emailed'))).toBe(false);
    expect(await readyEmailsTo(t, '')).toEqual([]);
  });

  it('lets only an admin move a job back; staff get 403 and nothing changes', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    const before = await jobFootprint(t, id);
    const back = await moveJob(t, id, staff, { stage: 'received' });
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe(JOB_STAGE_MESSAGES.backNeedsAdmin);
    expect(await jobFootprint(t, id)).toEqual(before);
    const byAdmin = await moveJob(t, id, admin, { stage: 'received' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().job.stage).toBe('received');
  });

  it('refuses a skipped stage and a move already made with 409, and a malformed stage with 400', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const before = await jobFootprint(t, id);
    const skip = await moveJob(t, id, staff, { stage: 'collected' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(JOB_STAGE_MESSAGES.notAllowed('received', 'collected'));
    const same = await moveJob(t, id, staff, { stage: 'received' });
    expect(same.statusCode).toBe(409);
    const bad = await moveJob(t, id, staff, { stage: 'done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.stage).toContain('stage must be one of');
    expect((await moveJob(t, id, {}, { stage: 'in_progress' })).statusCode).toBe(401);
    expect((await moveJob(t, 2_000_000_000, staff, { stage: 'in_progress' })).statusCode).toBe(404);
    expect(await jobFootprint(t, id)).toEqual(before);
  });

  it('cancels through the booking’s cancellation (reason required), and the booking’s own cancel cancels the job', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const before = await jobFootprint(t, id);
    const noReason = await moveJob(t, id, staff, { stage: 'canceled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: CANCELLATION_MESSAGES.reasonRequired });
    expect(await jobFootprint(t, id)).toEqual(before);
    const canceled = await moveJob(t, id, staff, { stage: 'canceled', reason: 'Customer changed their mind' });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().job).toMatchObject({ stage: 'canceled', booking_status: 'canceled' });
    expect(canceled.json().job.history.at(-1).what).toBe('Canceled: Customer changed their mind');

    const other = await payInStoreJob(t, staff, customer.id);
    expect((await cancelBooking(t, other, staff)).statusCode).toBe(200);
    expect((await getJob(t, other, staff)).json().stage).toBe('canceled');
  });
});
