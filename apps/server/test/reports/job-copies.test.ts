import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { findString } from '@shop/domain/catalogue';
import { bookings, jobEvents, jobs } from '../../src/db/schema';
import { buildTestApp, engine, type TestApp } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { monthBooking } from './month-factories';

/**
 * The reports read a job's copy of its booking's kind, type and string and its first ready time (migration 0026,
 * kept by triggers). These follow the booking and the events whatever writes them.
 */
let t: TestApp;
let as: Awaited<ReturnType<typeof headersByRole>>;
let bookingId: number;

beforeAll(async () => {
  t = await buildTestApp();
  as = await headersByRole(t.ctx);
  const customerId = (await buildCustomer(t.ctx)).id;
  bookingId = await monthBooking(t, {
    customerId,
    itemId: 2,
    express: true,
    priceAed: 150,
    paidInStoreAt: '2026-03-10T08:00:00Z',
    store: 'Marina Store',
    receivedAt: '2026-03-10T06:00:00Z',
  });
});
afterAll(async () => t?.close());

const copies = async () => {
  const [job] = await t.ctx.db
    .select({
      kind: jobs.serviceKind,
      type: jobs.serviceType,
      stringId: jobs.bookedStringId,
      firstReadyAt: jobs.firstReadyAt,
    })
    .from(jobs)
    .where(eq(jobs.bookingId, bookingId));
  return job!;
};

const march = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/reports/summary?from=2026-03-01&to=2026-03-31',
    headers: as.admin,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe(`a job's copies of its booking and first ready time (${engine})`, () => {
  it('takes the booking kind, type and string when the job is opened', async () => {
    expect(await copies()).toMatchObject({ kind: 'string', type: 'Express', stringId: 2, firstReadyAt: null });
  });

  it('follows a change of the booked string, so the report counts the new string', async () => {
    await t.ctx.db.update(bookings).set({ stringId: 3 }).where(eq(bookings.id, bookingId));
    expect((await copies()).stringId).toBe(3);
    const body = await march();
    expect(body.top_strings.by_jobs).toEqual([{ string_id: 3, name: findString(3)!.name, jobs: 1, metres: 11 }]);
  });

  it('cannot be written apart from the booking', async () => {
    await t.ctx.db.execute(
      sql`UPDATE jobs SET booked_string_id = 9, service_type = 'Regular' WHERE booking_id = ${bookingId}`,
    );
    expect(await copies()).toMatchObject({ type: 'Express', stringId: 3 });
  });

  it('keeps the first stage event to ready, whatever order the events come in', async () => {
    const event = (to: string, at: string) =>
      t.ctx.db
        .insert(jobEvents)
        .values({ bookingId, kind: 'stage', what: `Moved to ${to}`, details: { to }, at: new Date(at) });
    await event('ready', '2026-03-10T12:00:00Z');
    await event('in_progress', '2026-03-10T09:00:00Z');
    await event('ready', '2026-03-10T10:00:00Z');
    await event('ready', '2026-03-11T10:00:00Z');
    expect((await copies()).firstReadyAt).toEqual(new Date('2026-03-10T10:00:00Z'));
    const body = await march();
    expect(body.turnaround[0]).toEqual({ group: 'all', key: 'all', jobs: 1, median_hours: 4, p90_hours: 4 });
  });
});
