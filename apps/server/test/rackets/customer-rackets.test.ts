import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { RACKET_MESSAGES } from '@shop/domain/contracts/rackets';
import { PATTERN_MESSAGE } from '@shop/domain/stringing/pattern';
import { customerRackets } from '../../src/db/schema';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { buildCustomer } from '../helpers/customers-factories';
import { buildRacket, racketsFootprint } from '../helpers/rackets-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const racketsOf = (customerId: number, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url: `/api/customers/${customerId}/rackets`, headers });
const addRacket = (customerId: number, payload: unknown, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'POST', url: `/api/customers/${customerId}/rackets`, headers, payload: payload as object });
const editRacket = (customerId: number, racketId: number | string, payload: unknown, headers = staff) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/customers/${customerId}/rackets/${racketId}`,
    headers,
    payload: payload as object,
  });

const pureAero = { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19', head_size: 100, nickname: 'Match racket' };

describe(`the customer's rackets (${engine})`, () => {
  it('adds a racket and lists it with an empty history', async () => {
    const customer = await buildCustomer(t.ctx);
    const added = await addRacket(customer.id, { ...pureAero, notes: 'Lead tape at 3 and 9.' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      brand: 'Babolat',
      model: 'Pure Aero',
      pattern: '16x19',
      head_size: 100,
      nickname: 'Match racket',
      notes: 'Lead tape at 3 and 9.',
      purchase_id: null,
      reminder_interval_days: 90,
      last_spec: null,
      history: [],
    });
    const list = await racketsOf(customer.id);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([added.json()]);
    expect(await lastAudit(t.ctx, 'rackets.create')).toMatchObject({
      subject: expect.stringMatching(/^customer:\d+$/),
    });
  });

  it('edits brand, model, pattern, head size, nickname, notes and the reminder interval', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id);
    const edit = {
      brand: 'Head',
      model: 'Speed Pro',
      pattern: '18x20',
      head_size: null,
      nickname: 'Spare',
      notes: 'Grip size 3.',
      reminder_interval_days: 45,
    };
    const res = await editRacket(customer.id, racket.id, edit);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ racket_id: racket.id, ...edit });
    // Left out, the interval stays as it was.
    const again = await editRacket(customer.id, racket.id, { brand: 'Head', model: 'Speed Pro', pattern: '18x20' });
    expect(again.json()).toMatchObject({ reminder_interval_days: 45, nickname: '', notes: '' });
    expect(await lastAudit(t.ctx, 'rackets.update')).toMatchObject({
      subject: expect.stringMatching(/^customer:\d+$/),
    });
  });

  it("refuses another customer's racket with 404 and changes nothing", async () => {
    const owner = await buildCustomer(t.ctx);
    const other = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, owner.id);
    for (const id of [racket.id, 2_000_000_000]) {
      const res = await editRacket(other.id, id, { ...pureAero, brand: 'Wilson' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(RACKET_MESSAGES.notFound);
    }
    const [row] = await t.ctx.db.select().from(customerRackets).where(eq(customerRackets.id, racket.id));
    expect(row!.brand).toBe('Babolat');
    expect((await racketsOf(other.id)).json()).toEqual([]);
  });

  it('answers malformed input with per-field messages and stores nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id);
    const before = await racketsFootprint(t.ctx);
    const bad = {
      brand: ' ',
      model: 'Pure Aero',
      pattern: '16-19',
      head_size: 200,
      reminder_interval_days: 3,
      notes: 'x'.repeat(501),
    };
    for (const res of [await addRacket(customer.id, bad), await editRacket(customer.id, racket.id, bad)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        brand: JOB_MESSAGES.brand,
        pattern: PATTERN_MESSAGE,
        head_size: 'The head size must be between 80 and 130 square inches.',
        reminder_interval_days: 'The reminder interval must be a whole number of days from 7 to 730.',
        notes: 'Notes can be at most 500 characters.',
      });
    }
    expect((await addRacket(customer.id, [pureAero])).statusCode).toBe(400);
    const badIds = [
      await racketsOf(0),
      await addRacket(-4, pureAero),
      await editRacket(customer.id, 'abc', pureAero),
      await editRacket(customer.id, '1e3', pureAero),
    ];
    for (const res of badIds) expect(res.statusCode).toBe(400);
    expect(badIds[2]!.json().fields).toEqual({ racketId: RACKET_MESSAGES.racketIdInvalid });
    expect(await racketsFootprint(t.ctx)).toEqual(before);
    const [row] = await t.ctx.db.select().from(customerRackets).where(eq(customerRackets.id, racket.id));
    expect(row).toMatchObject({ brand: 'Babolat', pattern: '16x19', headSize: 100, reminderIntervalDays: 90 });
  });

  it('answers 401 without a session, and nothing is added', async () => {
    const customer = await buildCustomer(t.ctx);
    const racket = await buildRacket(t.ctx, customer.id);
    const before = await racketsFootprint(t.ctx);
    expect((await racketsOf(customer.id, {})).statusCode).toBe(401);
    expect((await addRacket(customer.id, pureAero, {})).statusCode).toBe(401);
    expect((await editRacket(customer.id, racket.id, pureAero, { authorization: 'Bearer forged' })).statusCode).toBe(
      401,
    );
    expect(await racketsFootprint(t.ctx)).toEqual(before);
  });

  it('answers 404 for a customer neither here nor in the store', async () => {
    const before = await racketsFootprint(t.ctx);
    const res = await addRacket(1_999_999_999, pureAero);
    expect(res.statusCode).toBe(404);
    expect((await racketsOf(1_999_999_999)).statusCode).toBe(404);
    expect(await racketsFootprint(t.ctx)).toEqual(before);
  });
});
