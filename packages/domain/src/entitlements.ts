import { FREE_STRINGING } from './business';
import type { Fils } from './money';
import type { PurchaseCategory } from './purchase-category';
import { addMonths } from './shop-days';

/**
 * Free stringing entitlements (docs/product/rules.md#free-stringings): every racket unit (a purchase row of
 * category `racket`; a racket bag of the same price earns nothing) bought at a unit price above the threshold
 * earns its own entitlement; the numbers are FREE_STRINGING in business.ts.
 *
 * Dates are YYYY-MM-DD strings in the shop's time zone; money is integer fils.
 */
export const ENTITLEMENT_MESSAGES = {
  notFound: 'This racket has no free stringing entitlement for this customer.',
  noneLeft: `This racket has used all ${FREE_STRINGING.servicesPerRacket} of its free stringings.`,
  expired: (validUntil: string) => `This racket's free stringings expired on ${validUntil}.`,
  beforePurchase: (validFrom: string) =>
    `A free stringing cannot be booked before the racket's purchase date (${validFrom}).`,
  tooSoon: (next: string) =>
    `This racket already has a free stringing within a month of that date. The next free stringing can be booked from ${next}.`,
  noFreeServices: 'No free services available.',
} as const;

/** What one purchase row earns: one entitlement per racket unit above the threshold (category racket only). */
export interface EarnedEntitlement {
  /** 1..quantity: which unit of the purchase row this is. */
  unitNumber: number;
  totalServices: number;
  valueFils: Fils;
  validFrom: string;
  validUntil: string;
}

/** Only a racket above the threshold earns free stringings; `category` left out means a racket. */
export function earnsFreeStringing(unitPriceFils: Fils, category: PurchaseCategory = 'racket'): boolean {
  return category === 'racket' && unitPriceFils > FREE_STRINGING.thresholdFils;
}

/** Last day (inclusive) on which an entitlement from a purchase on `purchaseDate` may be claimed. */
export function entitlementValidUntil(purchaseDate: string): string {
  return addMonths(purchaseDate, FREE_STRINGING.validityMonths);
}

/** Entitlements earned by one purchase row (unit price and quantity as recorded). */
export function entitlementsEarned(row: {
  unitPriceFils: Fils;
  quantity: number;
  purchaseDate: string;
  /** Left out: a racket (what a purchase row meant before categories). */
  category?: PurchaseCategory;
}): EarnedEntitlement[] {
  if (!earnsFreeStringing(row.unitPriceFils, row.category) || row.quantity < 1) return [];
  const validUntil = entitlementValidUntil(row.purchaseDate);
  return Array.from({ length: row.quantity }, (_, index) => ({
    unitNumber: index + 1,
    totalServices: FREE_STRINGING.servicesPerRacket,
    valueFils: FREE_STRINGING.valueFils,
    validFrom: row.purchaseDate,
    validUntil,
  }));
}

/** One racket's entitlement as the claim rule needs it; `claimDates` are booking dates of claims that still count. */
export interface EntitlementState {
  validFrom: string;
  validUntil: string;
  totalServices: number;
  claimDates: readonly string[];
}

export type ClaimRefusal = 'none-left' | 'expired' | 'before-purchase' | 'too-soon';
export type ClaimCheck =
  { ok: true } | { ok: false; reason: ClaimRefusal; message: string; nextEligibleDate: string | null };

/** True when two claims on these dates would fall within one calendar month of each other. */
function withinAMonth(a: string, b: string): boolean {
  const [early, late] = a <= b ? [a, b] : [b, a];
  return late < addMonths(early, FREE_STRINGING.claimIntervalMonths);
}

/**
 * The earliest date on or after `from` on which a claim would be accepted, or null when none is
 * left before the entitlement runs out (all used or expired).
 */
export function nextEligibleDate(state: EntitlementState, from: string): string | null {
  if (state.claimDates.length >= state.totalServices) return null;
  const start = from < state.validFrom ? state.validFrom : from;
  const candidates = [start, ...state.claimDates.map((d) => addMonths(d, FREE_STRINGING.claimIntervalMonths))]
    .filter((d) => d >= start)
    .sort();
  for (const candidate of candidates) {
    if (candidate > state.validUntil) return null;
    if (!state.claimDates.some((claimed) => withinAMonth(claimed, candidate))) return candidate;
  }
  return null;
}

/** The claim rule: may this racket have a free stringing booked for `bookingDate`? */
export function checkClaim(state: EntitlementState, bookingDate: string): ClaimCheck {
  if (state.claimDates.length >= state.totalServices) {
    return { ok: false, reason: 'none-left', message: ENTITLEMENT_MESSAGES.noneLeft, nextEligibleDate: null };
  }
  if (bookingDate > state.validUntil) {
    return {
      ok: false,
      reason: 'expired',
      message: ENTITLEMENT_MESSAGES.expired(state.validUntil),
      nextEligibleDate: null,
    };
  }
  if (bookingDate < state.validFrom) {
    const next = nextEligibleDate(state, state.validFrom);
    return {
      ok: false,
      reason: 'before-purchase',
      message: ENTITLEMENT_MESSAGES.beforePurchase(state.validFrom),
      nextEligibleDate: next,
    };
  }
  if (state.claimDates.some((claimed) => withinAMonth(claimed, bookingDate))) {
    const next = nextEligibleDate(state, bookingDate);
    const message = next ? ENTITLEMENT_MESSAGES.tooSoon(next) : ENTITLEMENT_MESSAGES.expired(state.validUntil);
    return { ok: false, reason: next ? 'too-soon' : 'expired', message, nextEligibleDate: next };
  }
  return { ok: true };
}

/** Eligibility as of `today` (the shop's date): `nextEligibleDate` is today when eligible, null when never again. */
export function eligibilityOn(
  state: EntitlementState,
  today: string,
): { eligible: boolean; nextEligibleDate: string | null } {
  const next = nextEligibleDate(state, today);
  return { eligible: next === today, nextEligibleDate: next };
}

/** Free stringings still available on a racket. */
export function remainingServices(state: Pick<EntitlementState, 'totalServices' | 'claimDates'>): number {
  return Math.max(0, state.totalServices - state.claimDates.length);
}
