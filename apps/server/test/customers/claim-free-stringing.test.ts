import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildCustomer, buildRacketPurchase, countClaims } from '../helpers/customers-factories';
import { claimFreeStringing, releaseFreeStringingClaim } from '../../src/services/entitlements/claim-free-stringing';
import { freeStringingClaims } from '../../src/db/schema';
import type { HttpError } from '../../src/lib/errors';
import { testAppForFile } from '../helpers/per-file';

const t = testAppForFile();

const claim = (input: { customerId: number; rpId: number; bookingDate: string }) =>
  t.ctx.db.transaction((tx) => claimFreeStringing(tx, input));
const refusal = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as HttpError | null;
  return error ? { status: error.statusCode, message: error.message } : null;
};

describe('claimFreeStringing', () => {
  it('takes the ten stringings a month apart and refuses the eleventh', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: '2026-01-10' });
    for (let month = 1; month <= 10; month += 1) {
      const { claimId } = await claim({
        customerId: customer.id,
        rpId: rpId!,
        bookingDate: `2026-${String(month).padStart(2, '0')}-20`,
      });
      expect(claimId).toBeGreaterThan(0);
    }
    expect(await refusal(claim({ customerId: customer.id, rpId: rpId!, bookingDate: '2026-12-20' }))).toEqual({
      status: 409,
      message: 'This racket has used all 10 of its free stringings.',
    });
    expect(await countClaims(t.ctx, rpId!)).toBe(10);
  });

  it('refuses a second claim within the month and an expired entitlement, saving nothing', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: '2026-01-10' });
    await claim({ customerId: customer.id, rpId: rpId!, bookingDate: '2026-02-01' });
    expect(await refusal(claim({ customerId: customer.id, rpId: rpId!, bookingDate: '2026-02-28' }))).toEqual({
      status: 409,
      message:
        'This racket already has a free stringing within a month of that date. The next free stringing can be booked from 2026-03-01.',
    });
    expect(await refusal(claim({ customerId: customer.id, rpId: rpId!, bookingDate: '2027-01-11' }))).toEqual({
      status: 409,
      message: "This racket's free stringings expired on 2027-01-10.",
    });
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
    // Day 365 is still inside.
    await claim({ customerId: customer.id, rpId: rpId!, bookingDate: '2027-01-10' });
    expect(await countClaims(t.ctx, rpId!)).toBe(2);
  });

  it('refuses a booking date that is not a real date with a 400', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: '2026-01-10' });
    for (const bookingDate of ['2026-02-30', '10/02/2026', '']) {
      expect(await refusal(claim({ customerId: customer.id, rpId: rpId!, bookingDate }))).toEqual({
        status: 400,
        message: 'The booking date must be a date (YYYY-MM-DD).',
      });
    }
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
  });

  it("answers 404 for another customer's racket", async () => {
    const owner = await buildCustomer(t.ctx);
    const other = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: owner.id, purchaseDate: '2026-01-10' });
    expect(await refusal(claim({ customerId: other.id, rpId: rpId!, bookingDate: '2026-02-01' }))).toEqual({
      status: 404,
      message: 'This racket has no free stringing entitlement for this customer.',
    });
  });

  it('a released claim no longer counts, so the same month can be claimed again', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: '2026-01-10' });
    const { claimId } = await claim({ customerId: customer.id, rpId: rpId!, bookingDate: '2026-02-01' });
    await t.ctx.db.transaction((tx) => releaseFreeStringingClaim(tx, { claimId }));
    await t.ctx.db.transaction((tx) => releaseFreeStringingClaim(tx, { claimId }));
    expect(await countClaims(t.ctx, rpId!)).toBe(0);
    const again = await claim({ customerId: customer.id, rpId: rpId!, bookingDate: '2026-02-05' });
    expect(again.claimId).not.toBe(claimId);
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
  });
});

describe('the database backs the claim rule on its own', () => {
  async function insertDirect(values: {
    entitlementId: number;
    customerId: number;
    claimNumber: number;
    bookingDate: string;
  }) {
    return t.ctx.db
      .insert(freeStringingClaims)
      .values(values)
      .then(
        () => 'saved',
        () => 'refused',
      );
  }

  it('refuses a claim within a month, outside validity, an eleventh number or a duplicate number', async () => {
    const customer = await buildCustomer(t.ctx);
    const [rpId] = await buildRacketPurchase(t.ctx, { customerId: customer.id, purchaseDate: '2026-01-10' });
    const base = { entitlementId: rpId!, customerId: customer.id };
    expect(await insertDirect({ ...base, claimNumber: 1, bookingDate: '2026-03-01' })).toBe('saved');
    expect(await insertDirect({ ...base, claimNumber: 2, bookingDate: '2026-03-31' })).toBe('refused');
    expect(await insertDirect({ ...base, claimNumber: 2, bookingDate: '2026-01-09' })).toBe('refused');
    expect(await insertDirect({ ...base, claimNumber: 2, bookingDate: '2027-01-11' })).toBe('refused');
    expect(await insertDirect({ ...base, claimNumber: 11, bookingDate: '2026-06-01' })).toBe('refused');
    expect(await insertDirect({ ...base, claimNumber: 1, bookingDate: '2026-06-01' })).toBe('refused');
    expect(await countClaims(t.ctx, rpId!)).toBe(1);
    const [row] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(freeStringingClaims)
      .where(sql`entitlement_id = ${rpId}`);
    expect(Number(row?.n)).toBe(1);
  });
});
