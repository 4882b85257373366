import { describe, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '@shop/domain/contracts/stock';
import { lastAudit } from '../helpers/audit';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { withBookingsTestApp } from '../helpers/bookings-factories';
import { adjust, lowNotices, metresOf, receive, setThreshold, stockFootprint, thresholds } from './stock-factories';

let t: TestApp;
let staff: { authorization: string };
withBookingsTestApp((setup) => ({ t, staff } = setup));

describe(`PUT /api/stock/:string_id/threshold (${engine})`, () => {
  it('sets the threshold in metres (one decimal); the status follows at once', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const res = await setThreshold(t, admin, 5, { metres: 30.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: STOCK_MESSAGES.thresholdSaved,
      item: expect.objectContaining({ string_id: 5, metres: 200, threshold: 30.5, status: 'In Stock' }),
    });
    expect(await metresOf(t, staff, 5)).toMatchObject({ threshold: 30.5, status: 'In Stock' });
    // Raised above the stock: low at once. Lowered below it: in stock again. 0 turns the warning off.
    const superadmin = await authHeaders(t.ctx, 'superadmin');
    expect((await setThreshold(t, superadmin, 5, { metres: 250 })).json().item.status).toBe('Low Stock');
    expect((await setThreshold(t, admin, 5, { metres: 0 })).json().item).toMatchObject({
      threshold: 0,
      status: 'In Stock',
    });
    expect(await lastAudit(t.ctx, 'stock.threshold')).toMatchObject({ subject: expect.stringMatching(/^string:\d+$/) });
  });

  it('raised above the stock, it tells nobody; the next warning comes after a restock and a new fall', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const notices = (await lowNotices(t)).length;
    await setThreshold(t, admin, 6, { metres: 250 });
    expect(await lowNotices(t)).toHaveLength(notices);
    // Still below the threshold: another move is no new crossing.
    await adjust(t, admin, { string_id: 6, metres: -5, reason: 'Offcuts thrown away' });
    expect(await lowNotices(t)).toHaveLength(notices);
    // Restocked to 295 m (at or above 250), then down to 245 m: one warning.
    await receive(t, admin, { string_id: 6, metres: 100 });
    await adjust(t, admin, { string_id: 6, metres: -50, reason: 'Counted the shelf' });
    const after = await lowNotices(t);
    expect(after).toHaveLength(notices + 1);
    expect(after.at(-1)).toMatch(/ is down to 245\.00 m/);
  });

  it('lowered below the stock, the string warns at its next fall below the new threshold', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    expect((await metresOf(t, staff, 4)).metres).toBe(12);
    const notices = (await lowNotices(t)).length;
    expect((await setThreshold(t, admin, 4, { metres: 10 })).json().item.status).toBe('In Stock');
    await adjust(t, admin, { string_id: 4, metres: -3, reason: 'A set cut wrong' });
    expect(await lowNotices(t)).toHaveLength(notices + 1);
    expect((await metresOf(t, staff, 4)).status).toBe('Low Stock');
  });

  it('refuses no session (401), staff (403), malformed input (400) and a string not stocked (404), changing nothing', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const before = { thresholds: await thresholds(t), footprint: await stockFootprint(t) };
    expect((await setThreshold(t, {}, 1, { metres: 30 })).statusCode).toBe(401);
    expect((await setThreshold(t, staff, 1, { metres: 30 })).statusCode).toBe(403);
    for (const payload of [{ metres: 30.25 }, { metres: -1 }, { metres: 1000.1 }, { metres: '30' }, {}]) {
      const res = await setThreshold(t, admin, 1, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.values(res.json().fields ?? {}).concat(res.json().message)).toContain(
        STOCK_MESSAGES.thresholdInvalid,
      );
    }
    expect((await setThreshold(t, admin, 1, null)).statusCode).toBe(400);
    expect((await setThreshold(t, admin, 'abc', { metres: 30 })).statusCode).toBe(400);
    expect((await setThreshold(t, admin, 12, { metres: 30 })).statusCode).toBe(404);
    expect({ thresholds: await thresholds(t), footprint: await stockFootprint(t) }).toEqual(before);
  });
});
