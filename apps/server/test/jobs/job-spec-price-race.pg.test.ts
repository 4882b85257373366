import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/lib/rows';
import { engine } from '../helpers/app';
import { authHeaders } from '../helpers/factories';
import { buildCustomer } from '../helpers/customers-factories';
import { paidOnlineJob, putSpec } from '../helpers/jobs-factories';
import { testAppForFile, signedIn } from '../helpers/per-file';

const t = testAppForFile();
const staff = signedIn(t);

const cheaper = {
  racket: { brand: 'Babolat', model: 'Pure Aero', pattern: '16x19' },
  mains: { string_id: 1, tension: 24, unit: 'kg' },
  crosses: { string_id: 1, tension: 24, unit: 'kg' },
};

describe(`a cheaper spec saved twice at once (${engine})`, () => {
  it('refunds the difference once, with one credit note, when two staff save the same cheaper spec together', async () => {
    expect(engine).toBe('postgres');
    const other = await authHeaders(t.ctx, 'staff');
    const customer = await buildCustomer(t.ctx);
    const id = await paidOnlineJob(t, staff, customer.id); // 150 AED paid online
    const answers = await Promise.all([staff, other].map((h) => putSpec(t, id, h, cheaper)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().price_change).sort()).toEqual([-30, 0]);
    const [row] = rowsOf<{ refunds: number; refunded: number; notes: number; price: number }>(
      await t.ctx.db.execute(sql`
        SELECT (SELECT count(*)::int FROM booking_refunds WHERE booking_id = ${id}) AS refunds,
               (SELECT coalesce(sum(amount_fils), 0)::int FROM booking_refunds WHERE booking_id = ${id}) AS refunded,
               (SELECT count(*)::int FROM credit_notes WHERE booking_id = ${id}) AS notes,
               (SELECT price_fils FROM bookings WHERE id = ${id}) AS price`),
    );
    expect(row).toEqual({ refunds: 1, refunded: 3_000, notes: 1, price: 12_000 });
  });
});
