import { describe, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '@shop/domain/contracts/stock';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { bookingFootprint, gripLine, stringLine, withBookingsTestApp } from '../helpers/bookings-factories';
import { cancelBooking, payInStore } from '../helpers/cancellation-factories';
import { HYBRID_SPEC, moveJob, payInStoreJob, putSpec } from '../helpers/jobs-factories';
import {
  adminCount,
  ledger,
  lowNotices,
  metresOf,
  receive,
  setStock,
  stockFootprint,
  totalsOffLedger,
} from './stock-factories';

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };
withBookingsTestApp((setup) => ({ t, staff } = setup));

const start = (id: number) => moveJob(t, id, staff, { stage: 'in_progress' });
const spec = (mains: object, crosses: object, pattern = '16x19') => ({
  ...HYBRID_SPEC,
  racket: { ...HYBRID_SPEC.racket, pattern },
  mains: { tension: 24, unit: 'kg', ...mains },
  crosses: { tension: 23, unit: 'kg', ...crosses },
});

describe(`a job draws its string when it starts (${engine})`, () => {
  it('takes the pattern’s length, half from the mains string and half from the crosses string', async () => {
    admin = await authHeaders(t.ctx, 'admin');
    const customer = await buildCustomer(t.ctx);
    const hybrid = await payInStoreJob(t, staff, customer.id);
    expect((await putSpec(t, hybrid, staff, spec({ string_id: 5 }, { string_id: 7 }, '18x20'))).statusCode).toBe(200);
    const before5 = (await metresOf(t, staff, 5)).metres;
    const before7 = (await metresOf(t, staff, 7)).metres;
    expect((await start(hybrid)).statusCode).toBe(200);
    expect((await metresOf(t, staff, 5)).metres).toBe(before5 - 6);
    expect((await metresOf(t, staff, 7)).metres).toBe(before7 - 6);
    const [entry] = (await ledger(t, staff, 5)).json().entries;
    expect(entry).toMatchObject({ kind: 'used', metres: -6, job_id: hybrid, reason: null });
    expect(entry.by).toMatch(/^First\d+ Last\d+$/);
  });

  it('takes nothing for the customer’s own string, and the booking’s string for a job without a spec', async () => {
    const customer = await buildCustomer(t.ctx);
    const ownCrosses = await payInStoreJob(t, staff, customer.id);
    await putSpec(t, ownCrosses, staff, HYBRID_SPEC); // mains string 2, crosses the customer's own, 16x19
    const noSpec = await payInStoreJob(t, staff, customer.id, { string_id: 103, total_cost: 185 });
    const [grip] = await payInStore(t, staff, [gripLine(customer.id)]);
    const before2 = (await metresOf(t, staff, 2)).metres;
    const before3 = (await metresOf(t, staff, 3)).metres;
    const entries = (await stockFootprint(t)).entries;
    await start(ownCrosses);
    expect((await metresOf(t, staff, 2)).metres).toBe(before2 - 5.5);
    await start(noSpec);
    expect((await metresOf(t, staff, 3)).metres).toBe(before3 - 11);
    await start(grip!);
    expect((await stockFootprint(t)).entries).toBe(entries + 2);
  });

  it('draws once even when the job goes back and starts again, and gives the string back when canceled', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id, { string_id: 1, total_cost: 120 });
    const before = (await metresOf(t, staff, 1)).metres;
    await start(id);
    expect((await moveJob(t, id, admin, { stage: 'received' })).statusCode).toBe(200);
    await start(id);
    expect((await metresOf(t, staff, 1)).metres).toBe(before - 11);
    expect((await cancelBooking(t, id, staff)).statusCode).toBe(200);
    expect((await metresOf(t, staff, 1)).metres).toBe(before);
    const kinds = (await ledger(t, staff, 1)).json().entries.filter((e: { job_id: number }) => e.job_id === id);
    expect(kinds.map((e: { kind: string; metres: number }) => [e.kind, e.metres])).toEqual([
      ['returned', 11],
      ['used', -11],
    ]);
    // The running total on the string's row moved with every entry: it is the ledger's sum for every string.
    expect(await totalsOffLedger(t)).toEqual([]);
  });

  it('draws nothing when the booking is paid and completed at drop-off; the string is drawn when the job starts', async () => {
    const customer = await buildCustomer(t.ctx);
    const id = await payInStoreJob(t, staff, customer.id, { string_id: 6, total_cost: 180 });
    const before = (await metresOf(t, staff, 6)).metres;
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/complete-instore`,
      headers: staff,
      payload: { receipt_number: `R-${id}`, amount: 180 },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await metresOf(t, staff, 6)).metres).toBe(before);
    expect((await start(id)).statusCode).toBe(200);
    expect((await metresOf(t, staff, 6)).metres).toBe(before - 11);
  });
});

describe(`the catalogue and bookings follow the stock (${engine})`, () => {
  it('shows low and out of stock in the catalogue and refuses to book an out-of-stock string', async () => {
    const customer = await buildCustomer(t.ctx);
    await setStock(t, admin, 8, 10);
    const statusOf = async (id: number) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/catalogue' })).json().strings as {
          string_id: number;
          stockStatus: string;
        }[]
      ).find((s) => s.string_id === id)!.stockStatus;
    expect([await statusOf(8), await statusOf(108)]).toEqual(['Low Stock', 'Low Stock']);
    await payInStoreJob(t, staff, customer.id, { string_id: 8, total_cost: 190 }); // low may be booked

    await setStock(t, admin, 8, 0);
    expect([await statusOf(8), await statusOf(108)]).toEqual(['Out of Stock', 'Out of Stock']);
    const before = await bookingFootprint(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/store-payment/confirm-instore-payment',
      headers: staff,
      payload: { bookings: [stringLine(customer.id, { string_id: 108, total_cost: 215 })], recaptchaToken: '' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STOCK_MESSAGES.outOfStock('Tecnifibre X-One Biphase 1.30'));
    expect(await bookingFootprint(t)).toEqual(before);

    await receive(t, admin, { string_id: 8, metres: 200 });
    expect(await statusOf(8)).toBe('In Stock');
  });
});

describe(`admins hear once when a string runs low (${engine})`, () => {
  it('notifies and emails the admins once per crossing, again only after a restock above the threshold', async () => {
    const customer = await buildCustomer(t.ctx);
    await setStock(t, admin, 9, 30);
    const before = await stockFootprint(t);
    const jobs = [];
    for (let i = 0; i < 3; i += 1)
      jobs.push(await payInStoreJob(t, staff, customer.id, { string_id: 9, total_cost: 195 }));
    await start(jobs[0]!); // 30 → 19 m: below 24
    await start(jobs[1]!); // 19 → 8 m: still below, no second notice
    const admins = await adminCount(t);
    expect(await stockFootprint(t)).toMatchObject({ low: before.low + 1, emails: before.emails + admins });
    expect((await lowNotices(t)).at(-1)).toBe(STOCK_MESSAGES.lowMessage('Luxilon ALU Power 1.25', '19.00'));

    await receive(t, admin, { string_id: 9, metres: 12 }); // 20 m: still below the threshold
    await start(jobs[2]!); // 9 m
    expect((await stockFootprint(t)).low).toBe(before.low + 1);

    await receive(t, admin, { string_id: 9, metres: 200 }); // 209 m: armed again
    await setStock(t, admin, 9, 5);
    expect((await stockFootprint(t)).low).toBe(before.low + 2);
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications/staff', headers: staff });
    expect(notices.json().map((n: { title: string }) => n.title)).toContain(STOCK_MESSAGES.lowTitle);
  });
});
