import { describe, expect, it } from 'vitest';
import { engine, type TestApp } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { withBookingsTestApp } from '../helpers/bookings-factories';
import { HYBRID_SPEC, moveJob, payInStoreJob, putSpec } from '../helpers/jobs-factories';
import { adminCount, ledger, metresOf, receive, setStock, stockFootprint, totalsOffLedger } from './stock-factories';

let t: TestApp;
let staff: { authorization: string };
withBookingsTestApp((setup) => ({ t, staff } = setup));

describe(`string stock under concurrent job starts (${engine})`, () => {
  it('sends exactly one low-stock notice when several jobs start at once across the threshold', async () => {
    expect(engine).toBe('postgres');
    const admin = await authHeaders(t.ctx, 'admin');
    const customer = await buildCustomer(t.ctx);
    await setStock(t, admin, 6, 30); // 30 m: one job (11 m) takes it below 24 m
    const ids = [];
    for (let i = 0; i < 6; i += 1)
      ids.push(await payInStoreJob(t, staff, customer.id, { string_id: 6, total_cost: 180 }));
    const callers = await Promise.all(ids.map(() => authHeaders(t.ctx, 'staff')));
    const before = await stockFootprint(t);

    const answers = await Promise.all(ids.map((id, i) => moveJob(t, id, callers[i]!, { stage: 'in_progress' })));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    expect((await metresOf(t, staff, 6)).metres).toBe(30 - 6 * 11);
    const after = await stockFootprint(t);
    expect(after.low - before.low).toBe(1);
    expect(after.emails - before.emails).toBe(await adminCount(t));
    const used = (await ledger(t, staff, 6)).json().entries.filter((e: { kind: string }) => e.kind === 'used');
    expect(used).toHaveLength(6);
  });

  it('draws once when the same job is started twice at once, and hybrids drawing on two strings do not deadlock', async () => {
    const admin = await authHeaders(t.ctx, 'admin');
    const customer = await buildCustomer(t.ctx);
    await receive(t, admin, { string_id: 5, metres: 200 });
    await receive(t, admin, { string_id: 7, metres: 200 });
    const hybrid = (mains: number, crosses: number) => ({
      ...HYBRID_SPEC,
      mains: { string_id: mains, tension: 24, unit: 'kg' },
      crosses: { string_id: crosses, tension: 23, unit: 'kg' },
    });
    const ids = [];
    for (let i = 0; i < 6; i += 1) {
      const id = await payInStoreJob(t, staff, customer.id);
      await putSpec(t, id, staff, i % 2 ? hybrid(5, 7) : hybrid(7, 5));
      ids.push(id);
    }
    const before5 = (await metresOf(t, staff, 5)).metres;
    const before7 = (await metresOf(t, staff, 7)).metres;
    const other = await authHeaders(t.ctx, 'staff');
    const answers = await Promise.all(
      ids.flatMap((id) => [staff, other].map((h) => moveJob(t, id, h, { stage: 'in_progress' }))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(6);
    expect((await metresOf(t, staff, 5)).metres).toBe(before5 - 6 * 5.5);
    expect((await metresOf(t, staff, 7)).metres).toBe(before7 - 6 * 5.5);
    expect(await totalsOffLedger(t)).toEqual([]);
  });
});
