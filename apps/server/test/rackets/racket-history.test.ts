import { eq } from 'drizzle-orm';
import type { BookingSubmissionItem } from '@shop/domain/contracts/bookings';
import { describe, expect, it } from 'vitest';
import { bookings, jobs } from '../../src/db/schema';
import { engine } from '../helpers/app';
import { gripLine, stringLine } from '../helpers/bookings-factories';
import { buildCustomer } from '../helpers/customers-factories';
import { buildUser } from '../helpers/factories';
import { buildRacket, buyRacketsInStore, plainSpecKg } from '../helpers/rackets-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';
import { payInStore } from '../helpers/cancellation-factories';

const t = testAppForFile();
const staff = signedIn(t);

const racketsOf = async (customerId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/customers/${customerId}/rackets`, headers: staff });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function book(line: BookingSubmissionItem): Promise<number> {
  const [id] = await payInStore(t, staff, [line]);
  return id!;
}

describe(`a racket's stringing history (${engine})`, () => {
  it('lists its stringings newest first with dates, strings, tensions, who strung it and the days between', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id);
    const sara = await buildUser(t.ctx, { firstName: 'Sara', lastName: 'Khan' });
    const omar = await buildUser(t.ctx, { firstName: 'Omar', lastName: 'Ali' });
    const line = (tension: number) => stringLine(customer.id, { racket_id: racket.id, spec: plainSpecKg(tension) });
    const first = await book(line(24));
    const second = await book(line(25));
    const third = await book(line(26));
    const canceled = await book(line(27));
    await book(gripLine(customer.id, { racket_id: racket.id }));

    // Strung and made ready just after midnight in Dubai on 11 January (21:30 UTC on the 10th).
    await t.ctx.db
      .update(jobs)
      .set({
        stage: 'collected',
        startedBy: sara.id,
        readyBy: omar.id,
        readyAt: new Date('2026-01-10T21:30:00Z'),
      })
      .where(eq(jobs.bookingId, first));
    // Made ready without being started first: who made it ready strung it.
    await t.ctx.db
      .update(jobs)
      .set({ stage: 'ready', readyBy: omar.id, readyAt: new Date('2026-03-01T08:00:00Z') })
      .where(eq(jobs.bookingId, second));
    // Not strung yet: the booking's date.
    await t.ctx.db.update(bookings).set({ bookingDate: '2026-04-15' }).where(eq(bookings.id, third));
    await t.ctx.db.update(jobs).set({ stage: 'canceled', canceledAt: new Date() }).where(eq(jobs.bookingId, canceled));

    const [listed] = await racketsOf(customer.id);
    expect(
      listed.history.map((h: Record<string, unknown>) => [
        h.job_id,
        h.date,
        h.stage,
        h.strung_by,
        h.days_since_previous,
      ]),
    ).toEqual([
      [third, '2026-04-15', 'received', null, 45],
      [second, '2026-03-01', 'ready', 'Omar Ali', 49],
      [first, '2026-01-11', 'collected', 'Sara Khan', null],
    ]);
    expect(listed.history[2]).toMatchObject({
      strings: 'Head Lynx Tour 1.25',
      mains: { string_name: 'Head Lynx Tour 1.25', tension: 24, unit: 'kg', tension_text: '24.0 kg (52.9 lb)' },
      crosses: { tension: 24, unit: 'kg' },
    });
    // Same as last time: the latest job that is not canceled.
    expect(listed.last_spec.mains.tension).toBe(26);
  });

  it('a racket never strung here has no last spec and no history; other rackets keep their own', async () => {
    const customer = await buildCustomer(t.ctx);
    const strung = await buildRacket(t.ctx, customer.id);
    const idle = await buildRacket(t.ctx, customer.id, { brand: 'Wilson', model: 'Clash 100' });
    await book(stringLine(customer.id, { racket_id: strung.id, spec: plainSpecKg() }));
    const listed = await racketsOf(customer.id);
    expect(listed.map((r: { racket_id: number }) => r.racket_id)).toEqual([strung.id, idle.id]);
    expect(listed[0].history).toHaveLength(1);
    expect(listed[1]).toMatchObject({ last_spec: null, history: [] });
  });
});

describe(`rackets bought in store (${engine})`, () => {
  it('become the customer’s rackets, with the pattern and head size of a common racket', async () => {
    const customer = await buildCustomer(t.ctx);
    await buyRacketsInStore(t, staff, customer.id, [
      ['Wilson Pro Staff 97 v14', 1249, 2],
      ['Babolat Pure Drive 107', 1079, 1],
      ['Babolat Pure Strike 98 16x19 Gen 4', 1119, 1],
    ]);
    const listed = await racketsOf(customer.id);
    expect(listed.map((r: Record<string, unknown>) => [r.brand, r.model, r.pattern, r.head_size])).toEqual([
      ['Wilson', 'Pro Staff 97 v14 (1 of 2)', '16x19', 97],
      ['Wilson', 'Pro Staff 97 v14 (2 of 2)', '16x19', 97],
      ['Babolat', 'Pure Drive 107', '', null],
      ['Babolat', 'Pure Strike 98 16x19 Gen 4', '16x19', null],
    ]);
    expect(listed.every((r: { purchase_id: number | null }) => r.purchase_id !== null)).toBe(true);
  });
});
