import { describe, expect, it } from 'vitest';
import { documentSumsOf, revenueOf, takingsOf } from './takings';

/** A day: two online invoices (one with a 30 AED fee), a counter payment, a 0 AED free one, two credit notes. */
const day = documentSumsOf([
  { kind: 'online', documents: 2, fils: 40_000, fee_fils: 3_000 },
  { kind: 'in-store', documents: 1, fils: '12050', fee_fils: '0' },
  { kind: 'free', documents: 1, fils: 0, fee_fils: 0 },
  { kind: 'card-note', documents: 1, fils: 10_000, fee_fils: 3_000 },
  { kind: 'counter-note', documents: 1, fils: 2_025, fee_fils: 0 },
]);

describe('revenue, one definition', () => {
  it('is the invoices less the credit notes, by where the money went', () => {
    expect(takingsOf(day)).toMatchObject({
      payments: { count: 4, fils: 52_050 },
      refunds: { count: 2, fils: 12_025 },
      netFils: 40_025,
      netCardFils: 30_000,
      netInStoreFils: 10_025,
    });
  });

  it('splits the fees out of each method, and the three parts add up to the net takings to the fils', () => {
    // Online 400 − 30 fee − (100 − 30 refunded fee) = 300; in store 120.50 − 20.25; fees 30 − 30 refunded.
    expect(revenueOf(day)).toEqual({
      online: 300,
      in_store: 100.25,
      fees: 0,
      total: 400.25,
      online_payments: 2,
      in_store_payments: 1,
    });
  });

  it('sums rows of one kind from several slots and stores', () => {
    const split = documentSumsOf([
      { kind: 'online', documents: 1, fils: 100, fee_fils: 0 },
      { kind: 'online', documents: 2, fils: 250, fee_fils: 50 },
    ]);
    expect(split.online).toEqual({ count: 3, fils: 350, feeFils: 50 });
    expect(revenueOf(split).total).toBe(3.5);
  });
});
