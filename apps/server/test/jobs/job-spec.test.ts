import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { TENSION_MESSAGES } from '@shop/domain/stringing/tension';
import { PATTERN_MESSAGE } from '@shop/domain/stringing/pattern';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { gripLine } from '../helpers/bookings-factories';
import { payInStore } from '../helpers/cancellation-factories';
import { getJob, HYBRID_SPEC, jobFootprint, moveJob, payInStoreJob, putSpec } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

describe(`PUT /api/jobs/:id/spec (${engine})`, () => {
  it('stores a hybrid spec exactly as entered and GET returns the same values with both units', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id, { racket_name: 'Old racket' });
    const saved = await putSpec(t, id, staff, HYBRID_SPEC);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(JOB_MESSAGES.specSaved);

    const job = (await getJob(t, id, staff)).json();
    expect(job.spec).toEqual({
      racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19', head_size: 100 },
      mains: {
        string_id: 2,
        own_string: null,
        string_name: expect.any(String),
        tension: 23.5,
        unit: 'kg',
        tension_text: '23.5 kg (51.8 lb)',
      },
      crosses: {
        string_id: null,
        own_string: 'Customer’s Luxilon ALU Power 1.25',
        string_name: 'Customer’s Luxilon ALU Power 1.25',
        tension: 52,
        unit: 'lb',
        tension_text: '52.0 lb (23.6 kg)',
      },
      hybrid: true,
      prestretch_percent: 10,
      knots: 4,
      stencil: 'Babolat',
      notes: 'Tie off at 8 and 9 mains.',
    });
    // Every existing screen keeps reading the racket from the booking.
    expect(job.racket).toBe('Babolat Pure Aero');
    expect(job.history.map((h: { what: string }) => h.what)).toEqual([
      'Booked',
      `Receipt emailed to ${customer.email}`,
      'Specification entered',
    ]);
  });

  it('keeps every edit with the spec before and after', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    await putSpec(t, id, staff, HYBRID_SPEC);
    const same = { ...HYBRID_SPEC, crosses: { string_id: 2, tension: 23, unit: 'kg' } };
    expect((await putSpec(t, id, staff, same)).statusCode).toBe(200);
    const job = (await getJob(t, id, staff)).json();
    expect(job.spec.hybrid).toBe(false);
    expect(job.history.at(-1).what).toBe('Specification changed');
    const [event] = rowsOf<{
      details: { before: { crosses: { unit: string } }; after: { crosses: { unit: string } } };
    }>(
      await t.ctx.db.execute(
        sql`SELECT details FROM job_events WHERE booking_id = ${id} AND kind = 'spec' ORDER BY id DESC LIMIT 1`,
      ),
    );
    expect(event!.details.before.crosses.unit).toBe('lb');
    expect(event!.details.after.crosses.unit).toBe('kg');
  });

  it('refuses a tension out of range, a bad pattern and two strings on one side, with per-field messages, and changes nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const before = await jobFootprint(t, id);
    const bad = await putSpec(t, id, staff, {
      ...HYBRID_SPEC,
      racket: { ...HYBRID_SPEC.racket, pattern: '16-19' },
      mains: { string_id: 2, own_string: 'Mine', tension: 36, unit: 'kg' },
      crosses: { own_string: 'Mine', tension: 23.55, unit: 'lb' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'racket.pattern': PATTERN_MESSAGE,
      'mains.string_id': JOB_MESSAGES.stringOrOwn,
      'mains.tension': TENSION_MESSAGES.range,
      'crosses.tension': TENSION_MESSAGES.oneDecimal,
    });
    const tooLow = await putSpec(t, id, staff, {
      ...HYBRID_SPEC,
      crosses: { own_string: 'x', tension: 19.9, unit: 'lb' },
    });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toContain('between 9 and 35 kg (20–77 lb)');
    expect(await jobFootprint(t, id)).toEqual(before);
  });

  it('needs mains and crosses from the catalogue (Regular ids) or own strings on a stringing job', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    const before = await jobFootprint(t, id);
    const missing = await putSpec(t, id, staff, { racket: HYBRID_SPEC.racket });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ mains: JOB_MESSAGES.stringsNeeded, crosses: JOB_MESSAGES.stringsNeeded });
    const unknown = await putSpec(t, id, staff, {
      ...HYBRID_SPEC,
      mains: { string_id: 9999, tension: 24, unit: 'kg' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ 'mains.string_id': JOB_MESSAGES.unknownString });
    expect(await jobFootprint(t, id)).toEqual(before);
  });

  it('takes the racket and notes only on a grip job', async () => {
    const customer = await buildCustomer(t.ctx);
    const [id] = await payInStore(t, staff, [gripLine(customer.id)]);
    const withStrings = await putSpec(t, id!, staff, HYBRID_SPEC);
    expect(withStrings.statusCode).toBe(400);
    expect(withStrings.json().message).toBe(JOB_MESSAGES.gripHasNoStrings);
    const grip = await putSpec(t, id!, staff, { racket: HYBRID_SPEC.racket, notes: 'Overgrip white' });
    expect(grip.statusCode).toBe(200);
    expect(grip.json().job.spec).toMatchObject({ mains: null, crosses: null, hybrid: false, notes: 'Overgrip white' });
  });

  it('locks the spec for staff once in progress (an admin still edits) and for everyone once collected or canceled', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id);
    await putSpec(t, id, staff, HYBRID_SPEC);
    expect((await moveJob(t, id, staff, { stage: 'in_progress' })).statusCode).toBe(200);
    const before = await jobFootprint(t, id);
    const locked = await putSpec(t, id, staff, { ...HYBRID_SPEC, notes: 'changed' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(JOB_MESSAGES.specLocked);
    expect(await jobFootprint(t, id)).toEqual(before);
    const byAdmin = await putSpec(t, id, admin, { ...HYBRID_SPEC, notes: 'changed' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().job.spec.notes).toBe('changed');

    expect((await moveJob(t, id, staff, { stage: 'canceled', reason: 'Customer took it back' })).statusCode).toBe(200);
    const closed = await putSpec(t, id, admin, HYBRID_SPEC);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(JOB_MESSAGES.specClosed);
  });

  it('answers 404 for an unknown job, 401 without a session and 400 for a malformed id', async () => {
    expect((await putSpec(t, 2_000_000_000, staff, HYBRID_SPEC)).json()).toMatchObject({
      message: JOB_MESSAGES.notFound,
    });
    expect((await putSpec(t, 2_000_000_000, staff, HYBRID_SPEC)).statusCode).toBe(404);
    expect((await getJob(t, 2_000_000_000, staff)).statusCode).toBe(404);
    expect((await putSpec(t, 1, {}, HYBRID_SPEC)).statusCode).toBe(401);
    expect((await getJob(t, 'abc', staff)).statusCode).toBe(400);
  });
});
