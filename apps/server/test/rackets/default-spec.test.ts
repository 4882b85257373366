import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@shop/domain/contracts/jobs';
import { TENSION_MESSAGES } from '@shop/domain/stringing/tension';
import { lastAudit } from '../helpers/audit';
import { engine } from '../helpers/app';
import { headersByRole } from '../helpers/factories';
import { racketsFootprint } from '../helpers/rackets-factories';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

const read = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/settings/default-spec', headers });
const write = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/default-spec', headers, payload: payload as object });

const shopDefault = {
  mains: { string_id: 9, tension: 52.5, unit: 'lb' },
  crosses: { own_string: 'Customer’s gut', tension: 50, unit: 'lb' },
  prestretch_percent: 5,
  knots: 2,
  stencil: 'Racket Lab',
  notes: 'Default for the club team.',
};

// One file, one order: the product default first, then the superadmin's.
describe(`the shop's default spec (${engine})`, () => {
  it('is the product default until set, for every role', async () => {
    const as = await headersByRole(t.ctx);
    for (const headers of Object.values(as)) {
      const res = await read(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        mains: { string_id: 1, own_string: null, tension: 24, unit: 'kg' },
        crosses: { string_id: 1, own_string: null, tension: 24, unit: 'kg' },
        prestretch_percent: 0,
        knots: 4,
        stencil: null,
        notes: '',
        source: 'product',
        updated_at: null,
      });
    }
    expect((await read({})).statusCode).toBe(401);
  });

  it('only a superadmin sets it; staff and admin get 403, no session 401, and nothing changes', async () => {
    const as = await headersByRole(t.ctx);
    const before = await racketsFootprint(t.ctx);
    expect((await write(as.staff, shopDefault)).statusCode).toBe(403);
    expect((await write(as.admin, shopDefault)).statusCode).toBe(403);
    expect((await write({}, shopDefault)).statusCode).toBe(401);
    expect(await racketsFootprint(t.ctx)).toEqual(before);
    expect((await read(as.staff)).json().source).toBe('product');
  });

  it('refuses a bad spec with per-field messages and keeps the one before', async () => {
    const as = await headersByRole(t.ctx);
    const before = await racketsFootprint(t.ctx);
    const res = await write(as.superadmin, {
      mains: { string_id: 9, tension: 80, unit: 'lb' },
      crosses: { string_id: 9, tension: 24.25, unit: 'kg' },
      prestretch_percent: 25,
      knots: 3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'mains.tension': TENSION_MESSAGES.range,
      'crosses.tension': TENSION_MESSAGES.oneDecimal,
      prestretch_percent: 'Pre-stretch must be a whole percentage from 0 to 20.',
      knots: 'Knots must be 2 or 4.',
    });
    const noCrosses = await write(as.superadmin, { ...shopDefault, crosses: null });
    expect(noCrosses.statusCode).toBe(400);
    expect(noCrosses.json().fields).toEqual({ crosses: JOB_MESSAGES.stringsNeeded });
    const unknown = await write(as.superadmin, { ...shopDefault, mains: { string_id: 109, tension: 24, unit: 'kg' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ 'mains.string_id': JOB_MESSAGES.unknownString });
    expect(await racketsFootprint(t.ctx)).toEqual(before);
  });

  it("a superadmin's default is kept as entered and read back by every role", async () => {
    const as = await headersByRole(t.ctx);
    const saved = await write(as.superadmin, shopDefault);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      mains: { string_id: 9, own_string: null, tension: 52.5, unit: 'lb' },
      crosses: { string_id: null, own_string: 'Customer’s gut', tension: 50, unit: 'lb' },
      prestretch_percent: 5,
      knots: 2,
      stencil: 'Racket Lab',
      notes: 'Default for the club team.',
      source: 'setting',
    };
    expect(saved.json()).toMatchObject(expected);
    expect(Date.parse(saved.json().updated_at)).not.toBeNaN();
    expect((await read(as.staff)).json()).toEqual(saved.json());
    expect(await lastAudit(t.ctx, 'settings:default-spec')).toMatchObject({ details: { after: expect.any(Object) } });
  });
});
