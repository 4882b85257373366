import { describe, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '@shop/domain/contracts/stock';
import { loadConfig } from '../../src/config';
import { lastAudit } from '../helpers/audit';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { withBookingsTestApp } from '../helpers/bookings-factories';
import { adjust, getStock, ledger, metresOf, receive, stockFootprint } from './stock-factories';

let t: TestApp;
let staff: { authorization: string };
withBookingsTestApp((setup) => ({ t, staff } = setup));

describe(`GET /api/stock (${engine})`, () => {
  it('lists every stocked string (not the customer’s own) in metres with its threshold and status', async () => {
    const res = await getStock(t, staff);
    expect(res.statusCode).toBe(200);
    const items = res.json() as {
      string_id: number;
      name: string;
      metres: number;
      threshold: number;
      status: string;
    }[];
    expect(items.map((i) => i.string_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(items[0]).toEqual({
      string_id: 1,
      name: 'Prince Synthetic Gut Duraflex 16',
      metres: 200,
      threshold: 24,
      status: 'In Stock',
    });
    expect(items.find((i) => i.string_id === 4)).toMatchObject({ metres: 12, status: 'Low Stock' });
    expect((await getStock(t, {})).statusCode).toBe(401);
  });
});

describe(`POST /api/stock/receipts (${engine})`, () => {
  it('adds a reel to the stock with who and when; staff read the ledger but may not receive', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const before = (await metresOf(t, staff, 8)).metres;
    const res = await receive(t, admin, { string_id: 8, metres: 200 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: STOCK_MESSAGES.received,
      item: { string_id: 8, metres: before + 200 },
    });
    const set = await receive(t, admin, { string_id: 8, metres: 12.5 });
    expect(set.json().item.metres).toBe(before + 212.5);

    const history = await ledger(t, staff, 8);
    expect(history.statusCode).toBe(200);
    const [newest, reel] = history.json().entries;
    expect(newest).toMatchObject({ kind: 'received', metres: 12.5, reason: null, job_id: null });
    expect(reel).toMatchObject({ kind: 'received', metres: 200 });
    expect(newest.by).toMatch(/^First\d+ Last\d+$/);
    expect(Date.parse(newest.at)).not.toBeNaN();
    expect(history.json().entries.at(-1)).toMatchObject({ kind: 'adjusted', by: null });
    expect(await lastAudit(t.ctx, 'stock.received')).toMatchObject({
      subject: expect.stringMatching(/^string:\d+$/),
      details: {
        deltaCm: expect.any(Number),
        before: { stockCm: expect.any(Number) },
        after: { stockCm: expect.any(Number) },
      },
    });
  });

  it('refuses a caller without a session (401), staff (403) and malformed lengths (400), changing nothing', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const before = await stockFootprint(t);
    expect((await receive(t, {}, { string_id: 1, metres: 200 })).statusCode).toBe(401);
    expect((await receive(t, staff, { string_id: 1, metres: 200 })).statusCode).toBe(403);
    const bad: [unknown, string][] = [
      [{ string_id: 1, metres: 0 }, STOCK_MESSAGES.receiptPositive],
      [{ string_id: 1, metres: -12 }, STOCK_MESSAGES.receiptPositive],
      [{ string_id: 1, metres: 12.345 }, STOCK_MESSAGES.metresInvalid],
      [{ string_id: 1, metres: '200' }, STOCK_MESSAGES.metresInvalid],
      [{ string_id: 1, metres: 20_000 }, STOCK_MESSAGES.receiptPositive],
      [{ string_id: 12, metres: 200 }, STOCK_MESSAGES.stringIdInvalid],
      [{ string_id: 101, metres: 200 }, STOCK_MESSAGES.stringIdInvalid],
      [{ metres: 200 }, STOCK_MESSAGES.stringIdInvalid],
    ];
    for (const [payload, message] of bad) {
      const res = await receive(t, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.values(res.json().fields ?? {}).concat(res.json().message)).toContain(message);
    }
    expect(await stockFootprint(t)).toEqual(before);
  });
});

describe(`POST /api/stock/adjustments (${engine})`, () => {
  it('corrects the count down or up, always with its reason in the ledger', async () => {
    const admin = await authHeaders(t.ctx, 'superadmin');
    const before = (await metresOf(t, staff, 9)).metres;
    const down = await adjust(t, admin, { string_id: 9, metres: -3.5, reason: 'Offcuts thrown away' });
    expect(down.statusCode).toBe(201);
    expect(down.json()).toMatchObject({ message: STOCK_MESSAGES.adjusted, item: { metres: before - 3.5 } });
    await adjust(t, admin, { string_id: 9, metres: 1, reason: 'Found a set in the back' });
    const entries = (await ledger(t, staff, 9)).json().entries;
    expect(entries.slice(0, 2)).toMatchObject([
      { kind: 'adjusted', metres: 1, reason: 'Found a set in the back' },
      { kind: 'adjusted', metres: -3.5, reason: 'Offcuts thrown away' },
    ]);
    expect((await metresOf(t, staff, 9)).metres).toBe(before - 2.5);
    const adjusted = await lastAudit(t.ctx, 'stock.adjusted');
    expect(adjusted).toMatchObject({
      subject: expect.stringMatching(/^string:\d+$/),
      details: { reason: expect.any(String) },
    });
    const moved = adjusted!.details as { deltaCm: number; before: { stockCm: number }; after: { stockCm: number } };
    expect(moved.after.stockCm - moved.before.stockCm).toBe(moved.deltaCm);
  });

  it('refuses no session, staff, a missing reason and a zero change, changing nothing', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const before = await stockFootprint(t);
    const ok = { string_id: 1, metres: -1, reason: 'Broken set' };
    expect((await adjust(t, {}, ok)).statusCode).toBe(401);
    expect((await adjust(t, staff, ok)).statusCode).toBe(403);
    for (const payload of [
      { string_id: 1, metres: -1 },
      { string_id: 1, metres: -1, reason: '  ' },
      { string_id: 1, metres: 0, reason: 'Nothing' },
      { string_id: 1, metres: -1, reason: 'x'.repeat(201) },
    ]) {
      const res = await adjust(t, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/reason|adjustment/i);
    }
    expect(await stockFootprint(t)).toEqual(before);
  });
});

describe(`GET /api/stock/:string_id/ledger (${engine})`, () => {
  it('answers 401 without a session, 400 for a malformed id and 404 for a string not stocked', async () => {
    expect((await ledger(t, {}, 1)).statusCode).toBe(401);
    expect((await ledger(t, staff, 'abc')).statusCode).toBe(400);
    expect((await ledger(t, staff, 12)).statusCode).toBe(404);
  });
});

describe('STRING_LENGTHS', () => {
  it('sets the centimetres a pattern uses and refuses an entry that is not pattern:centimetres', () => {
    expect(loadConfig({ STRING_LENGTHS: '16x19:1050' }).stringLengths).toEqual({ '16x19': 1050, '18x20': 1200 });
    expect(() => loadConfig({ STRING_LENGTHS: '16x19=11m' })).toThrow(/STRING_LENGTHS/);
  });
});
