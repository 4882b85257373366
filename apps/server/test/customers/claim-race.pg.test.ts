import { describe, expect, it } from 'vitest';
import { engine } from '../helpers/app';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { claimFreeStringing } from '../../src/services/entitlements/claim-free-stringing';
import { HttpError } from '../../src/lib/errors';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

/** Runs each attempt in its own transaction, all at once; answers how many succeeded and the refusals. */
async function raceClaims(attempts: { customerId: number; rpId: number; bookingDate: string }[]) {
  const results = await Promise.allSettled(
    attempts.map((input) => t.ctx.db.transaction((tx) => claimFreeStringing(tx, input))),
  );
  const won = results.filter((r) => r.status === 'fulfilled').length;
  const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  return { won, refusals };
}

describe('concurrent free stringing claims on PostgreSQL', () => {
  it('runs on the PostgreSQL server', () => {
    expect(engine).toBe('postgres');
  });

  it('fifty concurrent claims on one racket for the same day give exactly one claim', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: '2026-01-15' });
    const { won, refusals } = await raceClaims(
      Array.from({ length: 50 }, () => ({ customerId: customer.id, rpId: rpId!, bookingDate: '2026-02-10' })),
    );
    expect(won).toBe(1);
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(HttpError);
      expect((refusal as HttpError).statusCode).toBe(409);
      expect((refusal as HttpError).message).toBe(
        'This racket already has a free stringing within a month of that date. The next free stringing can be booked from 2026-03-10.',
      );
    }
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
  });

  it('fifty concurrent claims on days spread over one month still give exactly one claim', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: '2026-01-15' });
    const dates = Array.from({ length: 50 }, (_, i) => `2026-03-${String((i % 28) + 1).padStart(2, '0')}`);
    const { won } = await raceClaims(
      dates.map((bookingDate) => ({ customerId: customer.id, rpId: rpId!, bookingDate })),
    );
    expect(won).toBe(1);
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
  });

  it('fifteen concurrent claims a month apart stop at ten, the racket allowance', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: '2026-01-01' });
    // 2026-01-01 .. 2027-01-01 are thirteen dates a month apart inside the validity, plus two repeats.
    const dates = [
      ...Array.from(
        { length: 13 },
        (_, i) => `${2026 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      ),
      '2026-05-01',
      '2026-09-01',
    ];
    const { won, refusals } = await raceClaims(
      dates.map((bookingDate) => ({ customerId: customer.id, rpId: rpId!, bookingDate })),
    );
    expect(won).toBe(10);
    expect(refusals).toHaveLength(5);
    expect(await countClaims(t.ctx, rpId!)).toBe(10);
  });
});
