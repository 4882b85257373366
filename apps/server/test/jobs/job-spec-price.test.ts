import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@shop/domain/contracts/bookings';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { fils } from '@shop/domain/money';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { getJob, jobFootprint, moveJob, paidOnlineJob, payInStoreJob, putSpec } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const racket = { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' };
/** Mains and crosses by catalogue id (2 Head Lynx Tour 150, 1 Prince 120, 7 RPM Blast 185, 9 ALU Power 195 AED). */
const spec = (mains: number, crosses = mains) => ({
  racket,
  mains: { string_id: mains, tension: 24, unit: 'kg' },
  crosses: { string_id: crosses, tension: 23, unit: 'kg' },
});

async function bookingRow(id: number) {
  const [row] = rowsOf<{ string_id: number; price_fils: number; due_in_store_fils: number; service_name: string }>(
    await t.ctx.db.execute(
      sql`SELECT string_id, price_fils, due_in_store_fils, service_name FROM bookings WHERE id = ${id}`,
    ),
  );
  return row!;
}

describe(`PUT /api/jobs/:id/spec prices the spec's strings (${engine})`, () => {
  it('reprices a pay-in-store job to a dearer hybrid at its dearer side, whichever side it is on; the whole price is due', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id); // Head Lynx Tour, 150 AED
    const saved = await putSpec(t, id, staff, spec(7, 9));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: JOB_MESSAGES.specSavedDearer,
      price: 195,
      price_change: 45,
      balance_due: 195,
    });
    // The header, the invoice's line and the tag name the spec's two strings.
    expect(saved.json().job.service_name).toBe('Babolat RPM Blast 1.25 / Luxilon ALU Power 1.25');
    expect(saved.json().job.spec_summary).toBe(
      'Babolat RPM Blast 1.25 / Luxilon ALU Power 1.25 · 24.0 kg (52.9 lb) / 23.0 kg (50.7 lb)',
    );
    expect(await bookingRow(id)).toMatchObject({ string_id: 9, price_fils: 19_500 });

    const swapped = await putSpec(t, id, staff, spec(9, 7));
    expect(swapped.json()).toMatchObject({ message: JOB_MESSAGES.specSaved, price: 195, price_change: 0 });
  });

  it('leaves the difference of a dearer spec due at handover on a job paid online', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await paidOnlineJob(t, staff, customer.id); // paid 150 AED online
    const saved = await putSpec(t, id, staff, spec(7));
    expect(saved.json()).toMatchObject({ price: 185, price_change: 35, balance_due: 35 });
    expect(saved.json().job.amount_due_in_store).toBe(35);
    expect(saved.json().job.service_name).toBe('Babolat RPM Blast 1.25');
    // Mark as Complete does not forget the difference: refused naming it, nothing changed; the handover takes it.
    const complete = await t.app.inject({ method: 'PATCH', url: `/api/bookings/${id}/status`, headers: staff });
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe(BOOKING_MESSAGES.balanceDueBeforeComplete(fils(3500)));
    expect((await getJob(t, id, staff)).json()).toMatchObject({ booking_status: 'pending', balance_due: 35 });
    await moveJob(t, id, staff, { stage: 'in_progress' });
    await moveJob(t, id, staff, { stage: 'ready' });
    const collected = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/collect`,
      headers: staff,
      payload: { payment: { amount: 35, receipt_number: `R-DIFF-${engine}-${id}` } },
    });
    expect(collected.statusCode).toBe(200);
    expect(collected.json().job).toMatchObject({ booking_status: 'completed', balance_due: 0, amount_paid: 185 });
  });

  it('refunds a cheaper spec after an online payment with a credit note, through the refund path', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await paidOnlineJob(t, staff, customer.id);
    const saved = await putSpec(t, id, staff, spec(1));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: JOB_MESSAGES.specSavedRefunded,
      price: 120,
      price_change: -30,
      balance_due: 0,
    });
    const refunds = rowsOf<{ amount_fils: number; status: string; notes: number }>(
      await t.ctx.db.execute(sql`
        SELECT r.amount_fils, r.status, (SELECT count(*)::int FROM credit_notes c WHERE c.refund_id = r.id) AS notes
        FROM booking_refunds r WHERE r.booking_id = ${id}`),
    );
    expect(refunds).toEqual([{ amount_fils: 3_000, status: 'refunded', notes: 1 }]);
  });

  it('keeps an Express booking Express and a same-price edit free of any money change', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id, { string_id: 102, total_cost: 175 });
    const saved = await putSpec(t, id, staff, spec(9, 1));
    expect(saved.json()).toMatchObject({ price: 220, price_change: 45 });
    expect((await bookingRow(id)).string_id).toBe(109);
    const notes = await putSpec(t, id, staff, { ...spec(9, 1), notes: 'Knots at 8' });
    expect(notes.json()).toMatchObject({ message: JOB_MESSAGES.specSaved, price_change: 0, balance_due: 220 });
  });

  it('refuses a price change once the booking is completed (409) and changes nothing', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const customer = await buildCustomer(t.ctx);
    const id = await paidOnlineJob(t, staff, customer.id);
    expect((await putSpec(t, id, staff, spec(2))).statusCode).toBe(200);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    expect((await moveJob(t, id, staff, { stage: 'ready' })).statusCode).toBe(200);
    const before = [await jobFootprint(t, id), await bookingRow(id)];
    const dearer = await putSpec(t, id, admin, spec(9));
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json().message).toBe(JOB_MESSAGES.specPriceLocked);
    expect([await jobFootprint(t, id), await bookingRow(id)]).toEqual(before);
    // The same strings at another tension stay allowed.
    expect((await putSpec(t, id, admin, { ...spec(2), notes: 'Re-tensioned' })).statusCode).toBe(200);
  });

  it('refuses a staff edit once in progress (403), a session-less call (401) and a malformed spec (400)', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    await moveJob(t, id, staff, { stage: 'in_progress' });
    const before = [await jobFootprint(t, id), await bookingRow(id)];
    expect((await putSpec(t, id, staff, spec(9))).statusCode).toBe(403);
    expect((await putSpec(t, id, {}, spec(9))).statusCode).toBe(401);
    const bad = await putSpec(t, id, staff, { ...spec(9), mains: { string_id: 9, tension: 24, unit: 'stone' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['mains.unit']).toBe('The unit must be kg or lb.');
    expect([await jobFootprint(t, id), await bookingRow(id)]).toEqual(before);
  });
});

describe(`GET /api/jobs spec_summary (${engine})`, () => {
  it('shows each bench row its strings and tensions in both units, null until the spec has strings', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const find = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs?search=${id}`, headers: staff })).json().items[0];
    expect((await find()).spec_summary).toBeNull();
    await putSpec(t, id, staff, {
      racket,
      mains: { string_id: 2, tension: 52, unit: 'lb' },
      crosses: { own_string: 'Kirschbaum Max Power', tension: 52, unit: 'lb' },
    });
    expect((await find()).spec_summary).toBe('Head Lynx Tour 1.25 / Kirschbaum Max Power (own) · 52.0 lb (23.6 kg)');
    expect((await getJob(t, id, staff)).json().spec_summary).toBe((await find()).spec_summary);
  });
});

describe(`PUT /api/jobs/:id/spec on a job booked with a typed racket name (${engine})`, () => {
  it('puts the job in the history of the customer’s racket of that brand and model, made from the spec when new', async () => {
    const customer = await buildCustomer(t.ctx);
    const first = await payInStoreJob(t, staff, customer.id, { racket_name: 'my babolat' });
    const saved = await putSpec(t, first, staff, spec(7));
    const racketId = saved.json().job.racket_id;
    expect(racketId).toEqual(expect.any(Number));
    // Another job, the same racket written in another case: the same racket, not a second one.
    const second = await payInStoreJob(t, staff, customer.id, { racket_name: 'Pure Aero' });
    const again = await putSpec(t, second, staff, {
      ...spec(9),
      racket: { ...racket, brand: 'BABOLAT', model: 'pure aero' },
    });
    expect(again.json().job.racket_id).toBe(racketId);

    const rackets = (
      await t.app.inject({ method: 'GET', url: `/api/customers/${customer.id}/rackets`, headers: staff })
    ).json();
    expect(rackets).toHaveLength(1);
    expect(rackets[0]).toMatchObject({ racket_id: racketId, brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' });
    expect(rackets[0].history.map((h: { job_id: number }) => h.job_id)).toEqual([second, first]);
    expect(rackets[0].last_spec.mains.string_id).toBe(9);
  });
});
