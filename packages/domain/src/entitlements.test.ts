import { describe, expect, it } from 'vitest';
import { FREE_STRINGING } from './business';
import {
  checkClaim,
  earnsFreeStringing,
  eligibilityOn,
  entitlementValidUntil,
  entitlementsEarned,
  nextEligibleDate,
  remainingServices,
  type EntitlementState,
} from './entitlements';
import { fils } from './money';

const state = (overrides: Partial<EntitlementState> = {}): EntitlementState => ({
  validFrom: '2026-03-10',
  validUntil: entitlementValidUntil('2026-03-10'),
  totalServices: 10,
  claimDates: [],
  ...overrides,
});

/** YYYY-MM-DD of `days` after `date`. */
function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('what a purchase earns', () => {
  it('has the constants of the terms: 10 stringings worth 75 AED, above 1000 AED, 12 months, one a month', () => {
    expect(FREE_STRINGING).toEqual({
      servicesPerRacket: 10,
      valueFils: 7500,
      thresholdFils: 100000,
      validityMonths: 12,
      claimIntervalMonths: 1,
    });
  });

  it('earns nothing at exactly 1000 AED and one entitlement at 1000.01 AED', () => {
    expect(earnsFreeStringing(fils(100_000))).toBe(false);
    expect(entitlementsEarned({ unitPriceFils: fils(100_000), quantity: 1, purchaseDate: '2026-03-10' })).toEqual([]);
    expect(earnsFreeStringing(fils(100_001))).toBe(true);
    expect(entitlementsEarned({ unitPriceFils: fils(100_001), quantity: 1, purchaseDate: '2026-03-10' })).toHaveLength(
      1,
    );
  });

  it('earns one entitlement per racket unit: quantity 2 gives two, each with 10 stringings', () => {
    const earned = entitlementsEarned({ unitPriceFils: fils(129_900), quantity: 2, purchaseDate: '2026-03-10' });
    expect(earned).toEqual([
      { unitNumber: 1, totalServices: 10, valueFils: 7500, validFrom: '2026-03-10', validUntil: '2027-03-10' },
      { unitNumber: 2, totalServices: 10, valueFils: 7500, validFrom: '2026-03-10', validUntil: '2027-03-10' },
    ]);
  });

  it('only a racket earns: a 1,150 AED racket bag, strings or other earn nothing; no category means racket', () => {
    const row = { unitPriceFils: fils(115_000), quantity: 1, purchaseDate: '2026-03-10' };
    expect(entitlementsEarned({ ...row, category: 'accessory' })).toEqual([]);
    expect(entitlementsEarned({ ...row, category: 'strings' })).toEqual([]);
    expect(entitlementsEarned({ ...row, category: 'other' })).toEqual([]);
    expect(entitlementsEarned({ ...row, category: 'racket' })).toHaveLength(1);
    expect(entitlementsEarned(row)).toHaveLength(1);
    expect(earnsFreeStringing(fils(115_000), 'accessory')).toBe(false);
  });

  it('earns nothing for cheap items whatever the quantity', () => {
    expect(entitlementsEarned({ unitPriceFils: fils(4_500), quantity: 12, purchaseDate: '2026-03-10' })).toEqual([]);
  });

  it('ends validity 12 calendar months later, clamping 29 February', () => {
    expect(entitlementValidUntil('2026-03-10')).toBe('2027-03-10');
    expect(entitlementValidUntil('2028-02-29')).toBe('2029-02-28');
  });
});

describe('the claim rule', () => {
  it('accepts a claim on day 365 after purchase and refuses it on day 366', () => {
    const s = state();
    expect(plusDays('2026-03-10', 365)).toBe('2027-03-10');
    expect(checkClaim(s, plusDays('2026-03-10', 365))).toEqual({ ok: true });
    const refused = checkClaim(s, plusDays('2026-03-10', 366));
    expect(refused).toMatchObject({ ok: false, reason: 'expired', nextEligibleDate: null });
    expect(refused.ok === false && refused.message).toBe("This racket's free stringings expired on 2027-03-10.");
  });

  it('refuses a claim dated before the purchase', () => {
    expect(checkClaim(state(), '2026-03-09')).toMatchObject({
      ok: false,
      reason: 'before-purchase',
      nextEligibleDate: '2026-03-10',
    });
  });

  it('refuses a second claim within the month and accepts it on the same day next month', () => {
    const s = state({ claimDates: ['2026-04-15'] });
    expect(checkClaim(s, '2026-05-14')).toMatchObject({
      ok: false,
      reason: 'too-soon',
      nextEligibleDate: '2026-05-15',
    });
    expect(checkClaim(s, '2026-05-15')).toEqual({ ok: true });
  });

  it('crosses month ends by calendar month: a claim on 31 January allows the next on 28 February', () => {
    const s = state({ validFrom: '2026-01-05', validUntil: '2027-01-05', claimDates: ['2026-01-31'] });
    expect(checkClaim(s, '2026-02-27')).toMatchObject({ ok: false, nextEligibleDate: '2026-02-28' });
    expect(checkClaim(s, '2026-02-28')).toEqual({ ok: true });
  });

  it('also refuses a claim just before a later one already booked', () => {
    const s = state({ claimDates: ['2026-06-20'] });
    expect(checkClaim(s, '2026-06-01')).toMatchObject({
      ok: false,
      reason: 'too-soon',
      nextEligibleDate: '2026-07-20',
    });
    expect(checkClaim(s, '2026-05-20')).toEqual({ ok: true });
  });

  it('accepts the tenth claim and refuses the eleventh', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `2026-${String(i + 4).padStart(2, '0')}-01`);
    const s = state({ claimDates: nine });
    expect(remainingServices(s)).toBe(1);
    expect(checkClaim(s, '2027-01-01')).toEqual({ ok: true });
    const ten = state({ claimDates: [...nine, '2027-01-01'] });
    expect(remainingServices(ten)).toBe(0);
    expect(checkClaim(ten, '2027-03-01')).toMatchObject({
      ok: false,
      reason: 'none-left',
      message: 'This racket has used all 10 of its free stringings.',
    });
  });
});

describe('eligibility and the next eligible date', () => {
  it('is eligible today when nothing was claimed', () => {
    expect(eligibilityOn(state(), '2026-03-20')).toEqual({ eligible: true, nextEligibleDate: '2026-03-20' });
  });

  it('gives the last claim date plus one month when claimed recently', () => {
    expect(eligibilityOn(state({ claimDates: ['2026-03-31'] }), '2026-04-10')).toEqual({
      eligible: false,
      nextEligibleDate: '2026-04-30',
    });
  });

  it('is never eligible again when the next date falls after expiry or nothing is left', () => {
    expect(eligibilityOn(state({ claimDates: ['2027-02-20'] }), '2027-03-01')).toEqual({
      eligible: false,
      nextEligibleDate: null,
    });
    expect(eligibilityOn(state(), '2027-03-11')).toEqual({ eligible: false, nextEligibleDate: null });
    const full = state({
      claimDates: Array.from({ length: 10 }, (_, i) => `2026-${String(i + 3).padStart(2, '0')}-10`),
    });
    expect(eligibilityOn(full, '2027-02-01')).toEqual({ eligible: false, nextEligibleDate: null });
  });

  it('skips past several booked claims to the first free gap', () => {
    const s = state({ claimDates: ['2026-05-01', '2026-06-01', '2026-07-01'] });
    expect(nextEligibleDate(s, '2026-05-10')).toBe('2026-08-01');
  });

  it('is not eligible before the purchase date, and gives the purchase date', () => {
    expect(eligibilityOn(state(), '2026-03-01')).toEqual({ eligible: false, nextEligibleDate: '2026-03-10' });
  });
});
